import { render } from '@testing-library/react';
import { App } from '../app/app';
import { createQueryClient } from '../lib/query-client';

/** The whole back office at an address under /admin, with a fresh query cache. */
export function renderApp(path: string) {
  window.history.replaceState(null, '', `/admin${path}`);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  return { queryClient, ...render(<App queryClient={queryClient} />) };
}

/** The address's query string as an object, to check what a table keeps in the URL. */
export function searchParams(): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(window.location.search));
}
