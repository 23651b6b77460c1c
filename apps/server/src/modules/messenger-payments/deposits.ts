import type {
  InvoiceDepositRequest,
  InvoiceDepositResponse,
  InvoiceProvider,
} from '@wheelhouse/contracts/messenger-payments';
import { formatAmount } from '@wheelhouse/contracts/money';
import { parseAmountField } from '../../platform/amount-field';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { assertSafeInput } from '../../platform/input-guard';
import type { BonusesService } from '../bonuses';
import type { CashierCryptoService } from '../cashier-crypto';
import type { LedgerService } from '../ledger';
import type { RgGuard } from '../responsible-gaming';
import type { SettingsService } from '../settings';
import type { UsersService } from '../users';
import { newTransactionId, type WalletService } from '../wallet';
import { ZCryptoPayUpdate } from './crypto-pay-client';
import { providerAsset, webhookToken, type MessengerProviders } from './providers';
import { messengerPaymentsRepository, type InvoiceRow } from './repository';
import { verifyInvoiceWebhook } from './signature';
import { plainDecimal, ProviderRefused, ProviderUnavailable } from './transport';
import { ZXRocketUpdate } from './xrocket-client';

export interface MessengerDepositsDeps {
  db: Database;
  clock: Clock;
  providers: MessengerProviders;
  cashier: Pick<CashierCryptoService, 'depositMethod'>;
  ledger: Pick<LedgerService, 'credit'>;
  wallet: Pick<WalletService, 'recordTransaction'>;
  users: Pick<UsersService, 'recordCompletedDeposit'>;
  settings: Pick<SettingsService, 'get'>;
  bonuses: Pick<BonusesService, 'onDepositCredited'>;
  /** Deposit limits and blocks: checked before an invoice is created, never when it is paid. */
  rg: Pick<RgGuard, 'assertDepositAllowed'>;
  onCommitted: () => void;
}

/** How long an invoice can be paid. */
export const INVOICE_TTL_SECONDS = 3600;
/** The status check leaves fresh invoices to their webhook for this long. */
const STATUS_CHECK_GRACE_MS = 30_000;

/** The ledger key of a paid invoice: one credit per provider invoice, whatever reports it. */
export function invoiceCreditKey(provider: InvoiceProvider, invoiceId: string): string {
  return `${provider}:invoice:${invoiceId}`;
}

export function unavailable(cause: unknown): AppError {
  return new AppError('service_unavailable', {
    message: 'The payment provider is not available now; try again later',
    cause,
  });
}

/**
 * Deposits through the messenger payment providers: an invoice per attempt (our reference as its
 * payload), credited once when paid, from the signed webhook or the status check.
 */
