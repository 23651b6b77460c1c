import { useState } from 'react';
import type { InstantOriginalGame, OriginalBet } from '@wheelhouse/contracts/originals';
import { ApiError } from '../../lib/api-error';
import { usePlaceBet } from '../../lib/originals/place-bet';
import { stakeProblem } from '../../lib/originals/stake';
import { useStake } from '../../lib/originals/use-stake';
import { useBetErrors } from './use-bet-errors';

/**
 * One instant original's betting state: the stake, placing a bet with the current params, the last
 * settled bet, and field errors keyed by the game's own field names (`amount`, `target`, `rows`, …;
 * the API's `params.target` becomes `target`). A stake above the balance is not sent: it gets the
 * same "deposit" toast as the API's insufficient_balance.
 *
 *   const play = useInstantBet('dice');
 *   <form onSubmit={(e) => { e.preventDefault(); void play.bet({ direction, target }); }}>
 */
export function useInstantBet(game: InstantOriginalGame) {
  const stake = useStake();
  const placing = usePlaceBet(game);
  const report = useBetErrors(stake.currency);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [lastBet, setLastBet] = useState<OriginalBet | null>(null);

  async function bet(params: Record<string, unknown>): Promise<OriginalBet | null> {
    if (placing.isPending) return null;
    const problem = stakeProblem(stake.value, stake.limits);
    if (problem?.rule === 'insufficient_balance') {
      report(new ApiError({ status: 400, detail: 'insufficient_balance' }));
      return null;
    }
    if (problem) return null;
    setFieldErrors({});
    try {
      const { bet: settled } = await placing.place({ amount: stake.value, params });
      setLastBet(settled);
      return settled;
    } catch (error) {
      const reported = report(error);
      if (reported.maxBet) stake.learnMaxBet(reported.maxBet);
      setFieldErrors(
        Object.fromEntries(
          Object.entries(reported.fields).map(([field, message]) => [
            field.replace(/^params\./, ''),
            message,
          ]),
        ),
      );
      return null;
    }
  }

  return {
    stake,
    bet,
    lastBet,
    fieldErrors,
    clearFieldError: (field: string) => setFieldErrors(({ [field]: _dropped, ...rest }) => rest),
    isPending: placing.isPending,
    canBet: stakeProblem(stake.value, stake.limits) === null,
  };
}
