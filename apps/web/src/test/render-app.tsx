import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { appRoutes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';
import { setRouteTable } from '../lib/route-handles';

/** The whole app at `path`, with a fresh cache and no retries, against the mocked fetch. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  setRouteTable(appRoutes);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const utils = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router, queryClient };
}
