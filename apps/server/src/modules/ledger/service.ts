import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { requestHash } from '../../platform/idempotency';
import { withMovements, type MoneyMovement } from '../../platform/money-movements';
import { BALANCE_CHANGED_TOPIC, type OutboxEvent } from '../../platform/outbox';
import { rateRecord, type CurrenciesService } from '../currencies';
import {
  PLAYER_ACCOUNT_KINDS,
  accountKeyOf,
  accountKeyText,
  type AccountKey,
  type AccountRef,
  type HouseAccountKind,
  type PlayerAccountKind,
} from './accounts';
import {
  ledgerRepository,
  type PlayerBalanceRow,
  type PlayerTransferRow,
  type PlayTotals,
  type ResolvedLeg,
} from './repository';
import { knownBetPrelude, type SettlementPrelude } from './bet-settlement-statement';
import { splitPayout, splitStake, type StakeSplit } from './stake-split';
import {
  inlineMoveRow,
  inlineMoveSql,
  type InlineMove,
  type InlineMoveRow,
  type InlineMoveSql,
  type SqlParam,
} from './inline-move';

export interface TransferLeg {
  account: AccountRef;
  /** Signed minor units: positive credits the account, negative debits it. */
  amountMinor: bigint;
  currency: string;
}

export interface TransferRequest {
  /** Unique per money movement: a client Idempotency-Key or a natural key (provider tx id, order id). */
  idempotencyKey: string;
  /** Hash of the caller's request; defaults to a hash of kind, legs, metadata and rate. */
  requestHash?: string;
  /** What the movement is, e.g. 'deposit', 'bet', 'win', 'adjustment', 'hold'. */
  kind: string;
  legs: TransferLeg[];
  metadata?: Record<string, unknown>;
  /** The exchange rate applied, for transfers that convert (see currencies.rateRecord). */
  rate?: Record<string, string> | null;
  /** Outbox events committed with the transfer; each payload gains `transferId`. */
  events?: OutboxEvent[];
}

/** Player balances right after the transfer, keyed by account kind (e.g. `player_main`). */
export type Balances = Partial<Record<PlayerAccountKind, bigint>>;

export interface TransferResult {
  transferId: bigint;
  balances: Balances;
  /** True when the idempotency key was seen before and this is the first transfer's result. */
  replayed: boolean;
}

/** One bet's stake and payout (0 when it lost or is still open), in the house currency. */
export interface BetSettlement {
  userId: number;
  betId: string;
  game: string;
  stakeMinor: bigint;
  payoutMinor: bigint;
  /** Extra events; a `balance.changed` event for the player is always written. */
  events?: OutboxEvent[];
}

export interface BetSettlementResult {
  /** player_main right after the payout. */
  balance: bigint;
}

export interface LedgerServiceDeps {
  db: Database;
  houseCurrency: string;
  currencies: Pick<CurrenciesService, 'convert'>;
}

/** Sources and destinations of the everyday movements between a player and the house. */
const CREDIT_SOURCES = {
  deposit: 'house_custody',
  win: 'house_wins',
  adjustment: 'house_adjustments',
  bonus: 'house_bonuses',
  refund: 'house_bets',
} as const satisfies Record<string, HouseAccountKind>;
export type CreditReason = keyof typeof CREDIT_SOURCES;

const DEBIT_DESTINATIONS = {
  bet: 'house_bets',
  adjustment: 'house_adjustments',
  fee: 'house_fees',
  bonus_forfeit: 'house_bonuses',
} as const satisfies Record<string, HouseAccountKind>;
export type DebitReason = keyof typeof DEBIT_DESTINATIONS;

export interface PlayerMovement {
  userId: number;
  /** Positive minor units. */
  amountMinor: bigint;
  idempotencyKey: string;
  requestHash?: string;
  metadata?: Record<string, unknown>;
  /** Extra events; a `balance.changed` event for the player is always written. */
  events?: OutboxEvent[];
}

/** Player-owned account ids never change once created, so a process may remember them. */
const ACCOUNT_CACHE_LIMIT = 200_000;

/** Postgres SQLSTATE of an error, through Drizzle's wrapping. */
function sqlStateOf(error: unknown): { code?: string; constraint?: string; message?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
        message: typeof candidate.message === 'string' ? candidate.message : undefined,
      };
    current = (current as { cause?: unknown }).cause;
  }
  return {};
}

/** The CHECK (balance >= 0) on player accounts; see platform/db/schema.ts. */
const OVERDRAFT_CONSTRAINT = 'ledger_accounts_player_balance_check';

function isOverdraft(error: unknown): boolean {
  const state = sqlStateOf(error);
  return (
    state.code === '23514' &&
    `${state.constraint ?? ''} ${state.message ?? ''}`.includes(OVERDRAFT_CONSTRAINT)
  );
}

