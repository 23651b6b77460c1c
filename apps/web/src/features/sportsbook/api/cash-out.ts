import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZCashOutOffer,
  ZCashOutResponse,
  type CashOutOffer,
  type CashOutResponse,
} from '@wheelhouse/contracts/sportsbook-bets';
import { apiRequest } from '../../../lib/api-client';
import { writeBalance } from '../../../lib/wallet/write-balance';
import { sportsbookKeys } from './sportsbook-query-keys';

/** GET /api/v1/sportsbook/bets/:id/cash-out: what the bet is worth now, valid for a while. */
export function fetchCashOutOffer(betId: string, signal?: AbortSignal): Promise<CashOutOffer> {
  return apiRequest(`/api/v1/sportsbook/bets/${encodeURIComponent(betId)}/cash-out`, {
    schema: ZCashOutOffer,
    signal,
  });
}

export const cashOutOfferQueryOptions = (betId: string) =>
  queryOptions({
    queryKey: sportsbookKeys.cashOut(betId),
    queryFn: ({ signal }) => fetchCashOutOffer(betId, signal),
    staleTime: 0,
    gcTime: 0,
  });

/** Asked for only when the player opens the cash-out of a bet. */
export function useCashOutOffer(betId: string, enabled: boolean) {
  return useQuery({ ...cashOutOfferQueryOptions(betId), enabled, retry: false });
}

/** POST /api/v1/sportsbook/bets/:id/cash-out {offerId}: accepts the offer. */
export function acceptCashOut(input: { betId: string; offerId: string }): Promise<CashOutResponse> {
  return apiRequest(`/api/v1/sportsbook/bets/${encodeURIComponent(input.betId)}/cash-out`, {
    method: 'POST',
    body: { offerId: input.offerId },
    schema: ZCashOutResponse,
  });
}

export function useAcceptCashOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptCashOut,
    onSuccess: (response) => {
      void writeBalance(queryClient, response.balance);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sportsbookKeys.bets }),
  });
}
