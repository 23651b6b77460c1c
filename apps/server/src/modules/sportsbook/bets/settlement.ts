import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { formatAmount } from '@wheelhouse/contracts/money';
import type { SportsBetChanged } from '@wheelhouse/contracts/sportsbook-bets';
import { appendOutbox, BALANCE_CHANGED_TOPIC, type OutboxEvent } from '../../../platform/outbox';
import type { BonusesService } from '../../bonuses';
import type { CurrenciesService } from '../../currencies';
import type { LedgerService } from '../../ledger';
import { legResultOf } from './present';
import type { BetWithLegs, BetsRepository } from './repository';
import { settleBet } from './settlement-math';

export interface SettlementDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  repository: BetsRepository;
  ledger: Pick<LedgerService, 'payout' | 'transfer' | 'lockedBalancesOf'>;
  bonuses: Pick<BonusesService, 'hasActive'>;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
}

/** Outbox topic: a bet's status or payout changed; relayed to its player's `sports_bets` channel. */
export const SPORTS_BET_CHANGED_TOPIC = 'sportsbook.bet_changed';
/**
 * Outbox topic: a bet settled for the first time (won, lost, void, …), in the shape of the games'
 * `*.last_bet` rows (id, gameSlug, stake, payout in house major units, createdAt); tournaments
 * score it. Written once per bet: a later re-settlement does not score it again.
 */
export const SPORTSBOOK_LAST_BET_TOPIC = 'sportsbook.last_bet';

/** The ledger key of a bet's stake; payouts are split back like it (ledger.payout). */
export const stakeKeyOf = (betId: bigint) => `sportsbook-bet:${betId}`;

/**
 * Settlement of sportsbook bets from the feed's market messages. Every handler runs in the
 * caller's transaction (the feed's, so a message and its money commit together) and works the
 * same way: write the change on the legs of the market (results, cancelled flag), then recompute
 * every bet with a leg there from ALL its legs (settlement-math settleBet) and move the
 * difference between what the bet should have paid and what it has paid:
 *
 * - more → a payout (`ledger.payout`, split back like the stake between real and bonus money),
 *   keyed `sportsbook-pay:<bet>:<version>`; a void bet's refund comes from house_bets, a win from
 *   house_wins;
 * - less (a rollback) → a reversal, keyed `sportsbook-unpay:<bet>:<version>`, taking back from
 *   player_main then player_bonus AT MOST what is there: the ledger never drives a balance
 *   negative. The rest is recorded as a settlement debt (sportsbook_settlement_debts, a staff item
 *   shown in the back office); a later payout of the same bet first nets that debt.
 *
 * `version` on the bet grows with every change so every movement has its own idempotency key;
 * running a handler twice finds nothing left to move (the bet already shows the payout).
 * Cashed-out bets are final: later messages do not change them.
 */
