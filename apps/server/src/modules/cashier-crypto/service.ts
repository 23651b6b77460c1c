import {
  ZCryptoNetwork,
  type AdminCryptoMethod,
  type AdminCryptoMethodsResponse,
  type CryptoDepositResponse,
  type CryptoMethodCode,
  type CryptoPaymentMethod,
  type CryptoWithdrawFeeResponse,
  type CryptoWithdrawRequest,
  type DevChainTransferRequest,
  type DevChainTransferResponse,
  type UpdateCryptoMethodRequest,
  type WithdrawAddressSuggestion,
} from '@wheelhouse/contracts/cashier-crypto';
import type { FieldError } from '@wheelhouse/contracts/errors';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { parseAmountField } from '../../platform/amount-field';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { runIdempotent } from '../../platform/idempotency';
import type { AuditEntry } from '../../platform/audit';
import type { BonusesService } from '../bonuses';
import type { RgGuard } from '../responsible-gaming';
import { convertUp, type CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { SettingsService } from '../settings';
import type { UsersService } from '../users';
import { newTransactionId, type WalletService } from '../wallet';
import type { ChainGateway } from './chain-gateway';
import { assertUnderDailyLimit, type WithdrawnSince } from './daily-limit';
import { assertWithdrawAmountInBounds } from './withdraw-bounds';
import {
  cashierCryptoRepository,
  type CryptoDepositRow,
  type CryptoMethodChange,
  type CryptoMethodRow,
} from './repository';

export interface CashierCryptoServiceDeps {
  db: Database;
  clock: Clock;
  gateway: ChainGateway;
  houseCurrency: string;
  ledger: Pick<LedgerService, 'credit' | 'hold' | 'releaseHold'>;
  currencies: Pick<CurrenciesService, 'requireCurrency' | 'convert'>;
  wallet: Pick<
    WalletService,
    | 'recordTransaction'
    | 'updateTransactionStatus'
    | 'transactionOfUser'
    | 'assertWithdrawalAllowed'
    | 'isVerified'
  >;
  users: Pick<UsersService, 'recordCompletedDeposit' | 'depositCountOf'>;
  settings: Pick<SettingsService, 'get'>;
  bonuses: Pick<BonusesService, 'forfeitActive' | 'onDepositCredited'>;
  /** Deposit limits and blocks: checked before an address is handed out. */
  rg: Pick<RgGuard, 'assertDepositAllowed'>;
  /** Writes a back-office audit row inside the given transaction (the admin module's recordAudit). */
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
  /** Called after a commit that wrote outbox events, so the relay sends them at once. */
  onCommitted: () => void;
  /** The player's other withdrawals (fiat sells) that count toward the one daily limit. */
  otherWithdrawnSince?: readonly WithdrawnSince[];
}

/** Players with this many completed deposits get the extra crypto deposit bonus (spec §4). */
export const LOYAL_DEPOSIT_COUNT = 4;
/** The extra bonus, in basis points (+5 %). */
export const LOYAL_BONUS_BPS = 500;

/** How many of the player's last withdrawal addresses are suggested. */
const ADDRESS_SUGGESTIONS = 5;

/** Why a detected transfer was declined; the history row carries it as its reason. */
export const BELOW_MINIMUM = 'below_minimum';

/** The ledger idempotency key of one chain output: credited at most once, whatever reports it. */
export function chainCreditKey(network: string, txHash: string, outputIndex: number): string {
  return `chain:${network}:${txHash}:${outputIndex}`;
}

function notSupported(): AppError {
  return new AppError('validation_error', {
    fields: { currency: { key: 'Validation.currency_not_supported' } },
  });
}

/** Crypto cashier: payment methods, deposit addresses, detected transfers and their crediting. */
export function cashierCryptoService(deps: CashierCryptoServiceDeps) {
  const repository = cashierCryptoRepository(deps.db);

  async function requireMethod(code: string): Promise<CryptoMethodRow> {
    const method = await repository.method(code);
    if (!method) throw notSupported();
    return method;
  }

  async function toMethod(row: CryptoMethodRow, bonusBps: number): Promise<CryptoPaymentMethod> {
    const currency = await deps.currencies.requireCurrency(row.currency);
    return {
      code: row.code as CryptoMethodCode,
      name: row.name,
      icon: currency.icon,
      iconBig: currency.icon,
      network: ZCryptoNetwork.parse(row.network),
      precision: currency.displayPrecision,
      isFiat: false,
      withdrawAllowed: row.withdrawAllowed,
      minWithdrawAmount: formatAmount(row.minWithdrawMinor, currency.ledgerScale),
      minDepositAmount: formatAmount(row.minDepositMinor, currency.ledgerScale),
      addressFormat: row.addressFormat,
      displayFormat: currency.displayFormat,
      depositBonusAvailable: row.depositBonusAvailable,
      depositBonus: row.depositBonusAvailable ? bonusBps / 10_000 : 0,
      valuePresets: row.valuePresets,
      additionalProviders: row.additionalProviders.filter((p) => p === 'cryptobot'),
    };
  }

  /**
   * The deposit bonus the wallet advertised for this method (GET /api/v1/wallet/currencies/bonus)
   * to the player before this deposit: the method's own plus +5 % from 4 earlier deposits.
   */
  async function advertisedBonusBps(methodCode: string, userId: number, tx: Database) {
    const method = await repository.method(methodCode, tx);
    if (!method?.depositBonusAvailable) return 0;
    const earlier = (await deps.users.depositCountOf(userId, tx)) - 1;
    return method.depositBonusBps + (earlier >= LOYAL_DEPOSIT_COUNT ? LOYAL_BONUS_BPS : 0);
  }

  /** Credits one confirmed deposit in one database transaction; false when already finished. */
  async function complete(
    deposit: CryptoDepositRow,
    onCredited?: (tx: Database, transaction: Transaction) => Promise<void>,
  ): Promise<boolean> {
    const done = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const claimed = await repository.claimCompletion(deposit.id, deps.clock.now(), tx);
      if (!claimed) return false;
      await deps.ledger.credit(
        {
          reason: 'deposit',
          userId: claimed.userId,
          amountMinor: claimed.amountMinor,
          currency: claimed.currency,
          idempotencyKey: chainCreditKey(claimed.network, claimed.txHash, claimed.outputIndex),
          metadata: {
            source: 'cashier-crypto',
            gateway: deps.gateway.name,
            method: claimed.methodCode,
            txHash: claimed.txHash,
            outputIndex: claimed.outputIndex,
          },
        },
        tx,
      );
      const completed = await deps.wallet.updateTransactionStatus(
        { userId: claimed.userId, id: claimed.transactionId, status: 'completed' },
        tx,
      );
      await deps.users.recordCompletedDeposit(claimed.userId, tx);
      await onCredited?.(tx, completed);
      await deps.bonuses.onDepositCredited(tx, {
        userId: claimed.userId,
        amountMinor: claimed.amountMinor,
        currency: claimed.currency,
        channel: 'crypto',
        depositKey: chainCreditKey(claimed.network, claimed.txHash, claimed.outputIndex),
        methodBonusBps: await advertisedBonusBps(claimed.methodCode, claimed.userId, tx),
      });
      return true;
    });
    if (done) deps.onCommitted();
    return done;
  }

  /**
   * Records one chain output once: a pending deposit with its history row (declined when below
   * the method's minimum). A repeat answers the first record unchanged.
   */
  async function recordDeposit(input: {
    method: CryptoMethodRow;
    userId: number;
    address: string;
    amountMinor: bigint;
    txHash: string;
    outputIndex: number;
  }): Promise<{ row: CryptoDepositRow; transaction: Transaction }> {
    const { method, userId, amountMinor } = input;
    const currency = await deps.currencies.requireCurrency(method.currency);
    if (amountMinor <= 0n)
      throw new AppError('validation_error', {
        fields: { amount: { key: 'Validation.invalid_amount' } },
      });
    const belowMinimum = amountMinor < method.minDepositMinor;
    const created = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const id = newTransactionId();
      const row = await repository.insertDeposit(
        {
          network: method.network,
          txHash: input.txHash,
          outputIndex: input.outputIndex,
          methodCode: method.code,
          userId,
          address: input.address,
          amountMinor,
          currency: currency.code,
          status: belowMinimum ? 'declined' : 'pending',
          declineReason: belowMinimum ? BELOW_MINIMUM : null,
          confirmationsRequired: method.confirmations,
          transactionId: id,
          detectedAt: deps.clock.now(),
        },
        tx,
      );
      if (!row) return undefined;
      const recorded = await deps.wallet.recordTransaction(
        {
          id,
          userId,
          type: 'deposit',
          status: belowMinimum ? 'declined' : 'pending',
          amountMinor,
          currency: currency.code,
          externalId: input.txHash,
          reason: belowMinimum ? BELOW_MINIMUM : null,
          address: input.address,
        },
        tx,
      );
      return { row, transaction: recorded };
    });
    if (created) {
      deps.onCommitted();
      return created;
    }
    const existing = await repository.depositByOutput(
      method.network,
      input.txHash,
      input.outputIndex,
    );
    if (!existing) throw new Error('crypto deposit vanished after a conflicting insert');
    const transaction = await deps.wallet.transactionOfUser(
      existing.userId,
      existing.transactionId,
    );
    if (!transaction) throw new Error('crypto deposit without its history row');
    return { row: existing, transaction };
  }

  function requireFinance(member: StaffPrincipal) {
    if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
  }

  async function toAdminMethod(
    row: CryptoMethodRow,
    executor: Database = deps.db,
  ): Promise<AdminCryptoMethod> {
    const currency = await deps.currencies.requireCurrency(row.currency, executor);
    const format = (minor: bigint) => formatAmount(minor, currency.ledgerScale);
    return {
      code: row.code,
      name: row.name,
      currency: row.currency,
      network: row.network,
      active: row.active,
      withdrawAllowed: row.withdrawAllowed,
      withdrawFee: format(row.withdrawFeeMinor),
      minWithdraw: format(row.minWithdrawMinor),
      maxWithdraw: format(row.maxWithdrawMinor),
      minDeposit: format(row.minDepositMinor),
      depositBonusAvailable: row.depositBonusAvailable,
      depositBonusBps: row.depositBonusBps,
    };
  }

  /** The patch in minor units; every bad amount is reported at once, each under its own field. */
  function methodChange(patch: UpdateCryptoMethodRequest, scale: number): CryptoMethodChange {
    const fields: Record<string, FieldError> = {};
    const amount = (
      field: keyof UpdateCryptoMethodRequest,
      text: string | undefined,
      options: { positive?: boolean } = {},
    ) => {
      if (text === undefined) return undefined;
      const parsed = parseAmount(text, scale);
      // A deposit minimum of zero would let dust through (and the table's CHECK refuses it).
      if (parsed.ok && !(options.positive && parsed.minor === 0n)) return parsed.minor;
      fields[field] =
        !parsed.ok && parsed.rule === 'too_many_decimals'
          ? { key: 'Validation.too_many_decimals', params: { max: scale } }
          : { key: 'Validation.invalid_amount' };
      return undefined;
    };
    const change: CryptoMethodChange = {
      withdrawFeeMinor: amount('withdrawFee', patch.withdrawFee),
      minWithdrawMinor: amount('minWithdraw', patch.minWithdraw),
      maxWithdrawMinor: amount('maxWithdraw', patch.maxWithdraw),
      minDepositMinor: amount('minDeposit', patch.minDeposit, { positive: true }),
      withdrawAllowed: patch.withdrawAllowed,
      active: patch.active,
      depositBonusAvailable: patch.depositBonusAvailable,
      depositBonusBps: patch.depositBonusBps,
    };
    if (change.maxWithdrawMinor === 0n) fields.maxWithdraw = { key: 'Validation.invalid_amount' };
    if (Object.keys(fields).length > 0) throw new AppError('validation_error', { fields });
    return Object.fromEntries(
      Object.entries(change).filter(([, value]) => value !== undefined),
    ) as CryptoMethodChange;
  }

  async function withdrawMethod(code: string, executor?: Database): Promise<CryptoMethodRow> {
    const method = await repository.method(code, executor);
    if (!method || !method.withdrawAllowed) throw new AppError('error_currency_not_supported');
    return method;
  }

  /** The method, its currency and the amount of a withdrawal request, or the spec's error. */
  async function checkedWithdrawal(request: CryptoWithdrawRequest, executor: Database) {
    const method = await withdrawMethod(request.currency, executor);
    const currency = await deps.currencies.requireCurrency(method.currency, executor);
    const amountMinor = parseAmountField(request.amount, currency.ledgerScale, 'amount');
    // The contract lets only a cryptobot withdrawal (another cashier's) go without an address.
    const address = request.address?.trim() ?? '';
    if (!address)
      throw new AppError('validation_error', {
        fields: { address: { key: 'Validation.required' } },
      });
    if (!new RegExp(method.addressFormat).test(address))
      throw new AppError('error_invalid_address', {
        fields: { address: { key: 'Validation.invalid_address' } },
      });
    if (await repository.isOurAddress(method.network, address, executor))
      throw new AppError('error_internal_address');
    assertWithdrawAmountInBounds(amountMinor, method, currency.ledgerScale);
    return { method, currency, amountMinor, address };
  }

  return {
    /**
     * An active method's deposit facts for another cashier (the messenger payment providers):
     * its currency, the currency's ledger scale, the minimum deposit and the extra providers.
     * 400 error_currency_not_supported for an unknown or inactive code.
     */
    async depositMethod(code: string) {
      const method = await repository.method(code);
      if (!method?.active) throw new AppError('error_currency_not_supported');
      const currency = await deps.currencies.requireCurrency(method.currency);
      return {
        code: method.code as CryptoMethodCode,
        name: method.name,
        currency: currency.code,
        scale: currency.ledgerScale,
        minDepositMinor: method.minDepositMinor,
        minWithdrawMinor: method.minWithdrawMinor,
        maxWithdrawMinor: method.maxWithdrawMinor,
        withdrawAllowed: method.withdrawAllowed,
        additionalProviders: method.additionalProviders,
      };
    },

    /** GET /api/v1/wallet/currencies/{code}/withdraw_fee: flat network fee and the limits. */
    async withdrawFee(code: string, amount: string): Promise<CryptoWithdrawFeeResponse> {
      const method = await withdrawMethod(code);
      const currency = await deps.currencies.requireCurrency(method.currency);
      parseAmountField(amount, currency.ledgerScale, 'amount');
      return {
        fee: formatAmount(method.withdrawFeeMinor, currency.ledgerScale),
        minAmount: formatAmount(method.minWithdrawMinor, currency.ledgerScale),
        maxAmount: formatAmount(method.maxWithdrawMinor, currency.ledgerScale),
      };
    },

    /**
     * POST /api/v1/wallet/txns/withdraw, in one transaction keyed by the Idempotency-Key (a replay
     * answers the first response, whatever changed since): the operator rules first (payments on,
     * verification, deposit wagering), then the method, address and limits; then hold amount + fee
     * (converted to the house currency at the rate of the moment, rounded up so never in the
     * player's favour), forfeit the active bonuses, record the pending withdrawal and its history
     * row (cancellable for the operator's window), and check the daily limit. The hold takes the
     * player's account row lock first, so two withdrawals of one player check the limit one after
     * the other and cannot both slip under it.
     */
    async withdraw(
      userId: number,
      request: CryptoWithdrawRequest,
      idempotencyKey: string,
    ): Promise<{ response: Transaction; replayed: boolean }> {
      // The profile is read before the transaction opens (the users module reads on its own).
      const verified = await deps.wallet.isVerified(userId);
      const memo = request.memo?.trim() || null;
      const result = await runIdempotent(
        deps.db,
        {
          scope: `cashier.crypto.withdraw:${userId}`,
          key: idempotencyKey,
          request: { ...request, memo },
        },
        async (tx): Promise<Transaction> => {
          await deps.wallet.assertWithdrawalAllowed(userId, verified, tx);
          const { method, currency, amountMinor, address } = await checkedWithdrawal(request, tx);
          const house = await deps.currencies.requireCurrency(deps.houseCurrency, tx);
          const now = deps.clock.now();
          const total = amountMinor + method.withdrawFeeMinor;
          const hold = await convertUp(
            deps.currencies,
            total,
            currency.code,
            deps.houseCurrency,
            tx,
          );
          const dailyLimit = {
            settings: deps.settings,
            houseScale: house.ledgerScale,
            withdrawnSince: [repository.heldSince, ...(deps.otherWithdrawnSince ?? [])],
          };
          // Checked before the hold too, so a withdrawal over the limit says so even when the
          // balance would not cover it either.
          await assertUnderDailyLimit(dailyLimit, { userId, now, addMinor: hold }, tx);
          const id = newTransactionId();
          // Bonus rows before ledger accounts, the one lock order of every money path (bets,
          // conversion, expiry): the burn locks them first, then the hold locks the accounts.
          await deps.bonuses.forfeitActive(userId, tx);
          await deps.ledger.hold(
            {
              userId,
              amountMinor: hold,
              holdId: id,
              metadata: {
                source: 'cashier-crypto.withdraw',
                method: method.code,
                amountMinor: amountMinor.toString(),
                feeMinor: method.withdrawFeeMinor.toString(),
              },
            },
            tx,
          );
          const windowSeconds = await deps.settings.get('withdraw.cancelWindowSeconds', tx);
          const transaction = await deps.wallet.recordTransaction(
            {
              id,
              userId,
              type: 'withdraw',
              status: 'pending',
              amountMinor,
              currency: currency.code,
              address,
              paymentDetails: memo,
              cancellableUntil: new Date(now.getTime() + windowSeconds * 1000),
            },
            tx,
          );
          await repository.insertWithdrawal(
            {
              id,
              userId,
              methodCode: method.code,
              network: method.network,
              address,
              memo,
              amountMinor,
              feeMinor: method.withdrawFeeMinor,
              currency: currency.code,
              holdMinor: hold,
              status: 'pending',
              createdAt: now,
              updatedAt: now,
            },
            tx,
          );
          // Again under the account lock the hold took: a concurrent withdrawal has committed by now.
          await assertUnderDailyLimit(dailyLimit, { userId, now, addMinor: 0n }, tx);
          return transaction;
        },
      );
      if (!result.replayed) deps.onCommitted();
      return result;
    },

    /**
     * POST /api/v1/wallet/txns/cancel/{id}: a pending withdrawal of the player's own, before its
     * cancellableUntil, goes back to player_main and the withdrawal is marked cancelled. 404 for
     * anyone else's; 409 when no longer cancellable (also when a reviewer got to it first: the
     * withdrawal row's compare-and-set decides). Two concurrent cancels: the hold row lock
     * serialises them, the second gets 409.
     */
    async cancelWithdrawal(userId: number, id: string): Promise<Transaction> {
      const owned = await deps.wallet.transactionOfUser(userId, id);
      if (!owned || owned.type !== 'withdraw') throw new AppError('not_found');
      const notCancellable = () =>
        new AppError('conflict', { message: 'This withdrawal can no longer be cancelled' });
      const cancelled = await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await deps.ledger.releaseHold(
          { holdId: id, metadata: { source: 'cashier-crypto.cancel' } },
          tx,
        );
        const current = await deps.wallet.transactionOfUser(userId, id, tx);
        const now = deps.clock.now();
        const nowSeconds = Math.floor(now.getTime() / 1000);
        if (
          !current ||
          current.status !== 'pending' ||
          current.cancellableUntil === null ||
          nowSeconds >= current.cancellableUntil
        )
          throw notCancellable();
        const updated = await deps.wallet.updateTransactionStatus(
          { userId, id, status: 'cancelled', cancellableUntil: null },
          tx,
        );
        if (!(await repository.cancelPendingWithdrawal(userId, id, now, tx)))
          throw notCancellable();
        return updated;
      });
      deps.onCommitted();
      return cancelled;
    },

    /**
     * GET /api/v1/wallet/addresses/{code}: the player's own last distinct addresses for the
     * method, newest first (at most 5).
     */
    async addressSuggestions(userId: number, code: string): Promise<WithdrawAddressSuggestion[]> {
      const method = await repository.method(code);
      if (!method) throw new AppError('error_currency_not_supported');
      const rows = await repository.recentAddresses(userId, method.code, ADDRESS_SUGGESTIONS);
      return rows.map((row) => ({
        address: row.address,
        memo: row.memo,
        lastUsedAt: Math.floor(row.lastUsedAt.getTime() / 1000),
      }));
    },

    /** GET /api/admin/crypto-methods (finance): every method, active or not. */
    async adminMethods(member: StaffPrincipal): Promise<AdminCryptoMethodsResponse> {
      requireFinance(member);
      const rows = await repository.allMethods();
      return { items: await Promise.all(rows.map((row) => toAdminMethod(row))) };
    },

    /**
     * PATCH /api/admin/crypto-methods/{code} (finance): fee, limits (major units of the method
     * currency, exact at its scale), switches and deposit bonus; the change and its audit row
     * (before and after) commit together. 404 for an unknown code.
     */
    async updateMethod(
      member: StaffPrincipal,
      code: string,
      patch: UpdateCryptoMethodRequest,
      requestId: string,
    ): Promise<AdminCryptoMethod> {
      requireFinance(member);
      return deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const before = await repository.methodForUpdate(code, tx);
        if (!before) throw new AppError('not_found');
        const currency = await deps.currencies.requireCurrency(before.currency, tx);
        const change = methodChange(patch, currency.ledgerScale);
        const min = change.minWithdrawMinor ?? before.minWithdrawMinor;
        const max = change.maxWithdrawMinor ?? before.maxWithdrawMinor;
        if (min > max)
          throw new AppError('validation_error', {
            fields: {
              [patch.maxWithdraw !== undefined ? 'maxWithdraw' : 'minWithdraw']: {
                key: 'Validation.min_above_max',
              },
            },
          });
        const after = Object.keys(change).length
          ? await repository.updateMethod(code, change, tx)
          : before;
        const view = await toAdminMethod(after, tx);
        await deps.recordAudit(
          {
            staffId: member.staffId,
            action: 'crypto_method.update',
            targetType: 'crypto_method',
            targetId: code,
            before: await toAdminMethod(before, tx),
            after: view,
            requestId,
          },
          tx,
        );
        return view;
      });
    },

    /** GET /api/v1/wallet/currencies/bonus: every active method with the player's deposit bonus. */
    async methods(userId: number): Promise<CryptoPaymentMethod[]> {
      const [rows, depositCount] = await Promise.all([
        repository.activeMethods(),
        deps.users.depositCountOf(userId),
      ]);
      const extra = depositCount >= LOYAL_DEPOSIT_COUNT ? LOYAL_BONUS_BPS : 0;
      return Promise.all(rows.map((row) => toMethod(row, row.depositBonusBps + extra)));
    },

    /**
     * The player's stable deposit address for the method's network (stored on first request).
     * 403 payments_are_disabled while the operator has payments off.
     */
    async depositAddress(userId: number, code: string): Promise<CryptoDepositResponse> {
      if (!(await deps.settings.get('payments.enabled')))
        throw new AppError('payments_are_disabled');
      // The sender picks the amount, so only a used-up deposit limit (or a block) refuses here;
      // a transfer already on the chain is credited whatever the limit (it cannot be refused).
      await deps.rg.assertDepositAllowed(userId, null);
      const method = await requireMethod(code);
      const network = ZCryptoNetwork.parse(method.network);
      let stored = await repository.addressOf(userId, network);
      if (!stored) {
        const fresh = await deps.gateway.depositAddress(userId, network);
        // A concurrent first request may win the unique index; both then read the one stored row.
        await repository.insertAddress({ userId, network, ...fresh });
        stored = await repository.addressOf(userId, network);
        if (!stored) throw new Error('deposit address vanished after insert');
      }
      const currency = await deps.currencies.requireCurrency(method.currency);
      return {
        address: stored.address,
        minAmount: formatAmount(method.minDepositMinor, currency.ledgerScale),
        network,
        ...(stored.memo ? { memo: stored.memo } : {}),
      };
    },

    /**
     * An incoming transfer seen on the chain (the simulator route; later the provider webhook).
     * Records it once per (network, txHash, output index): a pending deposit with its history row
     * and `transaction` event, or declined when below the method's minimum. A repeat report returns
     * the first record unchanged. A transfer to an address that is not ours is 404, nothing stored.
     */
    async recordIncomingTransfer(
      request: DevChainTransferRequest & { txHash: string },
    ): Promise<DevChainTransferResponse> {
      const method = await requireMethod(request.currency);
      const currency = await deps.currencies.requireCurrency(method.currency);
      const amountMinor = parseAmountField(request.amount, currency.ledgerScale, 'amount');
      const userId = await repository.ownerOf(method.network, request.address, request.memo ?? '');
      if (userId === undefined)
        throw new AppError('not_found', { message: 'No deposit address of ours matches' });
      const { row, transaction } = await recordDeposit({
        method,
        userId,
        address: request.address,
        amountMinor,
        txHash: request.txHash,
        outputIndex: request.outputIndex ?? 0,
      });
      return { transaction, confirmationsRequired: row.confirmationsRequired };
    },

    /**
     * A final chain transfer another module matched to its player itself (TON Connect, by comment
     * or connected wallet): recorded once per (network, txHash, output index) like any chain
     * deposit and credited at once, or declined below the method's minimum. `onCredited` runs in
     * the crediting transaction. A repeat finds the first record (and finishes it if a crash left
     * it pending). Answers the history row and whether this call credited it.
     */
    async creditMatchedTransfer(input: {
      code: string;
      userId: number;
      address: string;
      amountMinor: bigint;
      txHash: string;
      outputIndex: number;
      onCredited?: (tx: Database, transaction: Transaction) => Promise<void>;
    }): Promise<{ transaction: Transaction; credited: boolean }> {
      const method = await requireMethod(input.code);
      const { row, transaction } = await recordDeposit({ method, ...input });
      if (row.status !== 'pending') return { transaction, credited: false };
      const credited = await complete(row, input.onCredited);
      const latest = await deps.wallet.transactionOfUser(row.userId, row.transactionId);
      return { transaction: latest ?? transaction, credited };
    },

    /** The provider says this output is confirmed: credit it now if it is still pending. */
    async completeOutput(code: string, txHash: string, outputIndex: number): Promise<boolean> {
      const method = await requireMethod(code);
      const deposit = await repository.depositByOutput(method.network, txHash, outputIndex);
      if (!deposit || deposit.status !== 'pending') return false;
      return complete(deposit);
    },

    /**
     * Credits every pending deposit that has its network's confirmations by `now` (one
     * confirmation per gateway block interval since detection). Idempotent: safe to run from
     * several loops and processes at once. Returns how many it credited.
     */
    async processPendingDeposits(now: Date = deps.clock.now()): Promise<number> {
      const pending = await repository.pendingDetectedBefore(now, 500);
      let credited = 0;
      for (const deposit of pending) {
        const network = ZCryptoNetwork.parse(deposit.network);
        const interval = deps.gateway.confirmationIntervalMs(network);
        const confirmations = Math.floor((now.getTime() - deposit.detectedAt.getTime()) / interval);
        if (confirmations < deposit.confirmationsRequired) continue;
        if (await complete(deposit)) credited += 1;
      }
      return credited;
    },
  };
}

export type CashierCryptoService = ReturnType<typeof cashierCryptoService>;
