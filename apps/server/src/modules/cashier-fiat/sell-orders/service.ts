import type {
  FiatDetails,
  SellAvailableResponse,
  SellOrderRequest,
} from '@wheelhouse/contracts/fiat';
import {
  normalizeSellDetails,
  sellAmountMinor,
  sellFee,
  validateSellForm,
} from '@wheelhouse/contracts/fiat-rules';
import { formatAmount } from '@wheelhouse/contracts/money';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { runIdempotent } from '../../../platform/idempotency';
import type { BonusesService } from '../../bonuses';
import { assertUnderDailyLimit, type WithdrawnSince } from '../../cashier-crypto';
import { convertUp, type CurrenciesService } from '../../currencies';
import type { LedgerService } from '../../ledger';
import type { SettingsService } from '../../settings';
import { newTransactionId, type WalletService } from '../../wallet';
import { fiatRestrictionsOf } from '../player-flags/repository';
import { fiatMethodsRepository } from '../methods/repository';
import { toFiatPaymentMethod } from '../methods/service';
import { maskedDestination, SAVED_DETAILS_LIMIT } from './details';
import { sellRepository } from './repository';

export interface FiatSellServiceDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  ledger: Pick<LedgerService, 'hold' | 'releaseHold' | 'balancesOf'>;
  currencies: Pick<CurrenciesService, 'requireCurrency' | 'convert'>;
  wallet: Pick<
    WalletService,
    | 'recordTransaction'
    | 'updateTransactionStatus'
    | 'transactionOfUser'
    | 'assertWithdrawalAllowed'
    | 'isVerified'
  >;
  settings: Pick<SettingsService, 'get'>;
  bonuses: Pick<BonusesService, 'forfeitActive'>;
  /** The player's other withdrawals (crypto) that count toward the one daily limit. */
  otherWithdrawnSince: readonly WithdrawnSince[];
  /** Called after a commit that wrote outbox events, so the relay sends them at once. */
  onCommitted: () => void;
}

/** What the player's fiat sells created since `since` hold or paid: their share of the daily limit. */
export function fiatSellsWithdrawnSince(db: Database): WithdrawnSince {
  return sellRepository(db).heldSince;
}

/**
 * Fiat withdrawals ("sell" orders) on the player's side: create one (the operator's rules, the
 * method's rules from contracts/fiat-rules, the daily limit, then the hold), cancel it while the
 * operator's window is open, and the player's past payout details per method.
 */
