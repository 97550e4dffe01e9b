import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app';
import { hydrateQueries, readSsrData, resolveLazyRoutes } from './app/hydrate';
import { discoverAdminRoutes, routes } from './app/router';
import { setDisplaySeed } from './lib/display-seed';
import { setInlinedImages } from './lib/inlined-images';
import { createQueryClient } from './lib/react-query';
import { setSiteOrigin } from './lib/site-origin';

async function start(container: HTMLElement) {
  // Out of the task that evaluated the app's modules: reading the server's data and loading the
  // page's code would make that task twice as long.
  await nextTask();
  const queryClient = createQueryClient();
  const ssr = readSsrData();
  if (!ssr) {
    // The plain shell (signed-in and admin pages): render in the browser.
    const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverAdminRoutes });
    createRoot(container).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
    return;
  }
  setSiteOrigin(ssr.origin);
  setDisplaySeed(ssr.displaySeed);
  setInlinedImages(ssr.inlineImages);
  hydrateQueries(queryClient, ssr.queries);
  await resolveLazyRoutes(routes, window.location);
  // A task of its own for hydration: the page's code (a form's schemas, say) has just been
  // evaluated, and one long task of both would block input for longer.
  await nextTask();
  const router = createBrowserRouter(routes, {
    hydrationData: ssr.router,
    patchRoutesOnNavigation: discoverAdminRoutes,
  });
  hydrateRoot(
    container,
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');
void start(container);
