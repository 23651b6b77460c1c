import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZPlaceSportsBetResponse,
  type PlaceSportsBetRequest,
  type PlaceSportsBetResponse,
} from '@wheelhouse/contracts/sportsbook-bets';
import { apiRequest } from '../../../lib/api-client';
import { writeBalance } from '../../../lib/wallet/write-balance';
import { sportsbookKeys } from './sportsbook-query-keys';

export interface PlaceBetInput {
  request: PlaceSportsBetRequest;
  /** One key per placement: a retry of the same click sends the same key. */
  idempotencyKey: string;
}

/** POST /api/v1/sportsbook/bets with an Idempotency-Key: a single or a multi. */
export function placeBet({
  request,
  idempotencyKey,
}: PlaceBetInput): Promise<PlaceSportsBetResponse> {
  return apiRequest('/api/v1/sportsbook/bets', {
    method: 'POST',
    body: request,
    headers: { 'idempotency-key': idempotencyKey },
    schema: ZPlaceSportsBetResponse,
  });
}

/** The answer carries the balance after the stake: the header shows it at once. */
export function usePlaceBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBet,
    onSuccess: (response) => {
      void writeBalance(queryClient, response.balance);
      void queryClient.invalidateQueries({ queryKey: sportsbookKeys.bets });
    },
  });
}
