import { randomUUID } from 'node:crypto';
import { formatAmount } from '@wheelhouse/contracts/money';
import { formatOdds, parseOdds } from '@wheelhouse/contracts/sportsbook';
import type {
  CashOutOffer,
  CashOutResponse,
  OddsPolicy,
  PlaceSportsBetRequest,
  PlaceSportsBetResponse,
  SportsBet,
  SportsBetsPage,
  SportsbookLimits,
  SportsbookPreferences,
} from '@wheelhouse/contracts/sportsbook-bets';
import type { FieldError } from '@wheelhouse/contracts/errors';
import type { ZSportsBetsQuery } from '@wheelhouse/contracts/sportsbook-bets';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { AppError } from '../../../platform/errors';
import { requestHash } from '../../../platform/idempotency';
import type { BonusesService } from '../../bonuses';
import { spendableSql, type LedgerService } from '../../ledger';
import type { RgGuard } from '../../responsible-gaming';
import type { BalanceKnown, WalletService } from '../../wallet';
import { presentBet, legResultOf } from './present';
import type { StakeMoney } from './money';
import {
  OneStatementRefused,
  type BetWithLegs,
  type BetsRepository,
  type LimitsRow,
  type OutcomeForBet,
} from './repository';
import { cashOutValue, potentialPayout, totalOdds } from './settlement-math';
import { stakeKeyOf, type BetSettlementService } from './settlement';

/** Limits until the operator sets them (house currency USD-like scale is applied at read). */
export const DEFAULT_LIMITS = {
  minStake: '0.10',
  maxStake: '10000',
  maxPayout: '100000',
  marketLiabilityCap: '250000',
  liveDelayMs: 3000,
  cashOutMarginBps: 500,
  cashOutOfferSeconds: 10,
} as const;

/** Bets count toward bonus wagering as this game and category (bonus-weights: 100%). */
export const SPORTSBOOK_WAGER = { game: 'sportsbook', category: 'sportsbook' } as const;

