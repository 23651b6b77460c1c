import type { OriginalBet } from '@wheelhouse/contracts/originals';
import type { Balance } from '@wheelhouse/contracts/wallet';
import { formatAmount } from '@wheelhouse/contracts/money';
import { formatMultiplier } from '@wheelhouse/fair/multiplier';
import type { FairParamError } from '@wheelhouse/fair/result';
import { defaultClientSeed, generateServerSeed, hashServerSeed } from '@wheelhouse/fair/seeds';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { type OutboxEvent } from '../../platform/outbox';
import type { AuditEntry } from '../../platform/audit';
import type { BonusesService } from '../bonuses';
import type { CurrenciesService } from '../currencies';
import type { GamesService } from '../games';
import type { LedgerService } from '../ledger';
import type { RgGuard } from '../responsible-gaming';
import type { SettingsService } from '../settings';
import type { UsersService } from '../users';
import type { BalanceKnown, WalletService } from '../wallet';
import { rateJson, toBet, type BetCurrencies } from './present';
import {
  originalsRepository,
  type BetRow,
  type BetWithSeed,
  type NewBetRow,
  type SeedRow,
  type TakenNonce,
} from './repository';
import { stakes, type Stake } from './stakes';

/** Outbox topics of this module (see realtime-events.ts). */
export const LAST_BET_TOPIC = 'originals.last_bet';
export const INTERFACE_ACTION_TOPIC = 'originals.interface_action';

export interface OriginalsServiceDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  ledger: Pick<
    LedgerService,
    'credit' | 'stake' | 'payout' | 'settleBet' | 'settleBetAfter' | 'prepareAccounts'
  >;
  currencies: Pick<CurrenciesService, 'requireCurrency' | 'rateOf'>;
  users: Pick<UsersService, 'primaryCurrencyOf' | 'accessById'>;
  settings: Pick<SettingsService, 'recent'>;
  wallet: Pick<WalletService, 'balanceOf' | 'balanceColumns'>;
  games: Pick<GamesService, 'game'>;
  /** Bonus wagering: the max-bet check, each bet's weighted stake, the conversion when met. */
  bonuses: Pick<
    BonusesService,
    | 'assertStakeAllowed'
    | 'wagerCte'
    | 'countWager'
    | 'completeWagered'
    | 'hasActive'
    | 'takeFreeSpin'
    | 'creditFreeSpinWin'
  >;
  /** Responsible-gaming limits and blocks, checked in each stake's transaction. */
  rg: Pick<RgGuard, 'assertStakeAllowed' | 'precheckStake' | 'assertMoneyActionAllowed'>;
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
  /** Called after a commit that wrote outbox events (the relay's nudge). */
  onCommitted?: () => void;
}

/** The payload of a LAST_BET_TOPIC outbox row; the relay adds the game and the masked name. */
export interface LastBetPayload {
  id: string;
  gameSlug: BetRow['game'];
  stake: string;
  payout: string;
  currency: string;
  multiplier: string;
  createdAt: string;
}

/** The games category every original is in (bonus wagering weights go by it). */
export const ORIGINALS_CATEGORY = 'originals';

/** How many players' active seed pairs one process keeps (the oldest is dropped first). */
const SEED_CACHE_LIMIT = 50_000;

/** Thrown inside a bet transaction whose idempotency key was used before: rolls it back. */
export class KeyUsedBefore extends Error {}

export function paramsError(error: FairParamError, field = `params.${error.field}`): AppError {
  return new AppError('validation_error', {
    fields: { [field]: { key: `Validation.${error.rule}`, params: error.params } },
  });
}

const DIVISION_BY_ZERO = '22012';

/** The SQLSTATE of a database error, looking through wrappers (Drizzle wraps driver errors). */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function uniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === '23505')
      return `${String(candidate.constraint ?? '')} ${String(candidate.message ?? '')}`.includes(
        constraint,
      );
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What every kind of bet shares: seeds and nonces, the stake's money movements, idempotent bet
 * transactions, presentation and the live-feed event.
 */
