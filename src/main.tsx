import '@/app/mantine-styles.css';
import '@/app/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { preloadRoute } from '@/app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Hydrate only HTML prerendered for this very path; a fallback shell (an unknown path,
// or a deep link served index.html by a static host) is rendered from scratch instead.
if (container.dataset.prerenderedPath === window.location.pathname) {
  // Hydrate at once: React keeps the page's HTML until its chunk arrives (fetched in
  // parallel here) and replays clicks made meanwhile, so none is lost.
  void preloadRoute(window.location.pathname);
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
