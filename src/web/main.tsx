import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { router } from './app/router';
import { startErrorReporting } from './lib/error-reporting';
import { getStoredUserJson } from './lib/session-storage';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

startErrorReporting(getStoredUserJson());

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
