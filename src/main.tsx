import '@/app/mantine-styles.css';
import '@/app/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { isUnknownPath, preloadRoute } from '@/app/routes';
import { recordVisitAttribution } from '@/lib/visit-attribution';

// Before the router can move to another path: the visit's first page is this URL.
recordVisitAttribution();

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
if (prerenderedPath === pathname || (prerenderedPath === '' && isUnknownPath(pathname))) {
  // Hydrate at once: React keeps the page's HTML until its chunk arrives (fetched in
  // parallel here) and replays clicks made meanwhile, so none is lost.
  void preloadRoute(pathname);
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
