import type { QueryClient } from '@tanstack/react-query';
import type { Balance } from '@wheelhouse/contracts/wallet';
import { balanceQueryKey } from './get-balance';

/**
 * Puts a Balance the server just sent (realtime event, currency change) into the cache. A balance
 * request still in flight started earlier and may carry older numbers, so it is cancelled first;
 * the cancel must finish before the write, or its revert would undo the write.
 */
export async function writeBalance(queryClient: QueryClient, balance: Balance): Promise<void> {
  await queryClient.cancelQueries({ queryKey: balanceQueryKey });
  queryClient.setQueryData(balanceQueryKey, balance);
}
