import '@/app/mantine-styles.css';
import '@/app/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { isUnknownPath, preloadRoute } from '@/app/routes';
import { nextTask } from '@/lib/next-task';
import { recordVisitAttribution } from '@/lib/visit-attribution';

// Read before the router can move to another path: the visit's first page is this URL.
const landing = { url: window.location.href, referrer: document.referrer };

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Hydrate HTML prerendered for this very path, and the 404 page (which claims no path) at
// an unknown path; any other shell (a deep link a static host answered with index.html)
// is rendered from scratch instead.
const { pathname } = window.location;
const prerenderedPath = container.dataset.prerenderedPath;
const hydrating =
  prerenderedPath === pathname || (prerenderedPath === '' && isUnknownPath(pathname));
// The page's chunk is fetched in parallel. React keeps the page's HTML until it arrives and
// replays clicks made meanwhile, so none is lost.
if (hydrating) void preloadRoute(pathname);

/**
 * The modules' evaluation, the attribution's first sessionStorage access and React's first
 * scheduling would be one long task on a slow phone: each gets a task of its own.
 */
async function start(root: HTMLElement) {
  await nextTask();
  recordVisitAttribution(landing);
  await nextTask();
  if (hydrating) {
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

void start(container);
