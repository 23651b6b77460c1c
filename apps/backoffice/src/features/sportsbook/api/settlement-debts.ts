import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZSettlementDebtsPage, type ZSettlementDebt } from '@wheelhouse/contracts/sportsbook-bets';
import type { z } from 'zod';
import { apiRequest, queryString } from '../../../lib/api-client';

export type SettlementDebt = z.output<typeof ZSettlementDebt>;

export interface SettlementDebtsQuery {
  offset: number;
  limit: number;
}

/**
 * GET /api/admin/sportsbook/settlement-debts (admin, support): the open rollback shortfalls,
 * newest first. Amounts are in the house currency.
 */
export function fetchSettlementDebts(query: SettlementDebtsQuery, signal?: AbortSignal) {
  return apiRequest(`/api/admin/sportsbook/settlement-debts${queryString({ ...query })}`, {
    schema: ZSettlementDebtsPage,
    signal,
  });
}

export const settlementDebtsQuery = (query: SettlementDebtsQuery) =>
  queryOptions({
    queryKey: ['sportsbook', 'settlement-debts', query],
    queryFn: ({ signal }) => fetchSettlementDebts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useSettlementDebts(query: SettlementDebtsQuery) {
  return useQuery(settlementDebtsQuery(query));
}
