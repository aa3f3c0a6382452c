import NProgress from 'nprogress';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { initUiCookies } from '../stores/app-store';
import '../i18n';
import '../styles/global.css';

NProgress.start();
initUiCookies();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
