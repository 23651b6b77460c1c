import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPlaceBetResponse, type PlaceBetResponse } from '@wheelhouse/contracts/originals';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { playerBonusesQueryKey } from '../../../lib/bonuses/get-player-bonuses';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { applySettledBet } from '../../../lib/originals/place-bet';

interface FreeSpinVariables {
  bonusId: string;
  idempotencyKey: string;
}

/** A lost answer may still have been a played spin: retrying with the same key replays it. */
const NETWORK_RETRIES = 2;

/** POST /api/v1/originals/slot/free-spins: one spin of the bonus, its stake paid by the house. */
export function playFreeSpin({ bonusId, idempotencyKey }: FreeSpinVariables) {
  return apiRequest('/api/v1/originals/slot/free-spins', {
    method: 'POST',
    body: { bonusId },
    headers: { 'idempotency-key': idempotencyKey },
    schema: ZPlaceBetResponse,
  });
}

/**
 * Plays the slot's free spins, one key per click. A spin settles like a bet (balance, nonce,
 * history) and changes the bonus (spins left, winnings, wagering): the bonuses list refreshes.
 */
export function usePlayFreeSpin() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: playFreeSpin,
    retry: (failures, error) =>
      isApiError(error) && error.status === 0 && failures < NETWORK_RETRIES,
    onSuccess: (settled: PlaceBetResponse) => applySettledBet(queryClient, settled),
    // Refused or not, the spins left may have changed (used up elsewhere): read them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerBonusesQueryKey }),
  });
  return {
    ...mutation,
    spin: (bonusId: string) =>
      mutation.mutateAsync({ bonusId, idempotencyKey: newIdempotencyKey() }),
  };
}