export function fiatSellService(deps: FiatSellServiceDeps) {
  const repository = sellRepository(deps.db);
  const methods = fiatMethodsRepository(deps.db);
  const restrictionsOf = fiatRestrictionsOf(deps.db);

  /** The player's real money in `currency`, rounded down (0 when there is none). */
  async function availableIn(userId: number, house: string, currency: string, tx: Database) {
    const { player_main: mainMinor = 0n } = await deps.ledger.balancesOf(userId, tx);
    if (mainMinor <= 0n) return 0n;
    return (await deps.currencies.convert(mainMinor, house, currency, tx)).amountMinor;
  }

  return {
    /**
     * POST /api/v2/wallet/orders/sell, in one transaction keyed by the Idempotency-Key (a replay
     * answers the first response, whatever changed since; the same key with another body is 409
     * idempotency_conflict). The rules in the crypto withdrawal's order: payments on (403
     * payments_are_disabled), verified when required (403 verification_required), deposit wagering
     * done (400 wager); not barred from fiat by the desk (403 wallet_fiat_banned); the method (404 unknown; 400 error_currency_not_supported when inactive or
     * without withdrawals); the form (400 validation_error with `fields`, contracts
     * validateSellForm: amount within the method's limits and, with the tiered fee, within the
     * player's real balance converted to the method currency at the rate of the moment, rounded
     * down; name, details and subbank per method); the daily limit shared with crypto withdrawals
     * (400 withdraw_daily_limit_exceeded); then the hold of amount + fee converted to the house
     * currency (rounded up; 400 insufficient_balance if it no longer fits), the forfeit of active
     * bonuses, the history row (type sell, pending, cancellable for withdraw.cancelWindowSeconds,
     * paymentDetails the masked destination) and the order, with their events.
     */
    async create(
      userId: number,
      request: SellOrderRequest,
      idempotencyKey: string,
    ): Promise<{ response: Transaction; replayed: boolean }> {
      // The profile is read before the transaction opens (the users module reads on its own).
      const verified = await deps.wallet.isVerified(userId);
      const amountText = request.amount.trim();
      const result = await runIdempotent(
        deps.db,
        {
          scope: `cashier.fiat.sell:${userId}`,
          key: idempotencyKey,
          request: { ...request, amount: amountText },
        },
        async (tx): Promise<Transaction> => {
          await deps.wallet.assertWithdrawalAllowed(userId, verified, tx);
          // A player the desk barred from fiat payments cannot be paid out in fiat either.
          if ((await restrictionsOf(userId, tx)).fiatBanned)
            throw new AppError('wallet_fiat_banned');
          const method = await methods.findById(request.bankId, tx);
          if (!method) throw new AppError('not_found', { message: 'No such payment method' });
          if (!method.active || !method.sellEnabled)
            throw new AppError('error_currency_not_supported');
          const [currency, house] = await Promise.all([
            deps.currencies.requireCurrency(method.currency, tx),
            deps.currencies.requireCurrency(deps.houseCurrency, tx),
          ]);
          const scale = currency.ledgerScale;
          const availableMinor = await availableIn(userId, house.code, currency.code, tx);
          const rules = toFiatPaymentMethod(method, scale);
          const fields = validateSellForm(
            { amount: amountText, subbankId: request.subbankId, details: request.details },
            { method: rules, availableMinor, scale },
          );
          if (Object.keys(fields).length > 0) throw new AppError('validation_error', { fields });
          // Kept normalised (card digits only, phone E.164), unknown fields dropped.
          const details = normalizeSellDetails(request.details, rules, request.subbankId);
          const amountMinor = sellAmountMinor(amountText, scale);
          if (amountMinor === null) throw new Error('a validated sell amount did not parse');
          const feeMinor = sellFee(amountMinor, rules.sell?.levels ?? [], scale);
          const hold = await convertUp(
            deps.currencies,
            amountMinor + feeMinor,
            currency.code,
            house.code,
            tx,
          );
          const now = deps.clock.now();
          const dailyLimit = {
            settings: deps.settings,
            houseScale: house.ledgerScale,
            withdrawnSince: [repository.heldSince, ...deps.otherWithdrawnSince],
          };
          // Before the hold too, so a sell over the limit says so even when the balance would
          // not cover it either.
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
                source: 'cashier-fiat.sell',
                method: method.id,
                currency: currency.code,
                amountMinor: amountMinor.toString(),
                feeMinor: feeMinor.toString(),
              },
            },
            tx,
          );
          const windowSeconds = await deps.settings.get('withdraw.cancelWindowSeconds', tx);
          const transaction = await deps.wallet.recordTransaction(
            {
              id,
              userId,
              type: 'sell',
              status: 'pending',
              amountMinor,
              currency: currency.code,
              paymentDetails: maskedDestination(method.label, details),
              cancellableUntil: new Date(now.getTime() + windowSeconds * 1000),
            },
            tx,
          );
          await repository.insert(
            {
              id,
              userId,
              methodId: method.id,
              subbankId: request.subbankId ?? null,
              currency: currency.code,
              amountMinor,
              feeMinor,
              status: 'pending',
              processor: method.processor,
              details,
              holdMinor: hold,
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
     * POST /api/v1/wallet/orders/sell/{id}/cancel: the player's own pending sell, before its
     * cancellableUntil, is cancelled and the hold returns to their balance. 404 for anyone else's
     * (or no such sell); 409 when no longer cancellable: the window closed, it was cancelled
     * already, or the desk paid or declined it first (the ledger hold's row lock orders a cancel
     * and a desk decision; the order row's compare-and-set decides which one wins).
     */
    async cancel(userId: number, id: string): Promise<Transaction> {
      const owned = await repository.byIdOfUser(userId, id);
      if (!owned) throw new AppError('not_found');
      const notCancellable = () =>
        new AppError('conflict', { message: 'This withdrawal can no longer be cancelled' });
      const cancelled = await deps.db
        .transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          await deps.ledger.releaseHold(
            { holdId: id, metadata: { source: 'cashier-fiat.sell-cancel' } },
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
          if (!(await repository.cancel(userId, id, now, tx))) throw notCancellable();
          return updated;
        })
        .catch((error: unknown) => {
          // The hold was settled by a desk payout meanwhile.
          if (error instanceof AppError && error.code === 'conflict') throw notCancellable();
          throw error;
        });
      deps.onCommitted();
      return cancelled;
    },

    /**
     * GET /api/v2/wallet/orders/sell/saved?bankId=: the player's own distinct payout details for
     * the method, most recently used first, at most 5 (declined sells left out). An unknown method
     * has none.
     */
    /**
     * What the withdrawal form checks against: the player's real money in the method's currency,
     * as create() computes it (404 for an unknown method or one without withdrawals).
     */
    async available(userId: number, bankId: string): Promise<SellAvailableResponse> {
      const method = await methods.findById(bankId, deps.db);
      if (!method || !method.active || !method.sellEnabled)
        throw new AppError('not_found', { message: 'No such payment method' });
      const currency = await deps.currencies.requireCurrency(method.currency);
      const minor = await availableIn(userId, deps.houseCurrency, currency.code, deps.db);
      return { amount: formatAmount(minor, currency.ledgerScale), currency: currency.code };
    },

    async savedDetails(userId: number, bankId: string): Promise<FiatDetails[]> {
      return repository.savedDetails(userId, bankId, SAVED_DETAILS_LIMIT);
    },
  };
}

export type FiatSellService = ReturnType<typeof fiatSellService>;
