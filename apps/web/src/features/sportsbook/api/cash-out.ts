import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZCashOutOffer,
  ZCashOutResponse,
  type CashOutOffer,
  type CashOutResponse,
} from '@wheelhouse/contracts/sportsbook-bets';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
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

/**
 * The new offer a refused cash-out carries (409 cash_out_unavailable when the offer expired or the
 * odds moved), or null when the refusal has none (a market suspended, the bet settled).
 */
export function replacedOffer(error: unknown): CashOutOffer | null {
  if (!isApiError(error) || error.detail !== 'cash_out_unavailable' || !error.body) return null;
  const { offerId, offerAmount, offerCurrency, offerExpiresAt } = error.body;
  const offer = ZCashOutOffer.safeParse({
    offerId,
    amount: offerAmount,
    currency: offerCurrency,
    expiresAt: offerExpiresAt,
  });
  return offer.success ? offer.data : null;
}

export function useAcceptCashOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptCashOut,
    onSuccess: (response) => {
      void writeBalance(queryClient, response.balance);
    },
    // The refusal's new offer replaces the shown one at once: no reload, no second request.
    onError: (error, input) => {
      const offer = replacedOffer(error);
      if (offer) queryClient.setQueryData(sportsbookKeys.cashOut(input.betId), offer);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sportsbookKeys.bets }),
  });
}
