import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/routes';
import { Providers } from './app/providers';
import { AppErrorBoundary } from './app/app-error-boundary';
import './styles.css';

// At once: the router starts loading the page's lazy modules while the page is still arriving.
const router = createBrowserRouter(routes);

const app = (
  <StrictMode>
    <AppErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </AppErrorBoundary>
  </StrictMode>
);

function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  if (container.dataset.firstScreen === undefined) {
    createRoot(container).render(app);
    return;
  }
  import('./app/first-screen/render-behind-first-screen').then(
    (module) => module.renderBehindFirstScreen(container, router, app),
    // Without that code the app starts as on any page, in place of the server's copy.
    () => createRoot(container).render(app),
  );
}

// The entry script is `async` (scripts/build.mjs): it may run before the page has arrived.
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
