import type { AdminCashierQuery, AdminCashierResponse } from '@wheelhouse/contracts/admin-players';
import type { WagerStatus } from '@wheelhouse/contracts/cashier-crypto';
import { convertMinor, formatAmount, type Rate } from '@wheelhouse/contracts/money';
import type {
  Balance,
  BalanceAmount,
  DisplayCurrency,
  Transaction,
  TransactionStatus,
  TransactionType,
  TransactionsQuery,
  TransactionsResponse,
} from '@wheelhouse/contracts/wallet';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { appendOutbox } from '../../platform/outbox';
import type { BonusesService } from '../bonuses';
import type { CurrenciesService, Currency } from '../currencies';
import type { LedgerService, PlayerAccountKind } from '../ledger';
import type { SettingsService } from '../settings';
import type { UsersService } from '../users';
import { balanceAmount, buildBalance } from './balance';
import { orderForLocale } from './display-currencies';
import { walletRepository } from './repository';
import { newTransactionId, toTransaction, type TransactionRow } from './transactions';
import { gamingRevenueAllowsWithdrawal, wageringProgress } from './wagering';

/** Outbox topic of a cashier transaction's status change; its payload is the Transaction. */
export const TRANSACTION_CHANGED_TOPIC = 'transaction.changed';

export interface WalletServiceDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  ledger: Pick<LedgerService, 'balancesOf' | 'balancesOfMany' | 'wageringOf' | 'gamingTotalsOf'>;
  currencies: Pick<
    CurrenciesService,
    'getCurrency' | 'requireCurrency' | 'listCurrencies' | 'rateOf'
  >;
  users: Pick<
    UsersService,
    'primaryCurrencyOf' | 'primaryCurrenciesOf' | 'setPrimaryCurrency' | 'me'
  >;
  settings: Pick<SettingsService, 'get'>;
  bonuses: Pick<
    BonusesService,
    | 'activeBonuses'
    | 'activeBonusesOfMany'
    | 'activeCount'
    | 'activeBonusesColumn'
    | 'activeBonusesFrom'
  >;
}

/** What a caller of balanceOf read already (see there). */
export interface BalanceKnown {
  /** The spendable balances (the only ones a Balance shows). */
  balances?: Pick<Record<PlayerAccountKind, bigint>, 'player_main' | 'player_bonus'>;
  primaryCurrency?: string;
  /** The columns of balanceColumns, read by the caller's statement. */
  columns?: Record<string, unknown>;
}

/** The column balanceColumns adds (prefixed: it shares a statement with the caller's columns). */
const ACTIVE_BONUSES_COLUMN = 'wallet_active_bonuses';

export interface NewTransaction {
  /** Public id; a fresh random one when absent. */
  id?: string;
  userId: number;
  type: TransactionType;
  status: TransactionStatus;
  /** Minor units of `currency` at its ledger scale (the amount the player asked for or sent). */
  amountMinor: bigint;
  currency: string;
  externalId?: string | null;
  paymentDetails?: string | null;
  address?: string | null;
  cancellableUntil?: Date | null;
  /** Why it was declined (e.g. below_minimum); shown as Transaction.reason. */
  reason?: string | null;
}

export interface TransactionStatusChange {
  userId: number;
  id: string;
  status: TransactionStatus;
  /** Leave undefined to keep the deadline; null clears it. */
  cancellableUntil?: Date | null;
  /** Why (e.g. the reviewer's decline reason); leave undefined to keep it, null clears it. */
  reason?: string | null;
  /** The provider's reference once known (a payout's chain tx hash); undefined keeps it. */
  externalId?: string | null;
}

function unknownCurrency(field: string): AppError {
  return new AppError('validation_error', {
    fields: { [field]: { key: 'Validation.unknown_currency' } },
  });
}

function toDisplayCurrency(currency: Currency): DisplayCurrency {
  return {
    code: currency.code,
    name: currency.name,
    kind: currency.kind,
    displayFormat: currency.displayFormat,
    precision: currency.displayPrecision,
    icon: currency.icon,
  };
}

/**
 * The player's wallet: balance in their display currency, the display currencies, and the cashier
 * history (wallet_transactions). Balances come from the ledger; this module never writes money.
 */