export function betEngine(deps: OriginalsServiceDeps) {
  const repository = originalsRepository(deps.db);
  const money = stakes(deps);
  const notify = () => deps.onCommitted?.();
  /**
   * Players whose bet in a locked transaction met a bonus requirement: converted after its commit
   * (a rolled-back bet leaves nothing met, so the conversion then finds nothing to do).
   */
  const wageredUsers = new Set<number>();

  async function currenciesFor(rows: BetRow[]): Promise<BetCurrencies> {
    const house = await deps.currencies.requireCurrency(deps.houseCurrency);
    const scales = new Map<string, number>([[house.code, house.ledgerScale]]);
    for (const code of new Set(rows.map((row) => row.displayCurrency)))
      if (!scales.has(code))
        scales.set(code, (await deps.currencies.requireCurrency(code)).ledgerScale);
    return {
      houseScale: house.ledgerScale,
      displayScale: (code) => scales.get(code) ?? house.ledgerScale,
    };
  }

  async function presentBet(row: BetWithSeed): Promise<OriginalBet> {
    return toBet(row, await currenciesFor([row.bet]));
  }

  async function ensureSeed(userId: number, executor: Database = deps.db): Promise<void> {
    const serverSeed = generateServerSeed();
    await repository.insertSeedIfNone(
      {
        userId,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed: defaultClientSeed(),
      },
      executor,
    );
  }

  async function activeSeed(userId: number): Promise<SeedRow> {
    let seed = await repository.activeSeed(userId);
    if (!seed) {
      await ensureSeed(userId);
      seed = await repository.activeSeed(userId);
    }
    if (!seed) throw new Error('no active seed pair after creating one');
    return seed;
  }

  /**
   * Each player's active pair with the next nonce, as this process last saw it. Only a guess: the
   * bet statement compare-and-sets the pair in the database, so a copy made stale by another
   * process or a concurrent bet costs one more query, never a wrong outcome or a gap.
   */
  const seedCache = new Map<number, TakenNonce>();

  function forgetSeed(userId: number): void {
    seedCache.delete(userId);
  }

  function rememberSeed(userId: number, next: TakenNonce): void {
    seedCache.delete(userId);
    if (seedCache.size >= SEED_CACHE_LIMIT) {
      const oldest = seedCache.keys().next().value;
      if (oldest !== undefined) seedCache.delete(oldest);
    }
    seedCache.set(userId, next);
  }

  async function expectedSeed(userId: number): Promise<TakenNonce> {
    const cached = seedCache.get(userId);
    if (cached) return cached;
    const seed = await activeSeed(userId);
    return {
      seedId: seed.id,
      serverSeed: seed.serverSeed,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: seed.nonce,
    };
  }

  /**
   * A settled bet in one database statement, no transaction: the nonce of the expected pair, the
   * bet row, its feed event, the stake and payout transfers and the balance event (the originals'
   * betPrelude run by the ledger's settleBetAfter). 'stale' when the pair moved on (nothing was
   * written; the caller takes the locked path). A reused key answers with the first bet.
   */
  async function placeInOneStatement(
    userId: number,
    expected: TakenNonce,
    key: string,
    hash: string,
    houseScale: number,
    build: (seed: TakenNonce) => Omit<NewBetRow, 'seedId' | 'clientSeed' | 'nonce'>,
  ): Promise<
    | {
        row: BetWithSeed;
        replayed: boolean;
        /** What the bet's Balance needs, read by the bet's statement (a new bet only). */
        known?: BalanceKnown;
      }
    | 'stale'
  > {
    await deps.ledger.prepareAccounts([
      { userId, kind: 'player_main' },
      { house: 'house_bets' },
      { house: 'house_wins' },
    ]);
    const bet = build(expected);
    const payoutMinor = bet.status === 'settled' ? (bet.payoutMinor ?? 0n) : 0n;
    const {
      id: _id,
      createdAt: _createdAt,
      ...feed
    } = lastBetPayload(
      {
        ...bet,
        id: 0n,
        payoutMinor,
        multiplier: bet.multiplier ?? 0n,
        createdAt: new Date(0),
      } as BetRow,
      houseScale,
    );
    // The bet counts toward the player's active bonuses in the same statement, before its money
    // moves: bonus rows are locked before ledger accounts on every path (no deadlock with a
    // conversion, which locks them in that order).
    const prelude = repository.betPrelude(
      bet,
      expected,
      { topic: LAST_BET_TOPIC, payload: { ...feed } },
      (names) => ({
        name: 'bonus_wager',
        cte: deps.bonuses.wagerCte(
          {
            userIdSql: names.userIdSql,
            gameSql: names.gameSql,
            stakeSql: names.stakeSql,
            category: ORIGINALS_CATEGORY,
            when: names.written,
          },
          'bonus_wager',
        ),
      }),
    );
    // The rest of the bet's Balance (active bonuses) is read by the same statement.
    prelude.selects = `${prelude.selects},\n           ${deps.wallet.balanceColumns(prelude.userIdSql, 'bonus_wager')},
           (select coalesce(bool_or(met), false) from bonus_wager) as bonus_wager_met`;
    let settled;
    try {
      settled = await deps.ledger.settleBetAfter(prelude, {
        userId,
        game: bet.game,
        stakeMinor: bet.stakeMinor,
        payoutMinor,
        reference: key,
      });
    } catch (error) {
      if (
        sqlState(error) === DIVISION_BY_ZERO ||
        uniqueViolation(error, 'original_bets_idempotency_key')
      )
        return { row: await replayOf(userId, key, hash), replayed: true };
      // This statement spends real money only: a stake it does not cover may still be covered
      // with bonus money, which the locked path splits (ledger.stake). Nothing was written.
      if (error instanceof AppError && error.code === 'insufficient_balance') return 'stale';
      throw error;
    }
    const row = repository.preludeOutcome(bet, expected, settled.columns);
    if (row === 'stale') {
      forgetSeed(userId);
      return 'stale';
    }
    rememberSeed(userId, { ...expected, nonce: expected.nonce + 1 });
    notify();
    const converted = settled.columns.bonus_wager_met === true;
    if (converted) await deps.bonuses.completeWagered(userId);
    return {
      row: { bet: row, serverSeedHash: expected.serverSeedHash, revealedServerSeed: null },
      replayed: false,
      // After a conversion the balances the bet statement saw are stale: the answer reads them
      // again, or the client would write the pre-conversion balance over the realtime update.
      known:
        settled.balances && !converted
          ? { balances: settled.balances, columns: settled.columns }
          : undefined,
    };
  }

  /** The next nonce under the pair's lock; the first bet of a player commits their first pair. */
  async function takeNonce(userId: number, tx: Database): Promise<TakenNonce> {
    const taken = await repository.takeNonce(userId, tx);
    if (taken) return taken;
    await ensureSeed(userId, tx);
    const retried = await repository.takeNonce(userId, tx);
    if (!retried) throw new Error('no active seed pair after creating one');
    return retried;
  }

  function lastBetEvent(bet: BetRow, houseScale: number): OutboxEvent {
    return {
      topic: LAST_BET_TOPIC,
      userId: bet.userId,
      payload: { ...lastBetPayload(bet, houseScale) },
    };
  }

  function lastBetPayload(bet: BetRow, houseScale: number): LastBetPayload {
    return {
      id: bet.id.toString(),
      gameSlug: bet.game,
      stake: formatAmount(bet.stakeMinor, houseScale),
      payout: formatAmount(bet.payoutMinor, houseScale),
      currency: bet.currency,
      multiplier: formatMultiplier(bet.multiplier),
      createdAt: bet.createdAt.toISOString(),
    };
  }

  /**
   * Debits the stake (kind 'bet', so it counts as wagering turnover: real money first, then bonus
   * money) and credits the payout of a settled bet (kind 'win', split back the same way), in the
   * caller's transaction; `events` go with the last transfer.
   */
  async function recordMoney(
    bet: BetRow,
    tx: Database,
    events: (settled: BetRow) => OutboxEvent[],
  ): Promise<void> {
    // First of the bet's money locks: the player's limits, then bonus rows, then ledger accounts.
    await deps.rg.assertStakeAllowed(bet.userId, bet.stakeMinor, tx);
    const met = await deps.bonuses.countWager(tx, {
      userId: bet.userId,
      game: bet.game,
      category: ORIGINALS_CATEGORY,
      stakeMinor: bet.stakeMinor,
    });
    if (met) wageredUsers.add(bet.userId);
    const pays = bet.status === 'settled' && bet.payoutMinor > 0n;
    await deps.ledger.stake(
      {
        userId: bet.userId,
        amountMinor: bet.stakeMinor,
        idempotencyKey: `original-bet:${bet.id}`,
        metadata: { betId: bet.id.toString(), game: bet.game },
        events: pays ? [] : events(bet),
      },
      tx,
    );
    if (pays) await creditPayout(bet, tx, events(bet), true);
  }

  /**
   * The payout of a bet, split back like its stake; `bonusActive` when the caller knows a bonus
   * is running (the stake's own transaction), else it is read under the player's bonus rows.
   */
  async function creditPayout(
    bet: BetRow,
    tx: Database,
    events: OutboxEvent[],
    bonusActive?: boolean,
  ) {
    return deps.ledger.payout(
      {
        userId: bet.userId,
        amountMinor: bet.payoutMinor,
        reason: 'win',
        idempotencyKey: `original-win:${bet.id}`,
        stakeKeys: [`original-bet:${bet.id}`],
        bonusActive: bonusActive ?? (await deps.bonuses.hasActive(bet.userId, tx)),
        metadata: { betId: bet.id.toString(), game: bet.game },
        events,
      },
      tx,
    );
  }

  /** A bet whose key was used before: the first bet if the request is the same, else 409. */
  async function replayOf(userId: number, key: string, hash: string) {
    const stored = await repository.betByKey(userId, key);
    if (!stored) throw new AppError('conflict', { message: 'The first request is still running' });
    if (stored.bet.requestHash !== hash) throw new AppError('idempotency_conflict');
    return stored;
  }

  /**
   * Runs a bet's checks (params, amount, limits). When they refuse a request whose key already
   * made a bet, that bet is the answer: a replay gets its first response whatever changed since.
   */
  async function checkOrReplay<T>(
    userId: number,
    idempotencyKey: string,
    hash: string,
    check: () => Promise<T>,
  ): Promise<{ checked: T } | { replay: BetWithSeed }> {
    try {
      return { checked: await check() };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const stored = await repository.betByKey(userId, idempotencyKey);
      if (!stored) throw error;
      if (stored.bet.requestHash !== hash) throw new AppError('idempotency_conflict');
      return { replay: stored };
    }
  }

  /** Runs a new bet's transaction; a reused key rolls it back and answers with the first bet. */
  async function newBet(
    userId: number,
    idempotencyKey: string,
    hash: string,
    work: (tx: Database) => Promise<BetWithSeed>,
  ): Promise<{ row: BetWithSeed; replayed: boolean }> {
    await deps.ledger.prepareAccounts([
      { userId, kind: 'player_main' },
      { userId, kind: 'player_bonus' },
      { house: 'house_bets' },
      { house: 'house_wins' },
      { house: 'house_bonuses' },
    ]);
    try {
      const row = await deps.db.transaction((transaction) =>
        work(transaction as unknown as Database),
      );
      notify();
      if (wageredUsers.delete(userId)) await deps.bonuses.completeWagered(userId);
      return { row, replayed: false };
    } catch (error) {
      if (error instanceof KeyUsedBefore || uniqueViolation(error, 'original_bets_idempotency_key'))
        return { row: await replayOf(userId, idempotencyKey, hash), replayed: true };
      throw error;
    }
  }

  function betRowOf(
    userId: number,
    game: BetRow['game'],
    stake: Stake,
    seed: TakenNonce,
    key: string,
    hash: string,
  ) {
    return {
      userId,
      game,
      currency: deps.houseCurrency,
      stakeMinor: stake.stakeMinor,
      displayCurrency: stake.displayCurrency,
      displayRate: rateJson(stake.displayRate),
      seedId: seed.seedId,
      clientSeed: seed.clientSeed,
      nonce: seed.nonce,
      idempotencyKey: key,
      requestHash: hash,
    };
  }

  /** `known`: what this request read already (see WalletService.balanceOf). */
  async function withBalance<T>(
    userId: number,
    value: T,
    known?: BalanceKnown,
  ): Promise<T & { balance: Balance }> {
    return { ...value, balance: await deps.wallet.balanceOf(userId, known) };
  }

  /** Account ids known before the transaction, so the ledger needs no lookup inside it. */
  function prepareWins(userId: number) {
    return deps.ledger.prepareAccounts([
      { userId, kind: 'player_main' },
      { userId, kind: 'player_bonus' },
      { house: 'house_wins' },
      { house: 'house_bonuses' },
    ]);
  }

  async function houseScale(): Promise<number> {
    return (await deps.currencies.requireCurrency(deps.houseCurrency)).ledgerScale;
  }

  return {
    repository,
    money,
    notify,
    currenciesFor,
    presentBet,
    activeSeed,
    takeNonce,
    forgetSeed,
    expectedSeed,
    placeInOneStatement,
    lastBetEvent,
    recordMoney,
    creditPayout,
    checkOrReplay,
    newBet,
    betRowOf,
    withBalance,
    prepareWins,
    houseScale,
  };
}

export type BetEngine = ReturnType<typeof betEngine>;
