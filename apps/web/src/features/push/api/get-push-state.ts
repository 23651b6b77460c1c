import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPushState, type PushState } from '@wheelhouse/contracts/push';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/push: whether the player has a subscribed browser and when they last refused. */
export const pushStateQueryKey = ['push', 'state'] as const;

export const pushStateQueryOptions = queryOptions({
  queryKey: pushStateQueryKey,
  queryFn: ({ signal }): Promise<PushState> =>
    apiRequest('/api/v1/push', { schema: ZPushState, signal }),
});

export function usePushState(enabled: boolean) {
  return useQuery({ ...pushStateQueryOptions, enabled });
}
