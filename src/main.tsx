import '@/app/mantine-styles.css';
import '@/app/global.css';
import { nextTask } from '@/lib/next-task';

// Read before the router can move to another path: the visit's first page is this URL.
const landing = { url: window.location.href, referrer: document.referrer };

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * Evaluating React DOM, Mantine and the app at once is one long task on a slow phone, so
 * the entry imports them in stages, each evaluated in a task of its own. Their chunks are
 * already downloading: the page's loader preloads them (scripts/chunk-graph.ts, bootKeys).
 */
async function boot(root: HTMLElement) {
  await import('@/app/react-runtime');
  await nextTask();
  const { startApp } = await import('@/app/start-app');
  await nextTask();
  await startApp(root, landing);
}

void boot(container);
