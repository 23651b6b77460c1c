import type {
  ActiveMinesRoundResponse,
  MinesRoundResponse,
  StartMinesRoundRequest,
} from '@wheelhouse/contracts/originals';
import { playMines, parseMinesParams } from '@wheelhouse/fair/mines';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { requestHash } from '../../platform/idempotency';
import { appendOutbox } from '../../platform/outbox';
import { minesStateOf, outcomeJson, toRound } from './present';
import { type BetRow, type BetWithSeed } from './repository';
import { cappedPayout } from './stakes';
import {
  KeyUsedBefore,
  paramsError,
  uniqueViolation,
  type BetEngine,
  type OriginalsServiceDeps,
} from './engine';

/** Mines rounds: started with a stake, played tile by tile, lost on a mine or cashed out once. */
export function minesRounds(deps: OriginalsServiceDeps, engine: BetEngine) {
  const {
    repository,
    money,
    notify,
    currenciesFor,
    takeNonce,
    lastBetEvent,
    recordMoney,
    creditPayout,
    checkOrReplay,
    newBet,
    betRowOf,
    withBalance,
    prepareWins,
    houseScale,
  } = engine;

  async function roundResponse(userId: number, row: BetWithSeed): Promise<MinesRoundResponse> {
    return withBalance(userId, { round: toRound(row, await currenciesFor([row.bet])) });
  }

  async function lockedActiveRound(userId: number, roundId: bigint, tx: Database) {
    const locked = await repository.lockRound(userId, roundId, tx);
    if (!locked) throw new AppError('not_found');
    if (locked.bet.status !== 'active')
      throw new AppError('conflict', { message: 'The round is over' });
    return locked;
  }

  /** A finished round pays its payout (if any) and goes to the live feed, in its transaction. */
  async function settleRound(bet: BetRow, tx: Database, scale: number) {
    const events = [lastBetEvent(bet, scale)];
    if (bet.payoutMinor > 0n) await creditPayout(bet, tx, events);
    else await appendOutbox(tx, events);
  }

  return {
    async startMinesRound(
      userId: number,
      body: StartMinesRoundRequest,
      idempotencyKey: string,
    ): Promise<MinesRoundResponse & { replayed: boolean }> {
      const hash = requestHash({ game: 'mines', amount: body.amount, mines: body.mines });
      const checks = await checkOrReplay(userId, idempotencyKey, hash, async () => {
        const parsed = parseMinesParams({ mines: body.mines, picks: [] });
        if (!parsed.ok) throw paramsError(parsed.error, parsed.error.field);
        const [stake, limits] = await Promise.all([
          money.stakeOf(userId, body.amount),
          money.limits(),
        ]);
        money.checkStake(stake, limits, null);
        await deps.bonuses.assertStakeAllowed(userId, stake.stakeMinor);
        await deps.rg.precheckStake(userId, stake.stakeMinor);
        return { stake, mines: parsed.value.mines };
      });
      if ('replay' in checks)
        return { ...(await roundResponse(userId, checks.replay)), replayed: true };
      const { stake, mines } = checks.checked;
      let row: BetWithSeed;
      let replayed: boolean;
      try {
        ({ row, replayed } = await newBet(userId, idempotencyKey, hash, async (tx) => {
          const seed = await takeNonce(userId, tx);
          const bet = await repository.insertBet(
            {
              ...betRowOf(userId, 'mines', stake, seed, idempotencyKey, hash),
              status: 'active',
              params: { mines, picks: [] },
            },
            tx,
          );
          if (!bet) throw new KeyUsedBefore();
          await recordMoney(bet, tx, () => []);
          return { bet, serverSeedHash: seed.serverSeedHash, revealedServerSeed: null };
        }));
      } catch (error) {
        if (uniqueViolation(error, 'original_bets_one_active_round'))
          throw new AppError('conflict', { message: 'A mines round is already active' });
        throw error;
      }
      return { ...(await roundResponse(userId, row)), replayed };
    },

    async activeMinesRound(userId: number): Promise<ActiveMinesRoundResponse> {
      const active = await repository.activeRound(userId);
      if (!active) return { round: null };
      const row = await repository.betOf(userId, active.id);
      if (!row) return { round: null };
      return { round: toRound(row, await currenciesFor([row.bet])) };
    },

    /**
     * Reveals one tile. A mine ends the round (the stake is lost); revealing the last safe tile
     * cashes out. The round's row lock plus a compare-and-set on its picks make a double click
     * reveal once; a finished round is 409, another player's round 404.
     */
    async reveal(userId: number, roundId: bigint, cell: number): Promise<MinesRoundResponse> {
      if (!Number.isInteger(cell) || cell < 0 || cell > 24)
        throw new AppError('validation_error', {
          fields: { cell: { key: 'Validation.invalid_value', params: { min: 0, max: 24 } } },
        });
      const [limits, scale] = await Promise.all([
        money.limits(),
        houseScale(),
        prepareWins(userId),
      ]);
      const row = await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const { bet, seed } = await lockedActiveRound(userId, roundId, tx);
        const state = minesStateOf(bet);
        if (state.picks.includes(cell))
          throw new AppError('validation_error', {
            fields: { cell: { key: 'Validation.duplicate' } },
          });
        const picks = [...state.picks, cell];
        const result = playMines(
          { serverSeed: seed.serverSeed, clientSeed: bet.clientSeed, nonce: bet.nonce },
          { mines: state.mines, picks },
        );
        if (!result.ok) throw paramsError(result.error, 'cell');
        const outcome = result.value;
        const settle = outcome.hitMine || outcome.cleared;
        const updated = await repository.updateActiveRound(
          userId,
          roundId,
          state.picks.length,
          settle
            ? {
                status: 'settled',
                params: { mines: state.mines, picks },
                outcome: outcomeJson(outcome),
                multiplier: outcome.multiplier,
                payoutMinor: cappedPayout(bet.stakeMinor, outcome.multiplier, limits),
                settledAt: deps.clock.now(),
              }
            : { params: { mines: state.mines, picks } },
          tx,
        );
        if (!updated) throw new AppError('conflict', { message: 'The round changed meanwhile' });
        if (settle) await settleRound(updated, tx, scale);
        return { bet: updated, serverSeedHash: seed.serverSeedHash, revealedServerSeed: null };
      });
      notify();
      return roundResponse(userId, row);
    },

    /** Cashes out after at least one safe reveal; exactly once, whatever races it. */
    async cashout(userId: number, roundId: bigint): Promise<MinesRoundResponse> {
      const [limits, scale] = await Promise.all([
        money.limits(),
        houseScale(),
        prepareWins(userId),
      ]);
      const row = await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const { bet, seed } = await lockedActiveRound(userId, roundId, tx);
        const state = minesStateOf(bet);
        if (state.picks.length === 0)
          throw new AppError('conflict', { message: 'Reveal a tile before cashing out' });
        const result = playMines(
          { serverSeed: seed.serverSeed, clientSeed: bet.clientSeed, nonce: bet.nonce },
          state,
        );
        if (!result.ok || result.value.hitMine) throw new Error(`mines round ${bet.id} is corrupt`);
        const updated = await repository.updateActiveRound(
          userId,
          roundId,
          state.picks.length,
          {
            status: 'settled',
            outcome: outcomeJson(result.value),
            multiplier: result.value.multiplier,
            payoutMinor: cappedPayout(bet.stakeMinor, result.value.multiplier, limits),
            settledAt: deps.clock.now(),
          },
          tx,
        );
        if (!updated) throw new AppError('conflict', { message: 'The round changed meanwhile' });
        await settleRound(updated, tx, scale);
        return { bet: updated, serverSeedHash: seed.serverSeedHash, revealedServerSeed: null };
      });
      notify();
      return roundResponse(userId, row);
    },
  };
}
