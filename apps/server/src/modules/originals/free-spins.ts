import type { PlaceBetResponse } from '@wheelhouse/contracts/originals';
import { playOriginal } from '@wheelhouse/fair/games';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { requestHash } from '../../platform/idempotency';
import { appendOutbox, BALANCE_CHANGED_TOPIC } from '../../platform/outbox';
import { outcomeJson } from './present';
import type { BetWithSeed } from './repository';
import { cappedPayout } from './stakes';
import { KeyUsedBefore, paramsError, type BetEngine, type OriginalsServiceDeps } from './engine';

const IDENTITY = { numerator: 1n, denominator: 1n };

/**
 * A bonus's free spins on the slot original: the house pays the stake (nothing leaves the
 * wallet), the outcome comes from the player's seed pair like any bet, and the payout goes to the
 * bonus (capped, wagered wagerFreespins times; bonuses.creditFreeSpinWin) in the spin's
 * transaction. Idempotent per Idempotency-Key.
 */
export function freeSpinRounds(deps: OriginalsServiceDeps, engine: BetEngine) {
  const { repository, money, takeNonce, newBet, betRowOf, withBalance, presentBet, lastBetEvent } =
    engine;

  return {
    async freeSpin(
      userId: number,
      userBonusId: string,
      idempotencyKey: string,
    ): Promise<PlaceBetResponse & { replayed: boolean }> {
      const hash = requestHash({ game: 'slot', freeSpin: userBonusId });
      const stored = await repository.betByKey(userId, idempotencyKey);
      if (stored) {
        if (stored.bet.requestHash !== hash) throw new AppError('idempotency_conflict');
        return {
          ...(await withBalance(userId, { bet: await presentBet(stored) })),
          replayed: true,
        };
      }
      await deps.rg.assertMoneyActionAllowed(userId);
      const [limits, house] = await Promise.all([
        money.limits(),
        deps.currencies.requireCurrency(deps.houseCurrency),
      ]);
      let spinsLeft = -1;
      const { row, replayed } = await newBet(
        userId,
        idempotencyKey,
        hash,
        async (tx: Database): Promise<BetWithSeed> => {
          // The lock order of every bet: the seed pair, then bonus rows, then ledger accounts.
          const seed = await takeNonce(userId, tx);
          const spin = await deps.bonuses.takeFreeSpin(userId, userBonusId, tx);
          spinsLeft = spin.left;
          const result = playOriginal('slot', seed, {});
          if (!result.ok) throw paramsError(result.error);
          const stake = {
            stakeMinor: spin.stakeMinor,
            displayCurrency: house.code,
            displayRate: IDENTITY,
          };
          const bet = await repository.insertBet(
            {
              ...betRowOf(userId, 'slot', stake, seed, idempotencyKey, hash),
              status: 'settled',
              payoutMinor: cappedPayout(spin.stakeMinor, result.value.multiplier, limits),
              multiplier: result.value.multiplier,
              params: {},
              outcome: outcomeJson(result.value),
              settledAt: deps.clock.now(),
            },
            tx,
          );
          if (!bet) throw new KeyUsedBefore();
          await deps.bonuses.creditFreeSpinWin(tx, {
            userId,
            userBonusId,
            spinId: bet.id.toString(),
            payoutMinor: bet.payoutMinor,
          });
          // The spins left changed even when nothing was won: the Balance and bonus views refresh.
          await appendOutbox(tx, [
            lastBetEvent(bet, house.ledgerScale),
            { topic: BALANCE_CHANGED_TOPIC, userId },
          ]);
          return { bet, serverSeedHash: seed.serverSeedHash, revealedServerSeed: null };
        },
      );
      // The last spin may leave the bonus complete (nothing to wager, or wagered already).
      if (!replayed && spinsLeft === 0) await deps.bonuses.completeWagered(userId);
      return { ...(await withBalance(userId, { bet: await presentBet(row) })), replayed };
    },
  };
}
