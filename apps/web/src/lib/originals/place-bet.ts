import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ZPlaceBetResponse,
  type InstantOriginalGame,
  type PlaceBetResponse,
  type SeedsResponse,
} from '@wheelhouse/contracts/originals';
import { apiRequest } from '../api-client';
import { isApiError } from '../api-error';
import { writeBalance } from '../wallet/write-balance';
import { newIdempotencyKey } from '../idempotency-key';
import { originalsQueryKeys } from './originals-query-keys';

export interface PlaceBetInput {
  /** Stake in the display currency, major units ("1.50"). */
  amount: string;
  params: Record<string, unknown>;
}

interface PlaceBetVariables extends PlaceBetInput {
  idempotencyKey: string;
}

/** A lost answer may still have been a placed bet: retrying with the same key replays it. */
const NETWORK_RETRIES = 2;

/** POST /api/v1/originals/{game}/bets with the click's Idempotency-Key. */
export function placeBet(
  game: InstantOriginalGame,
  { amount, params, idempotencyKey }: PlaceBetVariables,
): Promise<PlaceBetResponse> {
  return apiRequest(`/api/v1/originals/${game}/bets`, {
    method: 'POST',
    body: { amount, params },
    headers: { 'idempotency-key': idempotencyKey },
    schema: ZPlaceBetResponse,
  });
}

/**
 * What a settled bet changes on screen: the nonce moves on, the history refreshes and the new
 * balance is written (a free spin settles the same way).
 */
export async function applySettledBet(
  queryClient: QueryClient,
  { bet, balance }: PlaceBetResponse,
): Promise<void> {
  queryClient.setQueryData<SeedsResponse>(originalsQueryKeys.seeds, (seeds) =>
    seeds && seeds.clientSeed === bet.clientSeed && seeds.serverSeedHash === bet.serverSeedHash
      ? { ...seeds, nonce: Math.max(seeds.nonce, bet.nonce + 1) }
      : seeds,
  );
  void queryClient.invalidateQueries({ queryKey: originalsQueryKeys.betsAll });
  await writeBalance(queryClient, balance);
}

/**
 * Places bets on one instant original. Each call of `place` is one click and gets its own key; a
 * network failure is retried with that same key, so the server answers the first bet again instead
 * of taking a second stake. A settled bet writes the new balance, moves the nonce on and refreshes
 * the history.
 */
export function usePlaceBet(game: InstantOriginalGame) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (variables: PlaceBetVariables) => placeBet(game, variables),
    retry: (failures, error) =>
      isApiError(error) && error.status === 0 && failures < NETWORK_RETRIES,
    onSuccess: (settled) => applySettledBet(queryClient, settled),
  });
  return {
    ...mutation,
    place: (input: PlaceBetInput) =>
      mutation.mutateAsync({ ...input, idempotencyKey: newIdempotencyKey() }),
  };
}
