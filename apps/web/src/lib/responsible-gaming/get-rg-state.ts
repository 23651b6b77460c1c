import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RgState } from '@wheelhouse/contracts/responsible-gaming';
import { apiRequest } from '../api-client';
import { lazySchema } from '../lazy-schema';

export const rgStateQueryKey = ['responsible-gaming'] as const;

const stateSchema = lazySchema(() =>
  import('@wheelhouse/contracts/responsible-gaming').then((m) => m.ZRgState),
);

/** GET /api/v1/responsible-gaming: the player's limits, waiting changes and block. */
export function getRgState(): Promise<RgState> {
  return apiRequest('/api/v1/responsible-gaming', { schema: stateSchema });
}

export const rgStateQuery = queryOptions({ queryKey: rgStateQueryKey, queryFn: getRgState });

export function useRgState(enabled = true) {
  return useQuery({ ...rgStateQuery, enabled });
}
