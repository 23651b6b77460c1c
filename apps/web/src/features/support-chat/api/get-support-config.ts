import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupportConfig } from '@wheelhouse/contracts/support';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/support/config?lang=: built-in chat, or the operator's external chat script. */
export function fetchSupportConfig(lang: string, signal?: AbortSignal) {
  return apiRequest(`/api/v1/support/config?lang=${encodeURIComponent(lang)}`, {
    schema: ZSupportConfig,
    signal,
  });
}

export function supportConfigQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['support', 'config', lang] as const,
    queryFn: ({ signal }) => fetchSupportConfig(lang, signal),
    staleTime: Infinity,
  });
}

export function useSupportConfig(lang: string) {
  return useQuery(supportConfigQueryOptions(lang));
}
