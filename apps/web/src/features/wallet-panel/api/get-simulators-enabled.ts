import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * Whether the server runs its simulators, decided by asking the simulator route itself:
 * `POST /api/dev/chain/transfers` exists only when simulators are on (ARCHITECTURE.md), so an empty
 * body answers 400 there and 404 everywhere else. Nothing is transferred by this probe. It lets a
 * production build served by the embedded (simulated) server show the dev-only deposit control,
 * which a dev build (`import.meta.env.DEV`) always shows.
 */
export async function fetchSimulatorsEnabled(signal?: AbortSignal): Promise<boolean> {
  const response = await fetch('/api/dev/chain/transfers', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    credentials: 'include',
    signal,
  });
  return response.status !== 404;
}

export const simulatorsEnabledQueryOptions = queryOptions({
  queryKey: ['dev', 'simulators-enabled'] as const,
  queryFn: ({ signal }) => fetchSimulatorsEnabled(signal).catch(() => false),
  staleTime: Infinity,
  retry: false,
});

export function useDevToolsVisible(): boolean {
  const probe = useQuery({ ...simulatorsEnabledQueryOptions, enabled: !import.meta.env.DEV });
  return import.meta.env.DEV || probe.data === true;
}
