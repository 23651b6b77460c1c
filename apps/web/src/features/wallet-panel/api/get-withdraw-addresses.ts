import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZWithdrawAddressSuggestions,
  type WithdrawAddressSuggestion,
} from '@wheelhouse/contracts/cashier-crypto';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/wallet/addresses/{code}: the player's latest withdrawal addresses, newest first. */
export function fetchWithdrawAddresses(
  code: string,
  signal?: AbortSignal,
): Promise<WithdrawAddressSuggestion[]> {
  return apiRequest(`/api/v1/wallet/addresses/${encodeURIComponent(code)}`, {
    schema: ZWithdrawAddressSuggestions,
    signal,
  });
}

export const withdrawAddressesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['wallet', 'withdraw-addresses', code] as const,
    queryFn: ({ signal }) => fetchWithdrawAddresses(code, signal),
    staleTime: 60_000,
    // Suggestions are a convenience: without them the form works the same.
    retry: false,
  });

export function useWithdrawAddresses(code: string) {
  return useQuery(withdrawAddressesQueryOptions(code));
}