export function walletService(deps: WalletServiceDeps) {
  const repository = walletRepository(deps.db);

  async function transactionOf(row: TransactionRow, executor?: Database): Promise<Transaction> {
    const currency = await deps.currencies.requireCurrency(row.currency, executor);
    return toTransaction(row, currency.ledgerScale);
  }

  /** Writes the status event through `executor`, the transaction that made the change. */
  async function announce(transaction: Transaction, userId: number, executor: Database) {
    await appendOutbox(executor, [
      { topic: TRANSACTION_CHANGED_TOPIC, userId, payload: transaction },
    ]);
  }

  /**
   * The player's display currency and the house → display rate. An inactive display currency, or
   * one without a rate, falls back to the house currency rather than failing the whole wallet.
   */
  async function displayOf(
    userId: number,
    knownCode?: string,
  ): Promise<{ house: Currency; primary: Currency; rate: Rate }> {
    const primaryCode = knownCode ?? (await deps.users.primaryCurrencyOf(userId));
    const house = await deps.currencies.requireCurrency(deps.houseCurrency);
    let primary = (await deps.currencies.getCurrency(primaryCode)) ?? house;
    let rate: Rate = { numerator: 1n, denominator: 1n };
    if (!primary.active) primary = house;
    if (primary.code !== house.code) {
      try {
        rate = (await deps.currencies.rateOf(house.code, primary.code)).rate;
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'not_found')) throw error;
        primary = house;
      }
    }
    return { house, primary, rate };
  }

  /**
   * The Balance of the player, read after the last commit, in their display currency. `known`
   * saves the reads a caller has just made: the ledger balances a statement returned with its
   * change (ledger.settleBetAfter) and the primary currency read on this request.
   */
  async function balanceOf(userId: number, known: BalanceKnown = {}): Promise<Balance> {
    const [balances, display] = await Promise.all([
      known.balances ?? deps.ledger.balancesOf(userId),
      displayOf(userId, known.primaryCurrency),
    ]);
    const bonuses =
      known.columns && ACTIVE_BONUSES_COLUMN in known.columns
        ? deps.bonuses.activeBonusesFrom(
            known.columns[ACTIVE_BONUSES_COLUMN],
            balances.player_bonus,
          )
        : await deps.bonuses.activeBonuses(userId, balances.player_bonus);
    return buildBalance({
      main: balances.player_main,
      bonus: balances.player_bonus,
      bonuses,
      ...display,
    });
  }

  /**
   * Verified = the personal data a withdrawal needs is complete on the profile. The users module
   * reads on its own connection: call it before opening a transaction.
   */
  async function isVerified(userId: number): Promise<boolean> {
    const profile = await deps.users.me(userId);
    return Boolean(profile.firstName && profile.lastName && profile.dateOfBirth);
  }

  async function wagering(userId: number, executor: Database = deps.db) {
    const multiplier = await deps.settings.get('withdraw.depositWagerMultiplier', executor);
    return wageringProgress(multiplier, await deps.ledger.wageringOf(userId, executor));
  }

  async function verificationRequired(userId: number): Promise<boolean> {
    return (
      (await deps.settings.get('withdraw.requiresVerification')) && !(await isVerified(userId))
    );
  }

  /**
   * balanceOf of several players with three reads in all (balances, display currencies, active
   * bonuses), not three per player: the outbox relay's balance pushes. A player who is gone has
   * no entry.
   */
  async function balancesOfMany(userIds: readonly number[]): Promise<Map<number, Balance>> {
    const [balances, currencies] = await Promise.all([
      deps.ledger.balancesOfMany(userIds),
      deps.users.primaryCurrenciesOf(userIds),
    ]);
    const present = userIds.filter((id) => currencies.has(id));
    const bonuses = await deps.bonuses.activeBonusesOfMany(
      new Map(present.map((id) => [id, balances.get(id)!.player_bonus])),
    );
    const result = new Map<number, Balance>();
    for (const userId of present) {
      const own = balances.get(userId)!;
      result.set(
        userId,
        buildBalance({
          main: own.player_main,
          bonus: own.player_bonus,
          bonuses: bonuses.get(userId) ?? [],
          ...(await displayOf(userId, currencies.get(userId))),
        }),
      );
    }
    return result;
  }

  return {
    balanceOf,
    balancesOfMany,

    /**
     * House-currency amounts (minor units) as Balance amounts in the player's display currency,
     * or in the house currency for a guest (null): the wheel's prizes.
     */
    async displayAmounts(
      userId: number | null,
      minors: readonly bigint[],
    ): Promise<BalanceAmount[]> {
      const display =
        userId === null
          ? await deps.currencies.requireCurrency(deps.houseCurrency).then((house) => ({
              house,
              primary: house,
              rate: { numerator: 1n, denominator: 1n } as Rate,
            }))
          : await displayOf(userId);
      return minors.map((minor) => balanceAmount(minor, display));
    },

    /**
     * Select columns a caller may add to its own statement (one that changes the player's money,
     * e.g. a bet) so that balanceOf needs no read of its own after it: pass the statement's row as
     * `known.columns`. `userIdSql` names the player in that statement (a parameter).
     */
    balanceColumns(userIdSql: string, wagerCteName?: string): string {
      return deps.bonuses.activeBonusesColumn(userIdSql, ACTIVE_BONUSES_COLUMN, wagerCteName);
    },

    /**
     * GET /api/v2/wallet/wager: whether the player may withdraw now (the deposit wagering rule),
     * how many active bonuses a withdrawal would forfeit, and whether verification stands in the
     * way. Turnover amounts in the display currency (rounded down, as the balance).
     */
    async wagerStatus(userId: number): Promise<WagerStatus> {
      const [progress, display, activeBonuses, unverified] = await Promise.all([
        wagering(userId),
        displayOf(userId),
        deps.bonuses.activeCount(userId),
        verificationRequired(userId),
      ]);
      const { house, primary, rate } = display;
      const shown = (minor: bigint) =>
        formatAmount(
          convertMinor(minor, house.ledgerScale, primary.ledgerScale, rate),
          primary.ledgerScale,
        );
      return {
        enabled: progress.complete,
        wager: {
          current: shown(progress.currentMinor),
          total: shown(progress.totalMinor),
          currency: primary.code,
        },
        activeBonuses,
        verificationRequired: unverified,
      };
    },

    isVerified,

    /**
     * The operator rules a withdrawal request must pass before anything else, in this order:
     * payments on (403 payments_are_disabled), verified when required (403 verification_required;
     * `verified` from isVerified), deposit wagering finished (400 wager), the gaming-revenue rule (400 invalid_ggr). Reads through `executor`,
     * the caller's transaction.
     */
    async assertWithdrawalAllowed(
      userId: number,
      verified: boolean,
      executor: Database = deps.db,
    ): Promise<void> {
      if (!(await deps.settings.get('payments.enabled', executor)))
        throw new AppError('payments_are_disabled');
      if (!verified && (await deps.settings.get('withdraw.requiresVerification', executor)))
        throw new AppError('verification_required');
      if (!(await wagering(userId, executor)).complete) throw new AppError('wager');
      const minGgrPercent = await deps.settings.get('withdraw.minGgrPercent', executor);
      if (
        minGgrPercent > 0 &&
        !gamingRevenueAllowsWithdrawal(
          minGgrPercent,
          await deps.ledger.gamingTotalsOf(userId, executor),
        )
      )
        throw new AppError('invalid_ggr');
    },

    /** PATCH viewer: the code must name an active currency (400 with a field error otherwise). */
    async setPrimaryCurrency(userId: number, code: string): Promise<Balance> {
      const currency = await deps.currencies.getCurrency(code);
      if (!currency || !currency.active) throw unknownCurrency('currency.primary');
      await deps.users.setPrimaryCurrency(userId, currency.code);
      return balanceOf(userId);
    },

    /** Active currencies in the operator's order; for the uk locale UAH second and RUB last. */
    async displayCurrencies(locale: string | undefined): Promise<DisplayCurrency[]> {
      const active = await deps.currencies.listCurrencies({ activeOnly: true });
      return orderForLocale(active.map(toDisplayCurrency), locale);
    },

    /** The player's own cashier history, newest first. */
    async history(userId: number, query: TransactionsQuery): Promise<TransactionsResponse> {
      const { rows, total } = await repository.page(userId, query);
      return {
        items: await Promise.all(rows.map((row) => transactionOf(row))),
        meta: { offset: query.offset, limit: query.limit, total },
      };
    },

    /** A player's cashier history for staff (crypto and fiat), newest first, by type if asked. */
    async historyForStaff(userId: number, query: AdminCashierQuery): Promise<AdminCashierResponse> {
      const { rows, total } = await repository.page(userId, query);
      return {
        data: await Promise.all(
          rows.map(async (row) => ({
            ...(await transactionOf(row)),
            channel:
              row.type === 'buy' || row.type === 'sell' ? ('fiat' as const) : ('crypto' as const),
          })),
        ),
        meta: { offset: query.offset, limit: query.limit, total },
      };
    },

    /**
     * Adds a cashier transaction and its `transaction` event, both through `executor`: the caller's
     * database transaction, so the row, the money movement and the event commit together.
     */
    async recordTransaction(input: NewTransaction, executor: Database): Promise<Transaction> {
      const currency = await deps.currencies.requireCurrency(input.currency, executor);
      if (input.amountMinor < 0n) throw new TypeError('amountMinor must not be negative');
      const now = deps.clock.now();
      const row = await repository.insert(
        {
          id: input.id ?? newTransactionId(),
          userId: input.userId,
          type: input.type,
          status: input.status,
          amountMinor: input.amountMinor,
          currency: currency.code,
          externalId: input.externalId ?? null,
          paymentDetails: input.paymentDetails ?? null,
          address: input.address ?? null,
          cancellableUntil: input.cancellableUntil ?? null,
          statusReason: input.reason ?? null,
          createdAt: now,
          updatedAt: now,
        },
        executor,
      );
      const transaction = toTransaction(row, currency.ledgerScale);
      await announce(transaction, input.userId, executor);
      return transaction;
    },

    /** One transaction of the player's history; undefined when it is not theirs. */
    async transactionOfUser(
      userId: number,
      id: string,
      executor?: Database,
    ): Promise<Transaction | undefined> {
      const row = await repository.findForUser(userId, id, executor);
      return row ? transactionOf(row, executor) : undefined;
    },

    /** Moves a transaction to a new status (with its reason) and writes its event, through `executor`. */
    async updateTransactionStatus(
      change: TransactionStatusChange,
      executor: Database,
    ): Promise<Transaction> {
      const row = await repository.updateStatus({ ...change, now: deps.clock.now() }, executor);
      if (!row) throw new AppError('not_found');
      const transaction = await transactionOf(row, executor);
      await announce(transaction, change.userId, executor);
      return transaction;
    },
  };
}

export type WalletService = ReturnType<typeof walletService>;
