import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import { HydrationChunk } from '@/components/hydration-chunk';

/**
 * The whole site below the router, identical for the browser and the prerenderer. One
 * hydration chunk around everything keeps the first, uninterruptible hydration pass down
 * to the router: the rest hydrates in slices that leave the main thread free between them.
 */
export function App() {
  return (
    <HydrationChunk>
      <Providers>
        <AppRoutes />
      </Providers>
    </HydrationChunk>
  );
}
