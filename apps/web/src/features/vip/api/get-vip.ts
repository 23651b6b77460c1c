import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VipDrawer } from '@wheelhouse/contracts/vip';
import { apiRequest } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';

const vipSchema = lazySchema(() => import('@wheelhouse/contracts/vip').then((m) => m.ZVipDrawer));

/** GET /api/v1/vip: the VIP drawer's links and the profile-completeness flag. */
export function fetchVip(signal?: AbortSignal): Promise<VipDrawer> {
  return apiRequest('/api/v1/vip', { schema: vipSchema, signal });
}

export const vipQueryOptions = queryOptions({
  queryKey: ['vip'] as const,
  queryFn: ({ signal }) => fetchVip(signal),
});

export function useVip() {
  return useQuery(vipQueryOptions);
}
