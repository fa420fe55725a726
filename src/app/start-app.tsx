import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { createRoot, hydrateRoot } from '@/app/react-runtime';
import { isUnknownPath, preloadRoute } from '@/app/routes';
import { nextTask } from '@/lib/next-task';
import { recordVisitAttribution, type Landing } from '@/lib/visit-attribution';

/**
 * Hydrates HTML prerendered for this very path, and the 404 page (which claims no path) at
 * an unknown path; any other shell (a deep link a static host answered with index.html)
 * is rendered from scratch instead. The attribution's first sessionStorage access and
 * React's first scheduling each take a task of their own.
 */
export async function startApp(container: HTMLElement, landing: Landing) {
  const { pathname } = window.location;
  const prerenderedPath = container.dataset.prerenderedPath;
  const hydrating =
    prerenderedPath === pathname || (prerenderedPath === '' && isUnknownPath(pathname));
  // The page's chunk is fetched in parallel. React keeps the page's HTML until it arrives
  // and replays clicks made meanwhile, so none is lost.
  if (hydrating) void preloadRoute(pathname);

  await nextTask();
  recordVisitAttribution(landing);
  await nextTask();
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  if (hydrating) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
