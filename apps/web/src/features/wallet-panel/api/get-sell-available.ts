import { useQuery } from '@tanstack/react-query';
import { ZSellAvailableResponse, type SellAvailableResponse } from '@wheelhouse/contracts/fiat';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v2/wallet/orders/sell/available?bankId=: the player's money in the method's currency. */
export function fetchSellAvailable(
  bankId: string,
  signal?: AbortSignal,
): Promise<SellAvailableResponse> {
  return apiRequest(`/api/v2/wallet/orders/sell/available?bankId=${encodeURIComponent(bankId)}`, {
    schema: ZSellAvailableResponse,
    signal,
  });
}

/**
 * Asked only when the Balance cannot tell (`enabled`: the display currency is not the method's),
 * and again whenever the balance changes (`balanceAt`: when it was last updated).
 */
export function useSellAvailable(bankId: string, enabled: boolean, balanceAt: number) {
  return useQuery({
    queryKey: ['wallet', 'sell-available', bankId, balanceAt] as const,
    queryFn: ({ signal }) => fetchSellAvailable(bankId, signal),
    enabled,
    // Without it the server still checks the amount when the order is created.
    retry: false,
  });
}