export function betSettlement(deps: SettlementDeps) {
  const { repository } = deps;

  async function takeBack(
    tx: Database,
    bet: BetWithLegs,
    amountMinor: bigint,
    version: number,
  ): Promise<bigint> {
    const balances = await deps.ledger.lockedBalancesOf(bet.userId, tx);
    const fromMain = balances.player_main < amountMinor ? balances.player_main : amountMinor;
    const rest = amountMinor - fromMain;
    const fromBonus = balances.player_bonus < rest ? balances.player_bonus : rest;
    const taken = fromMain + fromBonus;
    if (taken > 0n) {
      const currency = deps.houseCurrency;
      const legs = [
        {
          account: { house: bet.status === 'void' ? 'house_bets' : 'house_wins' } as const,
          amountMinor: taken,
          currency,
        },
      ];
      if (fromMain > 0n)
        legs.push({
          account: { userId: bet.userId, kind: 'player_main' } as never,
          amountMinor: -fromMain,
          currency,
        });
      if (fromBonus > 0n)
        legs.push({
          account: { userId: bet.userId, kind: 'player_bonus' } as never,
          amountMinor: -fromBonus,
          currency,
        });
      await deps.ledger.transfer(
        {
          idempotencyKey: `sportsbook-unpay:${bet.id}:${version}`,
          kind: 'rollback',
          legs,
          metadata: { sportsbookBet: bet.id.toString(), wanted: amountMinor.toString() },
          events: [{ topic: BALANCE_CHANGED_TOPIC, userId: bet.userId }],
        },
        tx,
      );
    }
    const shortfall = amountMinor - taken;
    if (shortfall > 0n)
      await repository.insertDebt(
        { userId: bet.userId, betId: bet.id, amountMinor: shortfall, settlementVersion: version },
        tx,
      );
    return shortfall;
  }

  /** Brings one locked bet in line with its legs; true when anything changed. */
  async function resettle(tx: Database, bet: BetWithLegs): Promise<boolean> {
    if (bet.status === 'cashed_out') return false;
    const outcome = settleBet(
      bet.stakeMinor,
      bet.legs.map((leg) => ({ odds: leg.odds, result: legResultOf(leg) })),
    );
    if (outcome.status === bet.status && outcome.payoutMinor === bet.payoutMinor) return false;
    const version = bet.settlementVersion + 1;
    const delta = outcome.payoutMinor - bet.payoutMinor;
    if (delta > 0n) {
      const debts = await repository.openDebtOf(bet.id, tx);
      const owed = debts.reduce((sum, debt) => sum + debt.amountMinor, 0n);
      const netted = owed < delta ? owed : delta;
      if (debts.length > 0) {
        await repository.resolveDebts(
          debts.map((debt) => debt.id),
          deps.clock.now(),
          tx,
        );
        if (owed > delta)
          await repository.insertDebt(
            {
              userId: bet.userId,
              betId: bet.id,
              amountMinor: owed - delta,
              settlementVersion: version,
            },
            tx,
          );
      }
      const pay = delta - netted;
      if (pay > 0n)
        await deps.ledger.payout(
          {
            userId: bet.userId,
            amountMinor: pay,
            reason: outcome.status === 'void' ? 'refund' : 'win',
            idempotencyKey: `sportsbook-pay:${bet.id}:${version}`,
            stakeKeys: [stakeKeyOf(bet.id)],
            bonusActive: await deps.bonuses.hasActive(bet.userId, tx),
            metadata: { sportsbookBet: bet.id.toString(), status: outcome.status },
          },
          tx,
        );
    } else if (delta < 0n) await takeBack(tx, bet, -delta, version);
    await repository.updateBet(
      bet,
      {
        status: outcome.status,
        payoutMinor: outcome.payoutMinor,
        settlementVersion: version,
        settledAt: outcome.status === 'open' ? null : deps.clock.now(),
      },
      tx,
    );
    const changed: SportsBetChanged = { betId: bet.id.toString(), status: outcome.status };
    const events: OutboxEvent[] = [
      { topic: SPORTS_BET_CHANGED_TOPIC, userId: bet.userId, payload: changed },
    ];
    if (bet.settlementVersion === 0 && outcome.status !== 'open') {
      // Read in this transaction: on PGlite (one connection) a read outside it would wait forever.
      const scale = (await deps.currencies.requireCurrency(deps.houseCurrency, tx)).ledgerScale;
      events.push({
        topic: SPORTSBOOK_LAST_BET_TOPIC,
        userId: bet.userId,
        payload: {
          id: bet.id.toString(),
          gameSlug: 'sportsbook',
          stake: formatAmount(bet.stakeMinor, scale),
          payout: formatAmount(outcome.payoutMinor, scale),
          createdAt: bet.createdAt.toISOString(),
        },
      });
    }
    await appendOutbox(tx, events);
    return true;
  }

  async function resettleMarket(tx: Database, marketId: number): Promise<number> {
    const bets = await repository.lockBetsOfMarket(marketId, tx);
    let changed = 0;
    for (const bet of bets) if (await resettle(tx, bet)) changed += 1;
    return changed;
  }

  return {
    resettle,

    /**
     * bet_settlement (or a staff settlement): the market's outcomes carry their results in
     * sb_outcomes. Returns how many bets changed.
     */
    async marketSettled(tx: Database, input: { marketId: number }): Promise<number> {
      await repository.copyResults(input.marketId, tx);
      return resettleMarket(tx, input.marketId);
    },

    /** rollback_bet_settlement: the legs are open again; paid bets give their payout back. */
    async settlementRolledBack(tx: Database, input: { marketId: number }): Promise<number> {
      await repository.clearResults(input.marketId, tx);
      return resettleMarket(tx, input.marketId);
    },

    /**
     * bet_cancel: bets on the market placed inside [from, to] (an open end means no bound) are
     * void for this leg — refunded as a single, odds 1.0 in a multi. Bets outside the window are
     * untouched.
     */
    async marketCancelled(
      tx: Database,
      input: { marketId: number; from?: Date | null; to?: Date | null },
    ): Promise<number> {
      await repository.setCancelled(input.marketId, true, input, tx);
      return resettleMarket(tx, input.marketId);
    },

    /**
     * rollback_bet_cancel: the legs of bets placed inside [from, to] (the window of the cancel it
     * undoes; an open end means no bound) count by their results again (open when none). A cancel
     * of another window stays.
     */
    async cancelRolledBack(
      tx: Database,
      input: { marketId: number; from?: Date | null; to?: Date | null },
    ): Promise<number> {
      await repository.setCancelled(input.marketId, false, input, tx);
      await repository.copyResults(input.marketId, tx);
      return resettleMarket(tx, input.marketId);
    },
  };
}

export type BetSettlementService = ReturnType<typeof betSettlement>;
/** What the feed calls after it applied a market's settlement message (in its transaction). */
export type SettlementHooks = Pick<
  BetSettlementService,
  'marketSettled' | 'settlementRolledBack' | 'marketCancelled' | 'cancelRolledBack'
>;
