import '@mantine/core/styles.layer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppBrowserRouter } from './app/browser-router.tsx';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { registerServiceWorker } from './lib/service-worker.ts';
import { refreshSession } from './lib/session.ts';

refreshSession();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AppBrowserRouter>
        <AppRoutes />
      </AppBrowserRouter>
    </AppProviders>
  </StrictMode>,
);
