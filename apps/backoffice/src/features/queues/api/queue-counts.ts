import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAdminQueueCounts, type AdminQueueCounts } from '@wheelhouse/contracts/admin-queues';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';

/** How often the navigation asks for the queue counts while the tab is visible. */
export const QUEUE_POLL_MS = 15_000;

export type QueueName = keyof AdminQueueCounts;

/** The list queries each queue's screen shows: refreshed when its count moves. */
const LIST_KEYS: Record<QueueName, string> = {
  cryptoWithdrawalsPending: 'withdrawals',
  fiatReceiptsWaiting: 'fiat-orders',
  disputesOpen: 'fiat-disputes',
  sellsPending: 'fiat-sells',
};

export const queueCountsQuery = () =>
  queryOptions({
    queryKey: ['queue-counts'],
    queryFn: ({ signal }) => apiRequest('/api/admin/queues', { schema: ZAdminQueueCounts, signal }),
    // TanStack Query stops interval polling while the document is hidden (no
    // refetchIntervalInBackground) and asks again when the window regains focus.
    refetchInterval: QUEUE_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });

/**
 * The queue counts for the navigation badges. When a count changes, the open queue screen's list
 * is refetched, so new withdrawals, receipts, disputes and sells appear without a reload.
 */
export function useQueueCounts(enabled: boolean) {
  const queryClient = useQueryClient();
  const counts = useQuery({ ...queueCountsQuery(), enabled });
  const previous = useRef<AdminQueueCounts | undefined>(undefined);
  useEffect(() => {
    const current = counts.data;
    if (!current) return;
    const before = previous.current;
    previous.current = current;
    if (!before) return;
    for (const name of Object.keys(LIST_KEYS) as QueueName[])
      if (before[name] !== current[name])
        void queryClient.invalidateQueries({ queryKey: [LIST_KEYS[name]] });
  }, [counts.data, queryClient]);
  return counts.data;
}
