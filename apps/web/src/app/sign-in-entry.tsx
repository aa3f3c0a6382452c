import { PRODUCT_NAME } from '@notaria/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { afterLoginTarget } from '../lib/guard';
import '../styles/global.css';

// A visitor who is not signed in and opens /login gets this page alone: React and the form, none of antd, the router
// or the pages. Signing in loads the app at the page asked for (or the landing page, which the app's guard picks).
const redirect = new URLSearchParams(window.location.search).get('redirect');
const target = afterLoginTarget(redirect, []).replace(/^\/401$/, '/');
// The title the app gives /login (app/document-title.ts), without loading the app's translations for it.
document.title = `登录 - ${PRODUCT_NAME}`;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SignInPage onSignedIn={() => window.location.replace(target)} />
  </StrictMode>,
);
