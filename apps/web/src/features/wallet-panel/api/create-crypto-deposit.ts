import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZCryptoDepositResponse,
  type CryptoDepositResponse,
  type CryptoMethodCode,
} from '@wheelhouse/contracts/cashier-crypto';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/v1/wallet/txns/deposit {currency}: the player's stable deposit address for a method.
 * The server returns the same address every time, so the view reads it like a query (cached per
 * method) rather than as a one-off mutation.
 */
export function createCryptoDeposit(
  currency: CryptoMethodCode,
  signal?: AbortSignal,
): Promise<CryptoDepositResponse> {
  return apiRequest('/api/v1/wallet/txns/deposit', {
    method: 'POST',
    body: { currency },
    schema: ZCryptoDepositResponse,
    signal,
  });
}

export const cryptoDepositQueryOptions = (currency: CryptoMethodCode) =>
  queryOptions({
    queryKey: ['wallet', 'crypto-deposit', currency] as const,
    queryFn: ({ signal }) => createCryptoDeposit(currency, signal),
    staleTime: Infinity,
  });

export function useCryptoDeposit(currency: CryptoMethodCode) {
  return useQuery(cryptoDepositQueryOptions(currency));
}
