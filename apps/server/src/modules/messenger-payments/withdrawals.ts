import type { CryptoWithdrawRequest } from '@wheelhouse/contracts/cashier-crypto';
import type { XRocketWithdrawRequest } from '@wheelhouse/contracts/messenger-payments';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { parseAmountField } from '../../platform/amount-field';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { runIdempotent } from '../../platform/idempotency';
import type { BonusesService } from '../bonuses';
import {
  assertUnderDailyLimit,
  assertWithdrawAmountInBounds,
  type CashierCryptoService,
  type WithdrawnSince,
} from '../cashier-crypto';
import { convertUp, type CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { MessengerService } from '../messenger';
import type { SettingsService } from '../settings';
import { newTransactionId, type WalletService } from '../wallet';
import { providerAsset, type MessengerProviders } from './providers';
import { messengerPaymentsRepository, type WithdrawalRow } from './repository';
import { plainDecimal, ProviderRefused, ProviderUnavailable } from './transport';

export interface MessengerWithdrawalsDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  providers: MessengerProviders;
  cashier: Pick<CashierCryptoService, 'depositMethod'>;
  ledger: Pick<LedgerService, 'hold' | 'releaseHold' | 'settleHold'>;
  currencies: Pick<CurrenciesService, 'requireCurrency' | 'convert'>;
  wallet: Pick<
    WalletService,
    'recordTransaction' | 'updateTransactionStatus' | 'assertWithdrawalAllowed' | 'isVerified'
  >;
  settings: Pick<SettingsService, 'get'>;
  bonuses: Pick<BonusesService, 'forfeitActive'>;
  messenger: Pick<MessengerService, 'telegramUserIdOf'>;
  /** The player's other withdrawals that count toward the one daily limit. */
  otherWithdrawnSince: readonly WithdrawnSince[];
  onCommitted: () => void;
}

/** A transfer the job sends again is at least this old (the request's own attempt goes first). */
const RETRY_AFTER_MS = 20_000;

/** Thrown inside a transaction to undo it when another attempt finished the withdrawal first. */
class AlreadyFinished extends Error {}

/** The providers that pay withdrawals to the player's messenger wallet. */
export type WithdrawalProvider = WithdrawalRow['provider'];

/**
 * Withdrawals to the player's xRocket or Crypto Pay wallet (their linked messenger account): the
 * cashier's rules (payments on, verification, wagering, daily limit, bonus forfeit), a hold, then
 * the transfer keyed by our id (xRocket's transferId, Crypto Pay's spend_id). As for chain
 * withdrawals, one holding at least the operator's withdraw.autoApproveBelow (or any, when it is
 * 0) waits for finance staff first (review.ts). A transfer the provider refuses releases the hold;
 * one it could not answer stays pending and is sent again (the same id never pays twice).
 */
