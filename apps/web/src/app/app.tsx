import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { Providers } from './providers';
import { prefetchRoutesOnIntent } from './route-prefetch';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes);
prefetchRoutesOnIntent(appRoutes);

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
