import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { Providers } from './providers';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes);

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
