import type { ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { queryClient } from '../lib/query-client';
import { setRouteTable } from '../lib/route-handles';
import { Providers } from './providers';
import { prefetchRoutesOnIntent } from './route-prefetch';
import { appRoutes } from './routes';

setRouteTable(appRoutes);
prefetchRoutesOnIntent(appRoutes);

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * The declarative router: the app loads its data with TanStack Query, not route loaders, so the
 * data router's code would be 16 KB of gzip in the first load for nothing. `children` render
 * inside the router beside the pages (bot mode's messenger controls).
 */
export function App({ children }: { children?: ReactNode }) {
  return (
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
        {children}
      </BrowserRouter>
    </Providers>
  );
}
