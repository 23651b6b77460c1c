import {
  ZCryptoNetwork,
  type CryptoDepositResponse,
  type CryptoMethodCode,
  type CryptoPaymentMethod,
  type DevChainTransferRequest,
  type DevChainTransferResponse,
} from '@wheelhouse/contracts/cashier-crypto';
import { formatAmount } from '@wheelhouse/contracts/money';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { parseAmountField } from '../../platform/amount-field';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { UsersService } from '../users';
import { newTransactionId, type WalletService } from '../wallet';
import type { ChainGateway } from './chain-gateway';
import { cashierCryptoRepository, type CryptoDepositRow, type CryptoMethodRow } from './repository';

export interface CashierCryptoServiceDeps {
  db: Database;
  clock: Clock;
  gateway: ChainGateway;
  ledger: Pick<LedgerService, 'credit'>;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  wallet: Pick<
    WalletService,
    'recordTransaction' | 'updateTransactionStatus' | 'transactionOfUser'
  >;
  users: Pick<UsersService, 'recordCompletedDeposit' | 'depositCountOf'>;
  /** Called after a commit that wrote outbox events, so the relay sends them at once. */
  onCommitted: () => void;
}

/** Players with this many completed deposits get the extra crypto deposit bonus (spec §4). */
export const LOYAL_DEPOSIT_COUNT = 4;
/** The extra bonus, in basis points (+5 %). */
export const LOYAL_BONUS_BPS = 500;

/** Why a detected transfer was declined; the history row carries it in paymentDetails. */
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

  /** Credits one confirmed deposit in one database transaction; false when already finished. */
  async function complete(deposit: CryptoDepositRow): Promise<boolean> {
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
      await deps.wallet.updateTransactionStatus(
        { userId: claimed.userId, id: claimed.transactionId, status: 'completed' },
        tx,
      );
      await deps.users.recordCompletedDeposit(claimed.userId, tx);
      return true;
    });
    if (done) deps.onCommitted();
    return done;
  }

  return {
    /** GET /api/v1/wallet/currencies/bonus: every active method with the player's deposit bonus. */
    async methods(userId: number): Promise<CryptoPaymentMethod[]> {
      const [rows, depositCount] = await Promise.all([
        repository.activeMethods(),
        deps.users.depositCountOf(userId),
      ]);
      const extra = depositCount >= LOYAL_DEPOSIT_COUNT ? LOYAL_BONUS_BPS : 0;
      return Promise.all(rows.map((row) => toMethod(row, row.depositBonusBps + extra)));
    },

    /** The player's stable deposit address for the method's network (stored on first request). */
    async depositAddress(userId: number, code: string): Promise<CryptoDepositResponse> {
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
      const network = method.network;
      const currency = await deps.currencies.requireCurrency(method.currency);
      const amountMinor = parseAmountField(request.amount, currency.ledgerScale, 'amount');
      if (amountMinor <= 0n)
        throw new AppError('validation_error', {
          fields: { amount: { key: 'Validation.invalid_amount' } },
        });
      const outputIndex = request.outputIndex ?? 0;
      const userId = await repository.ownerOf(network, request.address, request.memo ?? '');
      if (userId === undefined)
        throw new AppError('not_found', { message: 'No deposit address of ours matches' });

      const belowMinimum = amountMinor < method.minDepositMinor;
      const created = await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const id = newTransactionId();
        const row = await repository.insertDeposit(
          {
            network,
            txHash: request.txHash,
            outputIndex,
            methodCode: method.code,
            userId,
            address: request.address,
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
            externalId: request.txHash,
            paymentDetails: belowMinimum ? BELOW_MINIMUM : null,
            address: request.address,
          },
          tx,
        );
        return { row, transaction: recorded };
      });
      if (created) {
        deps.onCommitted();
        return {
          transaction: created.transaction,
          confirmationsRequired: created.row.confirmationsRequired,
        };
      }
      const existing = await repository.depositByOutput(network, request.txHash, outputIndex);
      if (!existing) throw new Error('crypto deposit vanished after a conflicting insert');
      const transaction: Transaction | undefined = await deps.wallet.transactionOfUser(
        existing.userId,
        existing.transactionId,
      );
      if (!transaction) throw new Error('crypto deposit without its history row');
      return { transaction, confirmationsRequired: existing.confirmationsRequired };
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

/** Runs processPendingDeposits every `intervalMs` (never overlapping); stop() waits for a run. */
export function startDepositConfirmer(options: {
  service: Pick<CashierCryptoService, 'processPendingDeposits'>;
  intervalMs: number;
  log: { warn: (object: unknown, message: string) => void };
}): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = options.service
      .processPendingDeposits()
      .then(() => undefined)
      .catch((error: unknown) =>
        options.log.warn({ err: error }, 'crypto deposit confirmer failed'),
      )
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