export interface SportsBetsDeps {
  db: Database;
  clock: Clock;
  repository: BetsRepository;
  money: StakeMoney;
  settlement: BetSettlementService;
  ledger: Pick<LedgerService, 'stake' | 'payout' | 'prepareAccounts' | 'inlineMove'>;
  bonuses: Pick<
    BonusesService,
    | 'assertStakeAllowed'
    | 'maxBetFor'
    | 'countWager'
    | 'completeWagered'
    | 'hasActive'
    | 'wagerCte'
    | 'maxBetSql'
  >;
  wallet: Pick<WalletService, 'balanceOf' | 'balanceColumns'>;
  /** Responsible-gaming limits and blocks, checked in each stake's transaction. */
  rg: Pick<RgGuard, 'assertStakeAllowed' | 'precheckStake' | 'unguardedStakeSql'>;
  onCommitted: () => void;
  /** Waits the live delay; tests pass their own. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The wait of a live bet. A seam for tests (they replace `wait` to act "during" the delay — e.g.
 * send a bet stop — instead of sleeping); production never touches it.
 */
export const liveDelay = {
  wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

export interface Limits {
  minStakeMinor: bigint;
  maxStakeMinor: bigint;
  maxPayoutMinor: bigint;
  marketLiabilityCapMinor: bigint;
  liveDelayMs: number;
  cashOutMarginBps: number;
  cashOutOfferSeconds: number;
}

/** The odds policy of a player who never chose one. */
const DEFAULT_ODDS_POLICY: OddsPolicy = 'higher';

/** A live bet's first look at its markets: the live delay is due before it is decided. */
class LiveDelayDue extends Error {
  constructor(readonly rows: OutcomeForBet[]) {
    super('live delay due');
  }
}

/** A cash-out refused because its offer no longer holds (expired, used, or the odds moved). */
class OfferChanged extends Error {
  readonly refusal: AppError;
  constructor(message: string) {
    super(message);
    this.refusal = new AppError('cash_out_unavailable', { message });
  }
}

function limitError(field: string, key: string, params: Record<string, string>): AppError {
  return new AppError('sportsbook_limit', { fields: { [field]: { key, params } } });
}

/**
 * Player bets: placing singles and multis, my bets, cash-out and preferences. A bet is decided in
 * one transaction that re-reads the markets under a share lock (a bet_stop or settlement the feed
 * commits meanwhile waits for it), checks the odds policy and limits, records the bet and debits
 * the stake through the ledger (counted toward bonus wagering like a casino bet).
 */
export function sportsBetsService(deps: SportsBetsDeps) {
  const { repository, money } = deps;
  const sleep = deps.sleep ?? ((ms: number) => liveDelay.wait(ms));

  async function limits(executor?: Database): Promise<Limits> {
    return (await repository.limits(executor)) ?? defaultLimits();
  }

  /** The limits until the operator saves some (house currency). */
  async function defaultLimits(): Promise<Limits> {
    const house = await money.house();
    const minor = (text: string) => {
      const [whole = '0', fraction = ''] = text.split('.');
      return (
        BigInt(whole) * 10n ** BigInt(house.ledgerScale) +
        BigInt(fraction.padEnd(house.ledgerScale, '0').slice(0, house.ledgerScale) || '0')
      );
    };
    return {
      minStakeMinor: minor(DEFAULT_LIMITS.minStake),
      maxStakeMinor: minor(DEFAULT_LIMITS.maxStake),
      maxPayoutMinor: minor(DEFAULT_LIMITS.maxPayout),
      marketLiabilityCapMinor: minor(DEFAULT_LIMITS.marketLiabilityCap),
      liveDelayMs: DEFAULT_LIMITS.liveDelayMs,
      cashOutMarginBps: DEFAULT_LIMITS.cashOutMarginBps,
      cashOutOfferSeconds: DEFAULT_LIMITS.cashOutOfferSeconds,
    };
  }

  async function preferencesOf(userId: number): Promise<SportsbookPreferences> {
    const row = await repository.preferences(userId);
    return row
      ? { oddsPolicy: row.oddsPolicy, oddsFormat: row.oddsFormat }
      : { oddsPolicy: DEFAULT_ODDS_POLICY, oddsFormat: 'decimal' };
  }

  /**
   * The slip against the current markets: every outcome known (400), its market and outcome
   * active and its event not over (409 market_suspended, or bet_stopped after a live delay), the
   * odds within the policy (409 odds_changed naming the new odds). Returns the accepted odds.
   */
  function checkSlip(
    selections: PlaceSportsBetRequest['selections'],
    found: OutcomeForBet[],
    policy: OddsPolicy,
    stopped: 'market_suspended' | 'bet_stopped',
  ): OutcomeForBet[] {
    const byId = new Map(found.map((row) => [row.outcomeId, row]));
    const unknown: Record<string, FieldError> = {};
    selections.forEach((selection, index) => {
      if (!byId.has(selection.outcomeId))
        unknown[`selections.${index}.outcomeId`] = { key: 'Validation.not_found' };
    });
    if (Object.keys(unknown).length > 0)
      throw new AppError('validation_error', { fields: unknown });
    const ordered = selections.map((selection) => byId.get(selection.outcomeId) as OutcomeForBet);
    const events = new Set<number>();
    const suspended: Record<string, FieldError> = {};
    const changed: Record<string, FieldError> = {};
    ordered.forEach((row, index) => {
      if (events.has(row.eventId))
        throw new AppError('validation_error', {
          message: 'At most one selection per event',
          fields: { [`selections.${index}.outcomeId`]: { key: 'Validation.one_per_event' } },
        });
      events.add(row.eventId);
      const open =
        row.marketStatus === 'active' &&
        row.outcomeActive &&
        (row.eventStatus === 'not_started' || row.eventStatus === 'live');
      if (!open) suspended[`selections.${index}.outcomeId`] = { key: `Sportsbook.${stopped}` };
      const wanted = parseOdds((selections[index] as { odds: string }).odds);
      const accepted =
        row.odds === wanted || policy === 'any' || (policy === 'higher' && row.odds > wanted);
      if (!accepted)
        changed[`selections.${index}.odds`] = {
          key: 'Sportsbook.odds_changed',
          params: { odds: formatOdds(row.odds) },
        };
    });
    if (Object.keys(suspended).length > 0) throw new AppError(stopped, { fields: suspended });
    if (Object.keys(changed).length > 0) throw new AppError('odds_changed', { fields: changed });
    return ordered;
  }

  /**
   * A bet stop that came and went during the live delay: the market is open again now, but the
   * bet was priced before the stop (a goal, a card), so it is refused like a stopped market.
   */
  function assertNotStoppedSince(rows: OutcomeForBet[], receivedAt: Date): void {
    const stopped: Record<string, FieldError> = {};
    rows.forEach((row, index) => {
      if (row.marketStoppedAt && row.marketStoppedAt.getTime() > receivedAt.getTime())
        stopped[`selections.${index}.outcomeId`] = { key: 'Sportsbook.bet_stopped' };
    });
    if (Object.keys(stopped).length > 0) throw new AppError('bet_stopped', { fields: stopped });
  }

  async function replayOrConflict(
    userId: number,
    key: string,
    hash: string,
  ): Promise<BetWithLegs | null> {
    const existing = await repository.betByKey(userId, key);
    if (!existing) return null;
    if (existing.requestHash !== hash) throw new AppError('idempotency_conflict');
    return existing;
  }

  async function respond(
    userId: number,
    bet: BetWithLegs,
    known?: BalanceKnown,
  ): Promise<PlaceSportsBetResponse> {
    const [presented, balance] = await Promise.all([
      presentBet(bet, money),
      deps.wallet.balanceOf(userId, known),
    ]);
    return { bet: presented, balance };
  }

  async function openOutcomeOdds(bet: BetWithLegs, executor?: Database, lock = false) {
    const open = bet.legs.filter(
      (leg) => legResultOf(leg) === null || legResultOf(leg)?.result === 'undecided',
    );
    const current = await repository.outcomesForBet(
      open.map((leg) => leg.outcomeId),
      executor,
      lock,
    );
    return new Map(current.map((row) => [row.outcomeId, row]));
  }

  /** The cash-out value now, or why there is none (409 cash_out_unavailable). */
  async function valueNow(
    bet: BetWithLegs,
    marginBps: number,
    executor?: Database,
    lock = false,
  ): Promise<{ amountMinor: bigint; odds: Record<string, string> }> {
    if (bet.status !== 'open') throw new AppError('cash_out_unavailable');
    const current = await openOutcomeOdds(bet, executor, lock);
    const odds: Record<string, string> = {};
    const legs = bet.legs.map((leg) => {
      const result = legResultOf(leg);
      const settled = result !== null && !(result.result === 'undecided' && !result.voidFactor);
      if (settled) return { odds: leg.odds, currentOdds: leg.odds, result };
      const row = current.get(leg.outcomeId);
      if (!row || row.marketStatus !== 'active' || !row.outcomeActive)
        throw new AppError('cash_out_unavailable', {
          message: 'Cash-out is not available while a market of the bet is suspended',
        });
      odds[String(leg.outcomeId)] = row.odds.toString();
      return { odds: leg.odds, currentOdds: row.odds, result: null };
    });
    const amountMinor = cashOutValue(bet.stakeMinor, legs, BigInt(marginBps));
    if (amountMinor === null || amountMinor <= 0n) throw new AppError('cash_out_unavailable');
    return { amountMinor, odds };
  }

  /** GET .../cash-out: an offer valid cashOutOfferSeconds; 409 while a leg's market is suspended. */
  async function cashOutOffer(userId: number, betId: string): Promise<CashOutOffer> {
    const bet = await repository.betOfUser(userId, BigInt(betId));
    if (!bet) throw new AppError('not_found');
    const limitsNow = await limits();
    const { amountMinor, odds } = await valueNow(bet, limitsNow.cashOutMarginBps);
    const offerId = randomUUID();
    const expiresAt = new Date(deps.clock.now().getTime() + limitsNow.cashOutOfferSeconds * 1000);
    await repository.insertOffer({
      id: offerId,
      betId: bet.id,
      userId,
      amountMinor,
      odds,
      expiresAt,
      createdAt: deps.clock.now(),
    });
    return {
      offerId,
      amount: await money.displayAmount(amountMinor, bet.displayCurrency, bet.displayRate),
      currency: bet.displayCurrency,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** Pays an offer (see cashOut); OfferChanged when the offer is gone, expired or worth more than the bet now. */
  async function cashOutAt(
    userId: number,
    betId: string,
    offerId: string,
  ): Promise<CashOutResponse> {
    const id = BigInt(betId);
    if (!(await repository.betOfUser(userId, id))) throw new AppError('not_found');
    const limitsNow = await limits();
    await deps.ledger.prepareAccounts([
      { userId, kind: 'player_main' },
      { userId, kind: 'player_bonus' },
      { house: 'house_wins' },
      { house: 'house_bonuses' },
    ]);
    const bet = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const locked = await repository.betOfUser(userId, id, tx, true);
      if (!locked) throw new AppError('not_found');
      const offer = await repository.takeOffer(userId, id, offerId, tx);
      if (!offer || offer.expiresAt.getTime() < deps.clock.now().getTime())
        throw new OfferChanged('This cash-out offer has expired; ask for a new one');
      const now = await valueNow(locked, limitsNow.cashOutMarginBps, tx, true);
      if (now.amountMinor < offer.amountMinor)
        throw new OfferChanged('The odds moved since the offer; ask for a new one');
      const version = locked.settlementVersion + 1;
      await deps.ledger.payout(
        {
          userId,
          amountMinor: offer.amountMinor,
          reason: 'win',
          idempotencyKey: `sportsbook-cashout:${locked.id}`,
          stakeKeys: [stakeKeyOf(locked.id)],
          bonusActive: await deps.bonuses.hasActive(userId, tx),
          metadata: { sportsbookBet: locked.id.toString(), cashOut: offerId },
        },
        tx,
      );
      await repository.updateBet(
        locked,
        {
          status: 'cashed_out',
          payoutMinor: offer.amountMinor,
          settlementVersion: version,
          settledAt: deps.clock.now(),
        },
        tx,
      );
      return {
        ...locked,
        status: 'cashed_out' as const,
        payoutMinor: offer.amountMinor,
        settledAt: deps.clock.now(),
      };
    });
    deps.onCommitted();
    const [presented, balance] = await Promise.all([
      presentBet(bet, money, { cashOutAvailable: false }),
      deps.wallet.balanceOf(userId),
    ]);
    return { bet: presented, balance };
  }

  return {
    limits,
    preferencesOf,

    async setPreferences(
      userId: number,
      patch: Partial<SportsbookPreferences>,
    ): Promise<SportsbookPreferences> {
      const next = { ...(await preferencesOf(userId)), ...patch };
      await repository.savePreferences({ userId, ...next });
      return next;
    },

    async place(
      userId: number,
      body: PlaceSportsBetRequest,
      idempotencyKey: string,
    ): Promise<PlaceSportsBetResponse & { replayed: boolean }> {
      // A live bet's markets must not have stopped since this moment (checked after the delay).
      const receivedAt = deps.clock.now();
      const hash = requestHash(body);
      // Limits, odds policy and an earlier bet under this key: one round trip.
      const context = await repository.placeContext(userId, idempotencyKey);
      if (!context.found || context.replayId !== null) {
        const replay = await replayOrConflict(userId, idempotencyKey, hash);
        if (replay) return { ...(await respond(userId, replay)), replayed: true };
      }

      const ids = body.selections.map((selection) => selection.outcomeId);
      if (new Set(ids).size !== ids.length)
        throw new AppError('validation_error', {
          fields: { selections: { key: 'Validation.duplicate' } },
        });
      const [policy, limitsNow, stake] = await Promise.all([
        body.oddsPolicy
          ? Promise.resolve(body.oddsPolicy)
          : context.found
            ? Promise.resolve(context.oddsPolicy ?? DEFAULT_ODDS_POLICY)
            : preferencesOf(userId).then((p) => p.oddsPolicy),
        context.found ? Promise.resolve(context.limits) : defaultLimits(),
        money.stakeOf(userId, body.stake, context.found ? context.currency : undefined),
      ]);
      const house = stake.house;
      const fmt = (minor: bigint) => formatAmount(minor, house.ledgerScale);
      if (limitsNow.minStakeMinor > 0n && stake.stakeMinor < limitsNow.minStakeMinor)
        throw limitError('stake', 'Validation.minimum_amount', {
          min: fmt(limitsNow.minStakeMinor),
          currency: house.code,
        });
      if (limitsNow.maxStakeMinor > 0n && stake.stakeMinor > limitsNow.maxStakeMinor)
        throw limitError('stake', 'Validation.maximum_amount', {
          max: fmt(limitsNow.maxStakeMinor),
          currency: house.code,
        });
      await deps.ledger.prepareAccounts([
        { userId, kind: 'player_main' },
        { userId, kind: 'player_bonus' },
        { house: 'house_bets' },
      ]);

      // The common bet (limits saved, the slip's odds unchanged, no live delay due, no player
      // limits or blocks, real money covers the stake) in one statement; anything else, or any
      // refusal, takes the general path below, which answers it.
      if (context.found) {
        const fast = await placeInOneStatement();
        if (fast) {
          deps.onCommitted();
          if (fast.wagered) await deps.bonuses.completeWagered(userId);
          return { ...(await respond(userId, fast.bet, fast.known)), replayed: false };
        }
      }

      let wagered = false;
      let balances: { player_main: bigint; player_bonus: bigint } | undefined;
      let delayed = false;
      let bet: BetWithLegs | undefined;
      while (!bet) {
        try {
          bet = await decide(delayed);
        } catch (error) {
          if (error instanceof LiveDelayDue) {
            // A live bet: refused before the wait on what the markets, bonus and limits say now,
            // then decided again after it (the transaction below checks all of it under its locks).
            checkSlip(body.selections, error.rows, policy, 'market_suspended');
            await deps.bonuses.assertStakeAllowed(userId, stake.stakeMinor);
            await deps.rg.precheckStake(userId, stake.stakeMinor);
            await sleep(limitsNow.liveDelayMs);
            delayed = true;
            continue;
          }
          if (isUniqueViolation(error)) {
            const again = await replayOrConflict(userId, idempotencyKey, hash);
            if (again) return { ...(await respond(userId, again)), replayed: true };
          }
          throw error;
        }
      }
      deps.onCommitted();
      if (wagered) await deps.bonuses.completeWagered(userId);
      return {
        ...(await respond(userId, bet, {
          primaryCurrency: stake.primaryCurrency,
          // A completed wagering moved bonus money after the stake: read the balance afresh.
          ...(balances && !wagered ? { balances } : {}),
        })),
        replayed: false,
      };

      /**
       * The bet as two statements in one transaction: the slip's markets locked (share, then
       * their liability locks) with a fresh bet id, then every check and write in one statement
       * (repository.placeInOneStatement): the bet, its legs, bonus wagering and the ledger's stake
       * with its balance event. Null when it refused: nothing was written.
       */
      async function placeInOneStatement(): Promise<{
        bet: BetWithLegs;
        known?: BalanceKnown;
        wagered: boolean;
      } | null> {
        const odds = body.selections.map((selection) => parseOdds(selection.odds));
        const potential = potentialPayout(stake.stakeMinor, odds);
        if (limitsNow.maxPayoutMinor > 0n && potential > limitsNow.maxPayoutMinor) return null;
        const kind = odds.length === 1 ? ('single' as const) : ('multi' as const);
        const createdAt = deps.clock.now();
        const displayRate = {
          numerator: stake.displayRate.numerator.toString(),
          denominator: stake.displayRate.denominator.toString(),
        };
        try {
          return await deps.db.transaction(async (transaction) => {
            const tx = transaction as unknown as Database;
            const id = await repository.prepareOneStatementBet(
              ids,
              limitsNow.marketLiabilityCapMinor > 0n,
              tx,
            );
            const written = {
              id,
              userId,
              kind,
              stakeMinor: stake.stakeMinor,
              totalOdds: totalOdds(odds),
              potentialPayoutMinor: potential,
              displayCurrency: stake.display.code,
              displayRate,
              oddsPolicy: policy,
              idempotencyKey,
              requestHash: hash,
              createdAt,
            };
            const { legs, columns } = await repository.placeInOneStatement(
              {
                ...written,
                selections: body.selections.map((selection, index) => ({
                  outcomeId: selection.outcomeId,
                  odds: odds[index] as bigint,
                })),
                liveDelayMs: limitsNow.liveDelayMs,
                marketLiabilityCapMinor: limitsNow.marketLiabilityCapMinor,
              },
              async (param, names) => {
                // Bonus rows are locked before ledger rows, as on every bet path.
                const wager = deps.bonuses.wagerCte(
                  {
                    userIdSql: names.userIdSql,
                    gameSql: param(SPORTSBOOK_WAGER.game, 'text'),
                    stakeSql: names.stakeSql,
                    category: SPORTSBOOK_WAGER.category,
                    when: names.written,
                  },
                  'bonus_wager',
                );
                const move = await deps.ledger.inlineMove(
                  {
                    name: 'stake',
                    kind: 'bet',
                    userId,
                    amountMinor: stake.stakeMinor,
                    idempotencyKey: stakeKeyOf(id),
                    metadata: { sportsbookBet: id.toString(), kind },
                    when: `${names.written} and (select count(*) from bonus_wager) >= 0`,
                  },
                  param,
                );
                const currency = param(house.code, 'text');
                return {
                  gate: `${deps.rg.unguardedStakeSql(names.userIdSql, param(createdAt.toISOString(), 'timestamptz'))}
                    and coalesce(${deps.bonuses.maxBetSql(names.userIdSql)}, ${names.stakeSql}) >= ${names.stakeSql}`,
                  ctes: `${wager},\n      ${move.ctes}`,
                  complete: move.complete,
                  columns: `(${move.mainAfter})::text as main_after,
                    (${spendableSql(names.userIdSql, currency, move.mainAfter)})::text as spendable,
                    ${deps.wallet.balanceColumns(names.userIdSql, 'bonus_wager')},
                    (select coalesce(bool_or(met), false) from bonus_wager) as bonus_wager_met`,
                };
              },
              tx,
            );
            const main = BigInt(columns.main_after as string);
            const met = columns.bonus_wager_met === true;
            const bet: BetWithLegs = {
              ...written,
              status: 'open',
              payoutMinor: 0n,
              settlementVersion: 0,
              settledAt: null,
              legs,
            };
            return {
              bet,
              wagered: met,
              // After a wagering conversion the balances the statement saw are stale.
              known: met
                ? undefined
                : {
                    primaryCurrency: stake.primaryCurrency,
                    balances: {
                      player_main: main,
                      player_bonus: BigInt(columns.spendable as string) - main,
                    },
                    columns,
                  },
            };
          });
        } catch (error) {
          if (error instanceof OneStatementRefused) return null;
          throw error;
        }
      }

      /**
       * The bet in one transaction. A prematch bet needs no read before it: every check runs here
       * under the locks. A live bet first meets LiveDelayDue (nothing written), waits, and comes
       * back `delayed`.
       */
      async function decide(delayed: boolean): Promise<BetWithLegs> {
        return deps.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          const locked = await repository.outcomesForBet(ids, tx, true);
          if (!delayed && limitsNow.liveDelayMs > 0 && locked.some((row) => row.live))
            throw new LiveDelayDue(locked);
          const rows = checkSlip(
            body.selections,
            locked,
            policy,
            delayed ? 'bet_stopped' : 'market_suspended',
          );
          if (delayed) assertNotStoppedSince(rows, receivedAt);
          const odds = rows.map((row) => row.odds);
          const potential = potentialPayout(stake.stakeMinor, odds);
          if (limitsNow.maxPayoutMinor > 0n && potential > limitsNow.maxPayoutMinor)
            throw limitError('stake', 'Validation.maximum_payout', {
              max: fmt(limitsNow.maxPayoutMinor),
              currency: house.code,
            });
          const marketIds = rows.map((row) => row.marketId);
          if (limitsNow.marketLiabilityCapMinor > 0n) {
            await repository.lockMarketsForLiability(marketIds, tx);
            const liability = await repository.liabilityByOutcome(
              rows.map((row) => row.outcomeId),
              tx,
            );
            rows.forEach((row, index) => {
              if (
                (liability.get(row.outcomeId) ?? 0n) + potential >
                limitsNow.marketLiabilityCapMinor
              )
                throw limitError(`selections.${index}.outcomeId`, 'Sportsbook.liability', {
                  max: fmt(limitsNow.marketLiabilityCapMinor),
                  currency: house.code,
                });
            });
          }
          const maxBet = await deps.bonuses.maxBetFor(userId, tx);
          if (maxBet !== null && stake.stakeMinor > maxBet)
            throw new AppError('bonus_max_bet', {
              fields: {
                stake: {
                  key: 'Validation.bonus_max_bet',
                  params: { max: fmt(maxBet), currency: house.code },
                },
              },
            });
          const inserted = await repository.insertBet(
            {
              userId,
              kind: rows.length === 1 ? 'single' : 'multi',
              stakeMinor: stake.stakeMinor,
              totalOdds: totalOdds(odds),
              potentialPayoutMinor: potential,
              displayCurrency: stake.display.code,
              displayRate: {
                numerator: stake.displayRate.numerator.toString(),
                denominator: stake.displayRate.denominator.toString(),
              },
              oddsPolicy: policy,
              idempotencyKey,
              requestHash: hash,
              createdAt: deps.clock.now(),
            },
            rows.map((row) => ({
              outcomeId: row.outcomeId,
              marketId: row.marketId,
              eventId: row.eventId,
              odds: row.odds,
              live: row.live,
              eventName: `${row.homeName} – ${row.awayName}`,
              marketName: row.marketKey,
              outcomeName: row.outcomeKey,
              marketType: row.marketType,
              specifiers: row.specifiers,
              outcomeKey: row.outcomeKey,
              homeName: row.homeName,
              awayName: row.awayName,
              createdAt: deps.clock.now(),
            })),
            tx,
          );
          // The player's limits are locked first, then bonus rows, then ledger accounts.
          await deps.rg.assertStakeAllowed(userId, stake.stakeMinor, tx);
          wagered = await deps.bonuses.countWager(tx, {
            userId,
            ...SPORTSBOOK_WAGER,
            stakeMinor: stake.stakeMinor,
          });
          const staked = await deps.ledger.stake(
            {
              userId,
              amountMinor: stake.stakeMinor,
              idempotencyKey: stakeKeyOf(inserted.id),
              metadata: { sportsbookBet: inserted.id.toString(), kind: inserted.kind },
              freshKey: true,
            },
            tx,
          );
          balances = staked.spendableBalances;
          return inserted;
        });
      }
    },

    async list(userId: number, query: z.infer<typeof ZSportsBetsQuery>): Promise<SportsBetsPage> {
      const page = { offset: query.offset, limit: query.limit };
      const { rows, total } = await repository.betsOfUser(userId, query.status, page);
      return {
        data: await Promise.all(rows.map((row) => presentBet(row, money))),
        meta: { ...page, total },
      };
    },

    async get(userId: number, betId: string): Promise<SportsBet> {
      const bet = await repository.betOfUser(userId, BigInt(betId));
      if (!bet) throw new AppError('not_found');
      return presentBet(bet, money);
    },

    cashOutOffer,

    /**
     * POST .../cash-out: pays the offer if it is this bet's, not expired, not used, every open
     * leg's market is still active and the bet is worth at least the offer now (odds that moved
     * against the offer refuse it). One use per offer. A refused offer that a new one replaces
     * answers 409 with the new offer in the body (offerId, offerAmount, offerCurrency,
     * offerExpiresAt), so the player can take it without asking again.
     */
    async cashOut(userId: number, betId: string, offerId: string): Promise<CashOutResponse> {
      try {
        return await cashOutAt(userId, betId, offerId);
      } catch (error) {
        if (!(error instanceof OfferChanged)) throw error;
        const next = await cashOutOffer(userId, betId).catch((reason: unknown) => {
          // No new offer now (a market suspended meanwhile): the refusal that says so.
          if (reason instanceof AppError) throw reason;
          throw error.refusal;
        });
        throw new AppError('cash_out_unavailable', {
          message: error.refusal.message,
          extra: {
            offerId: next.offerId,
            offerAmount: next.amount,
            offerCurrency: next.currency,
            offerExpiresAt: next.expiresAt,
          },
        });
      }
    },

    /** The limits as the operator edits them (house currency, major units). */
    async limitsForStaff(): Promise<SportsbookLimits> {
      const [row, house] = await Promise.all([limits(), money.house()]);
      return limitsView(row, house.ledgerScale);
    },

    settlement: deps.settlement,

    /** Sums each outcome's liability rows into one (the worker's tick; see sportsbookLiability). */
    async foldLiability(): Promise<{ folded: number }> {
      return { folded: await repository.foldLiability() };
    },
  };
}

export function limitsView(row: Limits | LimitsRow, scale: number): SportsbookLimits {
  return {
    minStake: formatAmount(row.minStakeMinor, scale),
    maxStake: formatAmount(row.maxStakeMinor, scale),
    maxPayout: formatAmount(row.maxPayoutMinor, scale),
    marketLiabilityCap: formatAmount(row.marketLiabilityCapMinor, scale),
    liveDelayMs: row.liveDelayMs,
    cashOutMarginBps: row.cashOutMarginBps,
    cashOutOfferSeconds: row.cashOutOfferSeconds,
  };
}

export type SportsBetsService = ReturnType<typeof sportsBetsService>;
