import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSavedDetailsResponse, type SavedDetailsResponse } from '@wheelhouse/contracts/fiat';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v2/wallet/orders/sell/saved?bankId=: the player's past details, newest first. */
export function fetchSavedSellDetails(
  bankId: string,
  signal?: AbortSignal,
): Promise<SavedDetailsResponse> {
  return apiRequest(`/api/v2/wallet/orders/sell/saved?bankId=${encodeURIComponent(bankId)}`, {
    schema: ZSavedDetailsResponse,
    signal,
  });
}

export const savedSellDetailsQueryOptions = (bankId: string) =>
  queryOptions({
    queryKey: ['wallet', 'sell-saved', bankId] as const,
    queryFn: ({ signal }) => fetchSavedSellDetails(bankId, signal),
    staleTime: 60_000,
    // A pre-fill is a convenience: without it the form works the same, empty.
    retry: false,
  });

export function useSavedSellDetails(bankId: string) {
  return useQuery(savedSellDetailsQueryOptions(bankId));
}