/**
 * A number past a bigint column: an amount, converted to the house currency or added to a
 * balance, of more minor units than the ledger holds. Only absurd input reaches it (a credit of
 * 10^11 BTC), so it is that input's fault: 400 invalid_amount, not a 500.
 */
function isOutOfRange(error: unknown): boolean {
  return sqlStateOf(error).code === '22003';
}

const AMOUNT_OUT_OF_RANGE = {
  fields: { amount: { key: 'Validation.invalid_amount' } },
  message: 'The amount is more than the ledger can hold',
};

function assertPositive(amountMinor: bigint) {
  if (typeof amountMinor !== 'bigint' || amountMinor <= 0n)
    throw new TypeError('amountMinor must be a positive bigint');
}

/** What a stake's transfer is keyed against: a replay with another hash is a conflict. */
function stakeHashOf(input: Pick<PlayerMovement, 'userId' | 'amountMinor' | 'metadata'>): string {
  return requestHash({
    op: 'stake',
    userId: input.userId,
    amountMinor: input.amountMinor,
    metadata: input.metadata ?? {},
  });
}

/** A stake from real money ('bet') or a payout to it ('win'), written inside the caller's statement. */
export type InlineMoveInput = Omit<PlayerMovement, 'events'> & { kind: 'bet' | 'win' };

function balancesByKind(rows: PlayerBalanceRow[]): Balances {
  const balances: Balances = {};
  for (const row of rows) balances[row.kind as PlayerAccountKind] = row.balance;
  return balances;
}

/** Checks a transfer's shape before it reaches the database; mistakes here are programming errors. */
function validateLegs(legs: TransferLeg[]) {
  if (legs.length < 2) throw new TypeError('a transfer needs at least two legs');
  const sums = new Map<string, bigint>();
  const users = new Set<number>();
  const accounts = new Set<string>();
  for (const leg of legs) {
    if (typeof leg.amountMinor !== 'bigint' || leg.amountMinor === 0n)
      throw new TypeError('every leg needs a non-zero bigint amountMinor');
    const key = accountKeyText(accountKeyOf(leg.account, leg.currency));
    if (accounts.has(key)) throw new TypeError(`account ${key} appears twice in one transfer`);
    accounts.add(key);
    if ('userId' in leg.account) users.add(leg.account.userId);
    sums.set(leg.currency, (sums.get(leg.currency) ?? 0n) + leg.amountMinor);
  }
  for (const [currency, sum] of sums)
    if (sum !== 0n) throw new TypeError(`legs in ${currency} sum to ${sum}, not zero`);
  if (users.size > 1) throw new TypeError('a transfer moves money of one player at most');
}

/**
 * What a transfer moved, for the metrics (platform/money-movements.ts): its kind, the currency of
 * its first leg (where the money starts: a deposit's own currency before conversion) and the sum of
 * the credited legs in that currency.
 */
function movementOf(kind: string, legs: TransferLeg[]): MoneyMovement {
  const currency = legs[0]?.currency ?? '';
  let amount = 0n;
  for (const leg of legs)
    if (leg.currency === currency && leg.amountMinor > 0n) amount += leg.amountMinor;
  return { kind, currency, amount: amount.toString() };
}