export function messengerWithdrawals(deps: MessengerWithdrawalsDeps) {
  const repository = messengerPaymentsRepository(deps.db);

  async function finish(
    row: WithdrawalRow,
    apply: (tx: Database, now: Date) => Promise<WithdrawalRow | undefined>,
  ): Promise<boolean> {
    try {
      await deps.db.transaction(async (transaction) => {
        if (!(await apply(transaction as unknown as Database, deps.clock.now())))
          throw new AlreadyFinished();
      });
    } catch (error) {
      if (error instanceof AlreadyFinished) return false;
      throw error;
    }
    deps.onCommitted();
    return true;
  }

  /** The provider's transfer of a row, or null when that provider is not configured. */
  function transferOf(row: WithdrawalRow) {
    const xrocket = deps.providers.xrocket;
    const cryptobot = deps.providers.cryptobot;
    return async (amount: string): Promise<{ transferId: string }> => {
      if (row.provider === 'cryptobot') {
        if (!cryptobot) throw new ProviderUnavailable('Crypto Pay is not configured');
        return cryptobot.client.transfer({
          userId: row.telegramUserId,
          asset: row.currency,
          amount,
          spendId: row.id,
          comment: 'Withdrawal',
        });
      }
      if (!xrocket) throw new ProviderUnavailable('xRocket is not configured');
      return xrocket.client.transfer({
        tgUserId: row.telegramUserId,
        currency:
          providerAsset('xrocket', { currency: row.currency, additionalProviders: [] }) ??
          row.currency,
        amount,
        transferId: row.id,
        description: 'Withdrawal',
      });
    };
  }

  async function send(id: string): Promise<'completed' | 'failed' | 'pending' | 'finished'> {
    const row = await repository.withdrawal(id);
    if (!row || row.status !== 'pending' || !deps.providers[row.provider]) return 'finished';
    const currency = await deps.currencies.requireCurrency(row.currency);
    let transferRef: string;
    try {
      ({ transferId: transferRef } = await transferOf(row)(
        plainDecimal(formatAmount(row.amountMinor, currency.ledgerScale)),
      ));
    } catch (error) {
      // Unanswered: the retry sends the same id again, which the provider pays at most once.
      if (error instanceof ProviderUnavailable) return 'pending';
      if (!(error instanceof ProviderRefused)) throw error;
      const reason = 'provider_refused';
      const failed = await finish(row, async (tx, now) => {
        const finished = await repository.finishWithdrawal(
          id,
          { status: 'failed', reason, now },
          tx,
        );
        if (!finished) return undefined;
        await deps.ledger.releaseHold(
          {
            holdId: id,
            metadata: { source: `messenger-payments.${row.provider}-failed`, reason: error.reason },
          },
          tx,
        );
        await deps.wallet.updateTransactionStatus(
          { userId: row.userId, id, status: 'declined', reason },
          tx,
        );
        return finished;
      });
      return failed ? 'failed' : 'finished';
    }
    const completed = await finish(row, async (tx, now) => {
      const finished = await repository.finishWithdrawal(
        id,
        { status: 'completed', transferRef, now },
        tx,
      );
      if (!finished) return undefined;
      await deps.ledger.settleHold(
        {
          holdId: id,
          payoutCurrency: row.currency,
          metadata: { source: `messenger-payments.${row.provider}`, transferRef },
        },
        tx,
      );
      await deps.wallet.updateTransactionStatus(
        { userId: row.userId, id, status: 'completed', externalId: transferRef },
        tx,
      );
      return finished;
    });
    return completed ? 'completed' : 'finished';
  }

  /** Whether a hold this large waits for a reviewer (the operator's auto-approval threshold). */
  async function needsReview(holdMinor: bigint, houseScale: number, tx: Database) {
    const threshold = parseAmount(
      await deps.settings.get('withdraw.autoApproveBelow', tx),
      houseScale,
    );
    return !(threshold.ok && threshold.minor > 0n && holdMinor < threshold.minor);
  }

  /**
   * One withdrawal to the player's wallet at `provider`, keyed by the Idempotency-Key within
   * `scope` (a replay answers the first response and sends nothing again): the hold and the
   * pending history row commit together, then the transfer runs unless the withdrawal waits for
   * review; its result arrives as `transaction` and `balance` events.
   */
  async function create(
    userId: number,
    provider: WithdrawalProvider,
    request: { currency: string; amount: string },
    idempotency: { scope: string; key: string; request: unknown },
  ): Promise<{ response: Transaction; replayed: boolean }> {
    if (!deps.providers[provider]) throw new AppError('error_currency_not_supported');
    const verified = await deps.wallet.isVerified(userId);
    const telegramUserId = await deps.messenger.telegramUserIdOf(userId);
    const method = await deps.cashier.depositMethod(request.currency);
    const result = await runIdempotent(deps.db, idempotency, async (tx): Promise<Transaction> => {
      await deps.wallet.assertWithdrawalAllowed(userId, verified, tx);
      if (!telegramUserId)
        throw new AppError('validation_error', {
          message: 'Link a messenger account to withdraw to its wallet',
          fields: { currency: { key: 'Validation.messenger_account_required' } },
        });
      if (!method.withdrawAllowed || !providerAsset(provider, method))
        throw new AppError('error_currency_not_supported');
      const amountMinor = parseAmountField(request.amount, method.scale, 'amount');
      if (amountMinor <= 0n)
        throw new AppError('validation_error', {
          fields: { amount: { key: 'Validation.invalid_amount' } },
        });
      assertWithdrawAmountInBounds(amountMinor, method, method.scale);
      const house = await deps.currencies.requireCurrency(deps.houseCurrency, tx);
      const hold = await convertUp(deps.currencies, amountMinor, method.currency, house.code, tx);
      const now = deps.clock.now();
      const dailyLimit = {
        settings: deps.settings,
        houseScale: house.ledgerScale,
        withdrawnSince: [repository.heldSince, ...deps.otherWithdrawnSince],
      };
      await assertUnderDailyLimit(dailyLimit, { userId, now, addMinor: hold }, tx);
      const id = newTransactionId();
      const review = await needsReview(hold, house.ledgerScale, tx);
      await deps.bonuses.forfeitActive(userId, tx);
      await deps.ledger.hold(
        {
          userId,
          amountMinor: hold,
          holdId: id,
          metadata: { source: `messenger-payments.${provider}-withdraw`, method: method.code },
        },
        tx,
      );
      const transaction = await deps.wallet.recordTransaction(
        {
          id,
          userId,
          type: 'withdraw',
          status: 'pending',
          amountMinor,
          currency: method.currency,
          paymentDetails: provider,
        },
        tx,
      );
      await repository.insertWithdrawal(
        {
          id,
          provider,
          userId,
          telegramUserId,
          methodCode: method.code,
          amountMinor,
          currency: method.currency,
          holdMinor: hold,
          status: review ? 'review' : 'pending',
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      await assertUnderDailyLimit(dailyLimit, { userId, now, addMinor: 0n }, tx);
      return transaction;
    });
    if (!result.replayed) {
      deps.onCommitted();
      // A withdrawal waiting for review is not pending here, so send leaves it alone.
      await send(result.response.id);
    }
    return result;
  }

  return {
    /** `POST /api/v1/wallet/xrocket/withdraw`: to the player's xRocket wallet. */
    withdraw(
      userId: number,
      request: XRocketWithdrawRequest,
      idempotencyKey: string,
    ): Promise<{ response: Transaction; replayed: boolean }> {
      return create(userId, 'xrocket', request, {
        scope: `messenger.xrocket.withdraw:${userId}`,
        key: idempotencyKey,
        request,
      });
    },

    /**
     * `POST /api/v1/wallet/txns/withdraw` with provider cryptobot (handed over by the crypto
     * cashier): to the player's Crypto Pay wallet, for a method listing cryptobot among its
     * additional providers. No network fee; an address or memo sent along means nothing. Keyed in
     * the crypto cashier's scope, so one Idempotency-Key is one withdrawal of that endpoint.
     */
    withdrawToCryptoBot(
      userId: number,
      request: CryptoWithdrawRequest,
      idempotencyKey: string,
    ): Promise<{ response: Transaction; replayed: boolean }> {
      const draft = { currency: request.currency, amount: request.amount };
      return create(userId, 'cryptobot', draft, {
        scope: `cashier.crypto.withdraw:${userId}`,
        key: idempotencyKey,
        request: { ...draft, provider: 'cryptobot' },
      });
    },

    /** Sends again every transfer left pending by an unanswered attempt; returns how many ended. */
    async retryPending(now: Date = deps.clock.now()): Promise<number> {
      let ended = 0;
      for (const id of await repository.pendingWithdrawalIds(
        new Date(now.getTime() - RETRY_AFTER_MS),
        100,
      )) {
        const outcome = await send(id);
        if (outcome === 'completed' || outcome === 'failed') ended += 1;
      }
      return ended;
    },

    /**
     * Sends the transfer of a pending (approved) withdrawal; what became of it. 'pending' when
     * the provider did not answer: retryPending sends it again.
     */
    transfer: send,

    /** Counts these withdrawals toward the daily limit of the other cashiers. */
    withdrawnSince: repository.heldSince as WithdrawnSince,
  };
}

export type MessengerWithdrawals = ReturnType<typeof messengerWithdrawals>;