export function messengerDeposits(deps: MessengerDepositsDeps) {
  const repository = messengerPaymentsRepository(deps.db);

  /**
   * Credits a paid invoice in one transaction with its history row and events; false if done.
   * No responsible-gaming check here: the limit was checked when the invoice was created, and
   * money the player has already sent cannot be refused, only credited (a limit set since then
   * refuses the next invoice instead).
   */
  async function credit(row: InvoiceRow): Promise<boolean> {
    const done = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const claimed = await repository.claimPaid(row.id, deps.clock.now(), tx);
      if (!claimed) return false;
      const key = invoiceCreditKey(claimed.provider, claimed.invoiceId);
      await deps.ledger.credit(
        {
          reason: 'deposit',
          userId: claimed.userId,
          amountMinor: claimed.amountMinor,
          currency: claimed.currency,
          idempotencyKey: key,
          metadata: {
            source: 'messenger-payments',
            provider: claimed.provider,
            method: claimed.methodCode,
            invoiceId: claimed.invoiceId,
          },
        },
        tx,
      );
      await deps.wallet.recordTransaction(
        {
          id: claimed.id,
          userId: claimed.userId,
          type: 'deposit',
          status: 'completed',
          amountMinor: claimed.amountMinor,
          currency: claimed.currency,
          externalId: claimed.invoiceId,
          paymentDetails: claimed.provider,
        },
        tx,
      );
      await deps.users.recordCompletedDeposit(claimed.userId, tx);
      await deps.bonuses.onDepositCredited(tx, {
        userId: claimed.userId,
        amountMinor: claimed.amountMinor,
        currency: claimed.currency,
        channel: 'crypto',
        depositKey: key,
      });
      return true;
    });
    if (done) deps.onCommitted();
    return done;
  }

  function clientOf(provider: InvoiceProvider) {
    const configured = provider === 'cryptobot' ? deps.providers.cryptobot : deps.providers.xrocket;
    if (!configured) throw new AppError('error_currency_not_supported');
    return configured.client;
  }

  return {
    /**
     * `POST /api/v1/wallet/txns/deposit {amount, currency, provider}`: checks the method takes the
     * provider, the amount is at least its minimum and within the player's deposit limits (and no
     * cool-off or self-exclusion runs: the rg_* refusals), then creates the invoice and answers its
     * pay URL. Nothing is stored when the provider refuses or cannot be reached.
     */
    async createInvoice(
      userId: number,
      request: InvoiceDepositRequest,
    ): Promise<InvoiceDepositResponse> {
      if (!(await deps.settings.get('payments.enabled')))
        throw new AppError('payments_are_disabled');
      const client = clientOf(request.provider);
      const method = await deps.cashier.depositMethod(request.currency);
      const asset = providerAsset(request.provider, method);
      if (!asset) throw new AppError('error_currency_not_supported');
      const amountMinor = parseAmountField(request.amount, method.scale, 'amount');
      const minAmount = formatAmount(method.minDepositMinor, method.scale);
      if (amountMinor <= 0n)
        throw new AppError('validation_error', {
          fields: { amount: { key: 'Validation.invalid_amount' } },
        });
      if (amountMinor < method.minDepositMinor)
        throw new AppError('validation_error', {
          fields: {
            amount: {
              key: 'Validation.minimum_amount',
              params: { amount: minAmount, currency: method.currency },
            },
          },
        });
      await deps.rg.assertDepositAllowed(userId, { amountMinor, currency: method.currency });
      const id = newTransactionId();
      const amount = plainDecimal(formatAmount(amountMinor, method.scale));
      let created: { invoiceId: string; payUrl: string };
      try {
        created = await client.createInvoice({
          asset,
          currency: asset,
          amount,
          description: `Deposit ${amount} ${method.currency}`,
          payload: id,
          expiresInSeconds: INVOICE_TTL_SECONDS,
        });
      } catch (error) {
        if (error instanceof ProviderUnavailable || error instanceof ProviderRefused)
          throw unavailable(error);
        throw error;
      }
      await repository.insertInvoice({
        id,
        provider: request.provider,
        invoiceId: created.invoiceId,
        userId,
        methodCode: method.code,
        amountMinor,
        currency: method.currency,
        payUrl: created.payUrl,
        status: 'active',
        createdAt: deps.clock.now(),
      });
      return { redirectUrl: created.payUrl, minAmount };
    },

    /**
     * A provider's webhook: the signature over the raw body first (401 and nothing read without
     * it), then the body. A paid invoice of ours is credited once; repeats, other update types and
     * invoices that are not ours change nothing and answer 200 so the provider stops retrying.
     */
    async handleWebhook(
      provider: InvoiceProvider,
      rawBody: string,
      signature: string | undefined,
    ): Promise<{ ok: true; credited: boolean }> {
      const token = webhookToken(deps.providers, provider);
      if (!token) throw new AppError('not_found');
      if (!verifyInvoiceWebhook(token, rawBody, signature))
        throw new AppError('unauthorized', { message: 'Bad webhook signature' });
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new AppError('malformed_json');
      }
      assertSafeInput(json);
      const paid = paidInvoiceOf(provider, json);
      if (!paid) return { ok: true, credited: false };
      const row = await repository.invoiceByProviderId(provider, paid.invoiceId);
      // Our payload must name the row too: an invoice id alone could be another app's.
      if (!row || row.id !== paid.payload) return { ok: true, credited: false };
      return { ok: true, credited: await credit(row) };
    },

    /**
     * The fallback for lost webhooks: asks the provider about every unpaid invoice from the last
     * day (past a short grace for its webhook), credits the paid ones and closes expired ones.
     * Idempotent; returns how many it credited.
     */
    async checkActiveInvoices(now: Date = deps.clock.now()): Promise<number> {
      await repository.expireOlderThan(new Date(now.getTime() - 86_400_000));
      const rows = await repository.activeInvoices(
        new Date(now.getTime() - 86_400_000),
        new Date(now.getTime() - STATUS_CHECK_GRACE_MS),
        200,
      );
      let credited = 0;
      for (const row of rows) {
        const configured =
          row.provider === 'cryptobot' ? deps.providers.cryptobot : deps.providers.xrocket;
        if (!configured) continue;
        try {
          const status = await configured.client.invoiceStatus(row.invoiceId);
          if (status === 'paid' && (await credit(row))) credited += 1;
          if (status === 'expired') await repository.markExpired(row.id);
        } catch (error) {
          // One provider down must not stop the others; the next round asks again.
          if (!(error instanceof ProviderUnavailable || error instanceof ProviderRefused))
            throw error;
        }
      }
      return credited;
    },
  };
}

function paidInvoiceOf(
  provider: InvoiceProvider,
  json: unknown,
): { invoiceId: string; payload: string | undefined } | null {
  if (provider === 'cryptobot') {
    const update = ZCryptoPayUpdate.safeParse(json);
    if (!update.success) throw invalidBody();
    const invoice = update.data.payload;
    if (update.data.update_type !== 'invoice_paid' || invoice.status !== 'paid') return null;
    return { invoiceId: String(invoice.invoice_id), payload: invoice.payload };
  }
  const update = ZXRocketUpdate.safeParse(json);
  if (!update.success) throw invalidBody();
  if (update.data.type !== 'invoicePay' || update.data.data.status !== 'paid') return null;
  return { invoiceId: String(update.data.data.id), payload: update.data.data.payload };
}

function invalidBody(): AppError {
  return new AppError('validation_error', { fields: { _: { key: 'Validation.invalid_format' } } });
}

export type MessengerDeposits = ReturnType<typeof messengerDeposits>;
