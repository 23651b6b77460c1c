import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WheelResponse } from '@wheelhouse/contracts/wheel';
import { apiRequest } from '../api-client';
import { lazySchema } from '../lazy-schema';

/**
 * GET /api/v1/wheel: prizes for everyone (the guests' teaser), the spin state for a player. In
 * lib/ because the tab bar (wheel or bonuses) and the wheel modal read the same entry; a change of
 * the display currency invalidates it (the prizes' primary values follow the currency).
 */
export const wheelQueryKey = ['wheel'] as const;

const wheelSchema = lazySchema(() =>
  import('@wheelhouse/contracts/wheel').then((m) => m.ZWheelResponse),
);

export function fetchWheel(signal?: AbortSignal): Promise<WheelResponse> {
  return apiRequest('/api/v1/wheel', { schema: wheelSchema, signal });
}

export const wheelQueryOptions = queryOptions({
  queryKey: wheelQueryKey,
  queryFn: ({ signal }) => fetchWheel(signal),
  staleTime: 60_000,
});

export function useWheel(enabled = true) {
  return useQuery({ ...wheelQueryOptions, enabled });
}