export function ledgerService(deps: LedgerServiceDeps) {
  const repository = ledgerRepository(deps.db);
  const accountIds = new Map<string, bigint>();

  function remember(ids: Map<string, bigint>) {
    for (const [key, id] of ids) {
      if (accountIds.size >= ACCOUNT_CACHE_LIMIT) {
        const oldest = accountIds.keys().next().value;
        if (oldest !== undefined) accountIds.delete(oldest);
      }
      accountIds.set(key, id);
    }
  }

  async function resolve(keys: AccountKey[], executor: Database): Promise<bigint[]> {
    const missing = keys.filter((key) => !accountIds.has(accountKeyText(key)));
    let created = new Map<string, bigint>();
    if (missing.length > 0) {
      try {
        created = await repository.ensureAccounts(missing, executor);
      } catch (error) {
        // Foreign key: the user or the currency does not exist.
        if (sqlStateOf(error).code === '23503') throw new AppError('not_found', { cause: error });
        throw error;
      }
      // Only ids committed on their own are remembered: an account made inside a caller's
      // transaction disappears if that transaction rolls back.
      if (executor === deps.db) remember(created);
    }
    return keys.map((key) => {
      const text = accountKeyText(key);
      const id = accountIds.get(text) ?? created.get(text);
      if (id === undefined) throw new Error(`ledger account ${text} is missing`);
      return id;
    });
  }

  /** An inline move's accounts (resolved outside any transaction, like prepareAccounts) and hash. */
  async function inlineMoveOf(input: InlineMoveInput): Promise<Omit<InlineMove, 'name' | 'when'>> {
    assertPositive(input.amountMinor);
    const currency = deps.houseCurrency;
    if (input.kind === 'win' && !input.requestHash)
      throw new TypeError('an inline payout needs its requestHash');
    const [playerAccountId, houseAccountId] = (await resolve(
      [
        accountKeyOf({ userId: input.userId, kind: 'player_main' }, currency),
        accountKeyOf(
          { house: input.kind === 'bet' ? DEBIT_DESTINATIONS.bet : CREDIT_SOURCES.win },
          currency,
        ),
      ],
      deps.db,
    )) as [bigint, bigint];
    return {
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      // The stake's hash as `stake` computes it, so either path can replay the other's key.
      requestHash: input.requestHash ?? stakeHashOf(input),
      // As stake() and payout() record a split that took no bonus money.
      metadata: {
        ...input.metadata,
        ...(input.kind === 'bet' ? { fromBonus: '0' } : { toBonus: '0' }),
      },
      userId: input.userId,
      playerAccountId,
      houseAccountId,
      currency,
      amountMinor: input.amountMinor,
    };
  }

  async function replayOf(
    idempotencyKey: string,
    hash: string,
    executor: Database,
  ): Promise<TransferResult> {
    const stored = await repository.findTransferByKey(idempotencyKey, executor);
    if (!stored) throw new Error('transfer vanished after an idempotency conflict');
    if (stored.requestHash !== hash) throw new AppError('idempotency_conflict');
    return {
      transferId: stored.transferId,
      balances: balancesByKind(stored.balances),
      replayed: true,
    };
  }

  /**
   * Moves money: one atomic, idempotent transfer whose legs sum to zero per currency. Runs inside
   * `executor` when given (a caller's transaction), else as one statement of its own.
   */
  async function transfer(request: TransferRequest, executor: Database = deps.db) {
    validateLegs(request.legs);
    const hash =
      request.requestHash ??
      requestHash({
        kind: request.kind,
        legs: request.legs
          .map((leg) => ({
            account: accountKeyText(accountKeyOf(leg.account, leg.currency)),
            amountMinor: leg.amountMinor,
          }))
          .sort((a, b) => (a.account < b.account ? -1 : 1)),
        metadata: request.metadata ?? {},
        rate: request.rate ?? null,
      });
    const keys = request.legs.map((leg) => accountKeyOf(leg.account, leg.currency));
    const ids = await resolve(keys, executor);
    const legs: ResolvedLeg[] = request.legs.map((leg, index) => ({
      accountId: ids[index] as bigint,
      ownerType: 'house' in leg.account ? 'house' : 'player',
      amount: leg.amountMinor,
      currency: leg.currency,
    }));
    let inserted;
    try {
      inserted = await repository.insertTransfer(
        {
          kind: request.kind,
          idempotencyKey: request.idempotencyKey,
          requestHash: hash,
          metadata: request.metadata ?? {},
          rate: request.rate ?? null,
          legs,
          events: withMovements(request.events ?? [], [movementOf(request.kind, request.legs)]),
        },
        executor,
      );
    } catch (error) {
      if (isOverdraft(error)) throw new AppError('insufficient_balance', { cause: error });
      if (isOutOfRange(error))
        throw new AppError('validation_error', { ...AMOUNT_OUT_OF_RANGE, cause: error });
      throw error;
    }
    if (inserted.transferId === null) return replayOf(request.idempotencyKey, hash, executor);
    return {
      transferId: inserted.transferId,
      balances: balancesByKind(inserted.balances),
      replayed: false,
    } satisfies TransferResult;
  }

  async function settle(
    prelude: SettlementPrelude,
    input: Omit<BetSettlement, 'betId'>,
    reference: string,
    executor: Database,
  ): Promise<{
    balance: bigint | null;
    balances: Record<PlayerAccountKind, bigint> | null;
    columns: Record<string, unknown>;
  }> {
    assertPositive(input.stakeMinor);
    if (typeof input.payoutMinor !== 'bigint' || input.payoutMinor < 0n)
      throw new TypeError('payoutMinor must be a bigint >= 0');
    const currency = deps.houseCurrency;
    const [playerAccountId, houseBetsAccountId, houseWinsAccountId] = (await resolve(
      [
        accountKeyOf({ userId: input.userId, kind: 'player_main' }, currency),
        accountKeyOf({ house: DEBIT_DESTINATIONS.bet }, currency),
        accountKeyOf({ house: CREDIT_SOURCES.win }, currency),
      ],
      executor,
    )) as [bigint, bigint, bigint];
    const hashOf = (op: string, amountMinor: bigint) =>
      requestHash({ op, reference, game: input.game, userId: input.userId, amountMinor });
    try {
      const settled = await repository.insertBetSettlement(
        prelude,
        {
          stakeHash: hashOf('bet', input.stakeMinor),
          winHash: hashOf('win', input.payoutMinor),
          game: input.game,
          playerAccountId,
          houseBetsAccountId,
          houseWinsAccountId,
          currency,
          stakeMinor: input.stakeMinor,
          payoutMinor: input.payoutMinor,
          // The statement writes the events only when the stake's transfer is new.
          events: withMovements(balanceEvent(input.userId, input.events), [
            { kind: 'bet', currency, amount: input.stakeMinor.toString() },
            ...(input.payoutMinor > 0n
              ? [{ kind: 'win', currency, amount: input.payoutMinor.toString() }]
              : []),
          ]),
        },
        executor,
      );
      const done = settled.stakeTransferId !== null;
      return {
        balance: done ? settled.balance : null,
        balances: done && settled.balances ? playerBalancesOf(settled.balances) : null,
        columns: settled.columns,
      };
    } catch (error) {
      if (isOverdraft(error)) throw new AppError('insufficient_balance', { cause: error });
      if (isOutOfRange(error))
        throw new AppError('validation_error', { ...AMOUNT_OUT_OF_RANGE, cause: error });
      throw error;
    }
  }

  /** Runs `work` in the caller's transaction when there is one, else in a new one. */
  function inTransaction<T>(
    executor: Database | undefined,
    work: (tx: Database) => Promise<T>,
  ): Promise<T> {
    if (executor) return work(executor);
    return deps.db.transaction((transaction) => work(transaction as unknown as Database));
  }

  /** Every player account kind with its balance (0 for an account not opened yet). */
  function playerBalancesOf(
    rows: ReadonlyArray<{ kind: string; balance: bigint }>,
  ): Record<PlayerAccountKind, bigint> {
    const balances = Object.fromEntries(PLAYER_ACCOUNT_KINDS.map((kind) => [kind, 0n])) as Record<
      PlayerAccountKind,
      bigint
    >;
    for (const row of rows) balances[row.kind as PlayerAccountKind] = row.balance;
    return balances;
  }

  const balanceEvent = (userId: number, extra: OutboxEvent[] = []): OutboxEvent[] => [
    { topic: BALANCE_CHANGED_TOPIC, userId },
    ...extra,
  ];

  /**
   * Legs that bring `amountMinor` of `currency` from a house account to a player's account in the
   * house currency, converting through house_fx when the currencies differ.
   */
  async function inboundLegs(
    source: HouseAccountKind,
    to: AccountRef,
    amountMinor: bigint,
    currency: string,
    executor: Database,
  ): Promise<{ legs: TransferLeg[]; rate: Record<string, string> | null }> {
    const house = deps.houseCurrency;
    if (currency === house)
      return {
        legs: [
          { account: { house: source }, amountMinor: -amountMinor, currency },
          { account: to, amountMinor, currency },
        ],
        rate: null,
      };
    const conversion = await deps.currencies.convert(amountMinor, currency, house, executor);
    if (conversion.amountMinor <= 0n)
      throw new AppError('validation_error', { message: 'The amount converts to nothing' });
    return {
      legs: [
        { account: { house: source }, amountMinor: -amountMinor, currency },
        { account: { house: 'house_fx' }, amountMinor, currency },
        { account: { house: 'house_fx' }, amountMinor: -conversion.amountMinor, currency: house },
        { account: to, amountMinor: conversion.amountMinor, currency: house },
      ],
      rate: rateRecord(conversion.rate),
    };
  }

  return {
    transfer,

    /**
     * House → player: a deposit (from house_custody), win, adjustment, bonus or bet refund. With a
     * `currency` other than the house currency the amount is converted at the current rate (rounded
     * down) and the rate is recorded; the request hash covers the caller's amount and currency, so a
     * replay matches even after the rate moved.
     */
    async credit(
      input: PlayerMovement & { reason: CreditReason; currency?: string; to?: PlayerAccountKind },
      executor: Database = deps.db,
    ): Promise<TransferResult> {
      assertPositive(input.amountMinor);
      const currency = input.currency ?? deps.houseCurrency;
      const to = input.to ?? (input.reason === 'bonus' ? 'player_bonus' : 'player_main');
      const hash =
        input.requestHash ??
        requestHash({
          op: 'credit',
          reason: input.reason,
          userId: input.userId,
          to,
          amountMinor: input.amountMinor,
          currency,
          metadata: input.metadata ?? {},
        });
      const { legs, rate } = await inboundLegs(
        CREDIT_SOURCES[input.reason],
        { userId: input.userId, kind: to },
        input.amountMinor,
        currency,
        executor,
      );
      return transfer(
        {
          idempotencyKey: input.idempotencyKey,
          requestHash: hash,
          kind: input.reason,
          legs,
          rate,
          metadata: input.metadata,
          events: balanceEvent(input.userId, input.events),
        },
        executor,
      );
    },

    /** Player → house, in the house currency: a bet, adjustment, fee or forfeited bonus. */
    async debit(
      input: PlayerMovement & { reason: DebitReason; from?: PlayerAccountKind },
      executor: Database = deps.db,
    ): Promise<TransferResult> {
      assertPositive(input.amountMinor);
      const currency = deps.houseCurrency;
      return transfer(
        {
          idempotencyKey: input.idempotencyKey,
          requestHash: input.requestHash,
          kind: input.reason,
          legs: [
            {
              account: { userId: input.userId, kind: input.from ?? 'player_main' },
              amountMinor: -input.amountMinor,
              currency,
            },
            {
              account: { house: DEBIT_DESTINATIONS[input.reason] },
              amountMinor: input.amountMinor,
              currency,
            },
          ],
          metadata: input.metadata,
          events: balanceEvent(input.userId, input.events),
        },
        executor,
      );
    },

    /**
     * A stake (kind 'bet', into house_bets) paid with real money first, then bonus money
     * (domain/bonuses.md), in the caller's transaction: both player accounts are locked, so the
     * split is decided on balances nothing else changes before the transfer. 400
     * insufficient_balance when the two together do not cover it. Idempotent by key: a replay
     * answers the first split. `spendableAfter`: main + bonus after the stake (not on a replay).
     */
    async stake(
      input: PlayerMovement & {
        /**
         * The key names a row the caller's transaction has just created (a new bet's id), so no
         * transfer can hold it yet: the lookup for a replay is skipped (one round trip less).
         */
        freshKey?: boolean;
      },
      executor: Database,
    ): Promise<
      TransferResult & {
        split: StakeSplit;
        spendableAfter?: bigint;
        /** Both spendable balances after the stake (its rows stay locked): a balance read saved. */
        spendableBalances?: { player_main: bigint; player_bonus: bigint };
      }
    > {
      assertPositive(input.amountMinor);
      const currency = deps.houseCurrency;
      const hash = input.requestHash ?? stakeHashOf(input);
      const stored = input.freshKey
        ? undefined
        : await repository.findTransferByKey(input.idempotencyKey, executor);
      if (stored) {
        if (stored.requestHash !== hash) throw new AppError('idempotency_conflict');
        const legs = await repository.playerLegsByKind(
          input.userId,
          [input.idempotencyKey],
          executor,
        );
        return {
          transferId: stored.transferId,
          balances: balancesByKind(stored.balances),
          replayed: true,
          split: {
            mainMinor: -(legs.get('player_main') ?? 0n),
            bonusMinor: -(legs.get('player_bonus') ?? 0n),
          },
        };
      }
      const locked = await repository.lockSpendable(input.userId, currency, executor);
      const balanceOf = (kind: PlayerAccountKind) =>
        locked.find((row) => row.kind === kind)?.balance ?? 0n;
      const split = splitStake(
        input.amountMinor,
        balanceOf('player_main'),
        balanceOf('player_bonus'),
      );
      if (!split) throw new AppError('insufficient_balance');
      const legs: TransferLeg[] = [
        { account: { house: DEBIT_DESTINATIONS.bet }, amountMinor: input.amountMinor, currency },
      ];
      if (split.mainMinor > 0n)
        legs.push({
          account: { userId: input.userId, kind: 'player_main' },
          amountMinor: -split.mainMinor,
          currency,
        });
      if (split.bonusMinor > 0n)
        legs.push({
          account: { userId: input.userId, kind: 'player_bonus' },
          amountMinor: -split.bonusMinor,
          currency,
        });
      const result = await transfer(
        {
          idempotencyKey: input.idempotencyKey,
          requestHash: hash,
          kind: 'bet',
          legs,
          metadata: { ...input.metadata, fromBonus: split.bonusMinor.toString() },
          events: balanceEvent(input.userId, input.events),
        },
        executor,
      );
      // Both accounts stay locked: an account the stake did not touch still holds what was read.
      const spendableBalances = {
        player_main: result.balances.player_main ?? balanceOf('player_main'),
        player_bonus: result.balances.player_bonus ?? balanceOf('player_bonus'),
      };
      const spendableAfter = spendableBalances.player_main + spendableBalances.player_bonus;
      return { ...result, split, spendableAfter, spendableBalances };
    },

    /**
     * A payout (a win from house_wins, a refund from house_bets) split back in the proportion the
     * stakes stored under `stakeKeys` were paid (stake-split.ts splitPayout). The bonus part goes
     * to player_bonus while `bonusActive`; once the bonus has ended (forfeited, expired, converted)
     * it goes to house_bonuses, as the rest of that bonus's money did. Idempotent by key.
     */
    async payout(
      input: PlayerMovement & {
        reason: 'win' | 'refund';
        stakeKeys: readonly string[];
        bonusActive: boolean;
      },
      executor: Database,
    ): Promise<TransferResult & { split: StakeSplit }> {
      assertPositive(input.amountMinor);
      const currency = deps.houseCurrency;
      const hash =
        input.requestHash ??
        requestHash({
          op: 'payout',
          reason: input.reason,
          userId: input.userId,
          amountMinor: input.amountMinor,
          stakeKeys: [...input.stakeKeys].sort(),
          metadata: input.metadata ?? {},
        });
      const staked = await repository.playerLegsByKind(input.userId, input.stakeKeys, executor);
      const split = splitPayout(input.amountMinor, {
        mainMinor: -(staked.get('player_main') ?? 0n),
        bonusMinor: -(staked.get('player_bonus') ?? 0n),
      });
      const legs: TransferLeg[] = [
        {
          account: { house: CREDIT_SOURCES[input.reason] },
          amountMinor: -input.amountMinor,
          currency,
        },
      ];
      if (split.mainMinor > 0n)
        legs.push({
          account: { userId: input.userId, kind: 'player_main' },
          amountMinor: split.mainMinor,
          currency,
        });
      if (split.bonusMinor > 0n)
        legs.push({
          account: input.bonusActive
            ? { userId: input.userId, kind: 'player_bonus' }
            : { house: 'house_bonuses' },
          amountMinor: split.bonusMinor,
          currency,
        });
      const result = await transfer(
        {
          idempotencyKey: input.idempotencyKey,
          requestHash: hash,
          kind: input.reason,
          legs,
          metadata: { ...input.metadata, toBonus: split.bonusMinor.toString() },
          events: balanceEvent(input.userId, input.events),
        },
        executor,
      );
      return { ...result, split };
    },

    /**
     * Moves a withdrawal's amount from player_main into pending_withdrawal and records the hold
     * under `holdId` (e.g. the withdrawal's public id). Idempotent by `hold:<holdId>`.
     */
    async hold(
      input: Omit<PlayerMovement, 'idempotencyKey'> & { holdId: string },
      executor?: Database,
    ): Promise<TransferResult> {
      assertPositive(input.amountMinor);
      const currency = deps.houseCurrency;
      return inTransaction(executor, async (tx) => {
        const result = await transfer(
          {
            idempotencyKey: `hold:${input.holdId}`,
            requestHash: input.requestHash,
            kind: 'hold',
            legs: [
              {
                account: { userId: input.userId, kind: 'player_main' },
                amountMinor: -input.amountMinor,
                currency,
              },
              {
                account: { userId: input.userId, kind: 'pending_withdrawal' },
                amountMinor: input.amountMinor,
                currency,
              },
            ],
            metadata: { ...input.metadata, holdId: input.holdId },
            events: balanceEvent(input.userId, input.events),
          },
          tx,
        );
        await repository.insertHold(
          {
            id: input.holdId,
            userId: input.userId,
            amountMinor: input.amountMinor,
            currency,
            transferId: result.transferId,
          },
          tx,
        );
        return result;
      });
    },

    /** Cancel or reject: the held amount goes back to player_main. Idempotent per hold. */
    releaseHold(input: HoldFinish, executor?: Database): Promise<TransferResult> {
      return finishHold(input, 'released', executor);
    },

    /**
     * Payout: the held amount leaves to house_custody. With `payoutCurrency` the leg into custody is
     * converted (rounded down) and the rate recorded. Idempotent per hold.
     */
    settleHold(
      input: HoldFinish & { payoutCurrency?: string },
      executor?: Database,
    ): Promise<TransferResult> {
      return finishHold(input, 'settled', executor);
    },

    /** Balances of the player's accounts in the house currency; 0 for accounts not yet used. */
    /** balancesOf of several players in one read; every asked player has an entry. */
    async balancesOfMany(
      userIds: readonly number[],
    ): Promise<Map<number, Record<PlayerAccountKind, bigint>>> {
      const rows = userIds.length > 0 ? await repository.playerBalancesOfMany(userIds) : [];
      const byUser = new Map<number, typeof rows>(userIds.map((id) => [id, []]));
      for (const row of rows)
        if (row.currency === deps.houseCurrency) byUser.get(row.userId)?.push(row);
      return new Map([...byUser].map(([id, own]) => [id, playerBalancesOf(own)]));
    },

    async balancesOf(
      userId: number,
      executor: Database = deps.db,
    ): Promise<Record<PlayerAccountKind, bigint>> {
      const rows = await repository.playerBalances(userId, executor);
      return playerBalancesOf(rows.filter((row) => row.currency === deps.houseCurrency));
    },

    /**
     * balancesOf with player_main and player_bonus locked until the caller's transaction ends: for
     * a move of bonus money decided on its balance (conversion, forfeit), so a stake in between
     * cannot make it overdraw.
     */
    async lockedBalancesOf(
      userId: number,
      executor: Database,
    ): Promise<Record<PlayerAccountKind, bigint>> {
      await repository.lockSpendable(userId, deps.houseCurrency, executor);
      const rows = await repository.playerBalances(userId, executor);
      return playerBalancesOf(rows.filter((row) => row.currency === deps.houseCurrency));
    },

    /**
     * What the wagering rule needs, in the house currency: the player's turnover (stakes of 'bet'
     * transfers, from any of their accounts) and the deposits credited to player_main.
     */
    async wageringOf(
      userId: number,
      executor: Database = deps.db,
    ): Promise<{ betsMinor: bigint; depositsMinor: bigint }> {
      return repository.wageringTotals(userId, deps.houseCurrency, executor);
    },

    /**
     * What the gaming-revenue rule (invalid_ggr) needs, in the house currency: stakes and wins of
     * the player's play and the deposits credited to player_main.
     */
    async gamingTotalsOf(
      userId: number,
      executor: Database = deps.db,
    ): Promise<{ betsMinor: bigint; winsMinor: bigint; depositsMinor: bigint }> {
      return repository.gamingTotals(userId, deps.houseCurrency, executor);
    },

    /**
     * Stakes, returns and deposits of the player in the house currency since each of `sinces`
     * (responsible-gaming limits). Run it in the stake's transaction for figures that include
     * what committed before the caller's lock.
     */
    playTotalsSince(
      userId: number,
      sinces: readonly Date[],
      executor: Database = deps.db,
    ): Promise<PlayTotals[]> {
      return repository.playTotalsSince(userId, deps.houseCurrency, sinces, executor);
    },

    /** Players whose bet turnover (house currency) reached `thresholdMinor`: VIP promotion. */
    turnoverAtLeast(
      thresholdMinor: bigint,
      page: { afterUserId: number; limit: number },
    ): Promise<number[]> {
      return repository.turnoverAtLeast(thresholdMinor, deps.houseCurrency, page);
    },

    /** The player's transfers, newest first, with only the player's own legs. */
    async transfersOf(
      userId: number,
      page: { offset: number; limit: number },
    ): Promise<{ items: PlayerTransferRow[]; total: number }> {
      const { rows, total } = await repository.playerTransfers(userId, page);
      return { items: rows, total };
    },

    /**
     * A bet's stake (a 'bet' transfer from player_main to house_bets, keyed `original-bet:<betId>`)
     * and payout (a 'win' transfer from house_wins, keyed `original-win:<betId>`) in one statement:
     * one round trip in the caller's transaction. The stake must be covered before the payout
     * (insufficient_balance otherwise). A bet id settles once: a second call is an error.
     */
    async settleBet(
      input: BetSettlement,
      executor: Database = deps.db,
    ): Promise<BetSettlementResult> {
      const settled = await settle(knownBetPrelude(input.betId), input, input.betId, executor);
      if (settled.balance === null) throw new Error(`bet ${input.betId} was settled before`);
      return { balance: settled.balance };
    },

    /**
     * settleBet for a bet the same statement writes: `prelude` (see SettlementPrelude) runs first
     * and names the bet in `settled_bet`. `reference` identifies the request in the transfers'
     * hashes. `balance` is null when `settled_bet` was empty (nothing settled); `balances` then
     * too, else every player account of the house currency as balancesOf gives it, read by the
     * same statement (player_main after the settlement); `columns` holds the prelude's select
     * columns.
     */
    async settleBetAfter(
      prelude: SettlementPrelude,
      input: Omit<BetSettlement, 'betId'> & { reference: string },
      executor: Database = deps.db,
    ): Promise<{
      balance: bigint | null;
      balances: Record<PlayerAccountKind, bigint> | null;
      columns: Record<string, unknown>;
    }> {
      return settle(prelude, input, input.reference, executor);
    },

    /**
     * Makes sure these accounts exist and that this process knows their ids, outside any
     * transaction: a transfer inside a caller's transaction then needs no account lookup (ids found
     * inside a transaction are not remembered, as the transaction may roll back). Free once known.
     */
    async prepareAccounts(
      refs: AccountRef[],
      currency: string = deps.houseCurrency,
    ): Promise<void> {
      await resolve(
        refs.map((ref) => accountKeyOf(ref, currency)),
        deps.db,
      );
    },

    /**
     * A stake from real money ('bet') or a payout to it ('win') as CTEs of the caller's statement
     * (inline-move.ts), with its accounts resolved (outside any transaction, like prepareAccounts)
     * and the stake's hash as `stake` computes it, so either path can replay the other's key. A
     * payout names its `requestHash` (its stakes may be known only to the statement).
     */
    async inlineMove(
      input: InlineMoveInput & { name: string; when: string },
      param: SqlParam,
    ): Promise<InlineMoveSql> {
      return inlineMoveSql(
        { ...(await inlineMoveOf(input)), name: input.name, when: input.when },
        param,
      );
    },

    /**
     * The same move as one row of a set written by one statement (inlineMovesSql): the caller's
     * statement joins it to its other rows.
     */
    async inlineMoveRow(input: InlineMoveInput): Promise<InlineMoveRow> {
      return inlineMoveRow(await inlineMoveOf(input));
    },

    /** Creates the player's accounts in the house currency (idempotent); call at sign-up. */
    async ensurePlayerAccounts(userId: number, executor: Database = deps.db): Promise<void> {
      await resolve(
        PLAYER_ACCOUNT_KINDS.map((kind) => ({
          ownerType: 'player' as const,
          userId,
          kind,
          currency: deps.houseCurrency,
        })),
        executor,
      );
    },
  };

  async function finishHold(
    input: HoldFinish & { payoutCurrency?: string },
    status: 'released' | 'settled',
    executor: Database | undefined,
  ): Promise<TransferResult> {
    const idempotencyKey = `hold-${status === 'released' ? 'release' : 'settle'}:${input.holdId}`;
    return inTransaction(executor, async (tx) => {
      const hold = await repository.findHoldForUpdate(input.holdId, tx);
      if (!hold) throw new AppError('not_found');
      if (hold.status !== 'held') {
        // Finished before: the same finish is a replay; the other one is refused.
        if (hold.status !== status) throw new AppError('conflict');
        const stored = await repository.findTransferByKey(idempotencyKey, tx);
        if (!stored) throw new Error(`hold ${hold.id} is ${hold.status} without its transfer`);
        return {
          transferId: stored.transferId,
          balances: balancesByKind(stored.balances),
          replayed: true,
        };
      }
      const pending: AccountRef = { userId: hold.userId, kind: 'pending_withdrawal' };
      let legs: TransferLeg[];
      let rate: Record<string, string> | null = null;
      if (status === 'released') {
        legs = [
          { account: pending, amountMinor: -hold.amountMinor, currency: hold.currency },
          {
            account: { userId: hold.userId, kind: 'player_main' },
            amountMinor: hold.amountMinor,
            currency: hold.currency,
          },
        ];
      } else if (!input.payoutCurrency || input.payoutCurrency === hold.currency) {
        legs = [
          { account: pending, amountMinor: -hold.amountMinor, currency: hold.currency },
          {
            account: { house: 'house_custody' },
            amountMinor: hold.amountMinor,
            currency: hold.currency,
          },
        ];
      } else {
        const conversion = await deps.currencies.convert(
          hold.amountMinor,
          hold.currency,
          input.payoutCurrency,
          tx,
        );
        rate = rateRecord(conversion.rate);
        legs = [
          { account: pending, amountMinor: -hold.amountMinor, currency: hold.currency },
          {
            account: { house: 'house_fx' },
            amountMinor: hold.amountMinor,
            currency: hold.currency,
          },
          ...(conversion.amountMinor > 0n
            ? [
                {
                  account: { house: 'house_fx' } as AccountRef,
                  amountMinor: -conversion.amountMinor,
                  currency: input.payoutCurrency,
                },
                {
                  account: { house: 'house_custody' } as AccountRef,
                  amountMinor: conversion.amountMinor,
                  currency: input.payoutCurrency,
                },
              ]
            : []),
        ];
      }
      const result = await transfer(
        {
          idempotencyKey,
          kind: status === 'released' ? 'hold_release' : 'hold_settle',
          legs,
          rate,
          metadata: { ...input.metadata, holdId: hold.id },
          events: balanceEvent(hold.userId, input.events),
        },
        tx,
      );
      await repository.finishHold(hold.id, status, result.transferId, tx);
      return result;
    });
  }
}

export interface HoldFinish {
  holdId: string;
  metadata?: Record<string, unknown>;
  events?: OutboxEvent[];
}

export type LedgerService = ReturnType<typeof ledgerService>;
