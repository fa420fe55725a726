import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/routes';

/** The whole site below the router, identical for the browser and the prerenderer. */
export function App() {
  return (
    <Providers>
      <AppRoutes />
    </Providers>
  );
}
