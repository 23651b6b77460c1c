import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZCryptoWithdrawFeeResponse,
  type CryptoWithdrawFeeResponse,
} from '@wheelhouse/contracts/cashier-crypto';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/wallet/currencies/{code}/withdraw_fee?amount=: fee and limits, method currency. */
export function fetchWithdrawFee(
  code: string,
  amount: string,
  signal?: AbortSignal,
): Promise<CryptoWithdrawFeeResponse> {
  const query = new URLSearchParams({ amount });
  return apiRequest(`/api/v1/wallet/currencies/${encodeURIComponent(code)}/withdraw_fee?${query}`, {
    schema: ZCryptoWithdrawFeeResponse,
    signal,
  });
}

export const withdrawFeeQueryOptions = (code: string, amount: string) =>
  queryOptions({
    queryKey: ['wallet', 'withdraw-fee', code, amount] as const,
    queryFn: ({ signal }) => fetchWithdrawFee(code, amount, signal),
    staleTime: 30_000,
  });

/**
 * The fee for an amount the caller has already debounced and checked to be positive (spec §7);
 * null asks for nothing. The last answer stays on screen while the next one loads.
 */
export function useWithdrawFee(code: string, amount: string | null) {
  return useQuery({
    ...withdrawFeeQueryOptions(code, amount ?? ''),
    enabled: amount !== null,
    placeholderData: keepPreviousData,
  });
}
