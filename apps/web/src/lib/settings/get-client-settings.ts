import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSettings } from '@wheelhouse/contracts/client-settings';
import { apiRequest } from '../api-client';
import { lazySchema } from '../lazy-schema';
import { useMe } from '../session/get-me';

const schema = lazySchema(() =>
  import('@wheelhouse/contracts/client-settings').then((m) => m.ZClientSettings),
);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /api/v1/settings (shell spec §7 "settings path"): only with a token, cached 24 h (86400 s)
 * and never refetched — not on mount, focus or reconnect.
 */
export const clientSettingsQueryOptions = queryOptions({
  queryKey: ['settings'] as const,
  queryFn: ({ signal }): Promise<ClientSettings> =>
    apiRequest('/api/v1/settings', { schema, signal }),
  staleTime: DAY_MS,
  gcTime: DAY_MS,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});

export function useClientSettings() {
  const me = useMe();
  return useQuery({ ...clientSettingsQueryOptions, enabled: Boolean(me.data) });
}
