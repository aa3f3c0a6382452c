import { getToken } from './lib/cookies';

// Who is not signed in and opens /login needs only the sign-in page (app/sign-in-entry.tsx); everyone else the app.
if (window.location.pathname === '/login' && !getToken()) void import('./app/sign-in-entry');
else void import('./app/app-entry');
