import { z } from 'zod';
import { CRYPTO_PAY_TOKEN_HEADER } from './signature';
import { exchange, ProviderRefused, ProviderUnavailable, type Transport } from './transport';

/**
 * Crypto Pay (help.crypt.bot/crypto-pay-api): methods are `{base}/<method>` with the token in
 * `Crypto-Pay-API-Token`, JSON in, `{ok, result}` or `{ok: false, error}` out. Amounts are decimal
 * strings on the wire.
 */
export const CRYPTO_PAY_DEFAULT_URL = 'https://pay.crypt.bot/api';

export const ZCryptoPayInvoice = z.object({
  invoice_id: z.number().int().nonnegative(),
  hash: z.string().optional(),
  status: z.enum(['active', 'paid', 'expired']),
  asset: z.string().optional(),
  amount: z.string(),
  bot_invoice_url: z.string().optional(),
  mini_app_invoice_url: z.string().optional(),
  pay_url: z.string().optional(),
  payload: z.string().optional(),
});
export type CryptoPayInvoice = z.infer<typeof ZCryptoPayInvoice>;

/** A webhook update (only `invoice_paid` exists today). */
export const ZCryptoPayUpdate = z.object({
  update_id: z.number().int(),
  update_type: z.string().max(64),
  request_date: z.string().max(64),
  payload: ZCryptoPayInvoice,
});
export type CryptoPayUpdate = z.infer<typeof ZCryptoPayUpdate>;

const ZEnvelope = z.union([
  z.object({ ok: z.literal(true), result: z.unknown() }),
  z.object({
    ok: z.literal(false),
    error: z.object({ code: z.number().optional(), name: z.string() }),
  }),
]);

/** A transfer from our app's balance to a user's Crypto Pay wallet. */
export const ZCryptoPayTransfer = z.object({
  transfer_id: z.number().int().nonnegative(),
  spend_id: z.string().optional(),
  user_id: z.union([z.number(), z.string()]).optional(),
  asset: z.string().optional(),
  amount: z.string().optional(),
  status: z.string().optional(),
});
export type CryptoPayTransfer = z.infer<typeof ZCryptoPayTransfer>;

export interface CryptoPayTransferInput {
  /** The Telegram user id of the recipient (digits). */
  userId: string;
  asset: string;
  amount: string;
  /** Our withdrawal id: Crypto Pay accepts a spend_id once, so a repeat never pays twice. */
  spendId: string;
  comment: string;
}

export interface CreateCryptoPayInvoice {
  asset: string;
  amount: string;
  description: string;
  /** Our reference; it comes back in the webhook. */
  payload: string;
  expiresInSeconds: number;
}

export function cryptoPayClient(options: { token: string; transport: Transport }) {
  async function call<T>(method: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    const { json } = await exchange(options.transport, {
      method: 'POST',
      path: `/${method}`,
      headers: { [CRYPTO_PAY_TOKEN_HEADER]: options.token },
      body: JSON.stringify(body),
    });
    const envelope = ZEnvelope.safeParse(json);
    if (!envelope.success) throw new ProviderUnavailable(`${method}: unexpected answer`);
    if (!envelope.data.ok) throw new ProviderRefused(envelope.data.error.name);
    const result = schema.safeParse(envelope.data.result);
    if (!result.success) throw new ProviderUnavailable(`${method}: unexpected result`);
    return result.data;
  }

  return {
    name: 'cryptobot' as const,
    /** createInvoice: the invoice and the URL the player pays it at. */
    async createInvoice(input: CreateCryptoPayInvoice) {
      const invoice = await call(
        'createInvoice',
        {
          currency_type: 'crypto',
          asset: input.asset,
          amount: input.amount,
          description: input.description,
          payload: input.payload,
          expires_in: input.expiresInSeconds,
          allow_comments: false,
          allow_anonymous: true,
        },
        ZCryptoPayInvoice,
      );
      const payUrl = invoice.bot_invoice_url ?? invoice.pay_url ?? invoice.mini_app_invoice_url;
      if (!payUrl) throw new ProviderUnavailable('createInvoice: no pay URL');
      return { invoiceId: String(invoice.invoice_id), payUrl };
    },
    /** getInvoices by id: the status of each (the fallback when a webhook never came). */
    async invoiceStatus(invoiceId: string): Promise<CryptoPayInvoice['status'] | null> {
      const result = await call(
        'getInvoices',
        { invoice_ids: invoiceId },
        z.object({ items: z.array(ZCryptoPayInvoice) }),
      );
      return result.items.find((item) => String(item.invoice_id) === invoiceId)?.status ?? null;
    },
    /**
     * transfer to a user's Crypto Pay wallet, keyed by spend_id. A refusal is looked up by its
     * spend_id first (getTransfers): when an earlier attempt whose answer was lost already paid,
     * that transfer is the answer, so a refusal of the repeat never reads as "not paid".
     */
    async transfer(input: CryptoPayTransferInput): Promise<{ transferId: string }> {
      // Telegram user ids have at most 52 significant bits: a JSON number holds them exactly.
      const userId = /^\d{1,16}$/.test(input.userId) ? Number(input.userId) : NaN;
      if (!Number.isSafeInteger(userId)) throw new ProviderRefused('USER_ID_INVALID');
      const body = {
        user_id: userId,
        asset: input.asset,
        amount: input.amount,
        spend_id: input.spendId,
        comment: input.comment,
        disable_send_notification: false,
      };
      try {
        const transfer = await call('transfer', body, ZCryptoPayTransfer);
        return { transferId: String(transfer.transfer_id) };
      } catch (error) {
        if (!(error instanceof ProviderRefused)) throw error;
        const earlier = await call(
          'getTransfers',
          { spend_id: input.spendId },
          z.object({ items: z.array(ZCryptoPayTransfer) }),
        );
        const paid = earlier.items.find(
          (item) => item.spend_id === input.spendId && item.status !== 'failed',
        );
        if (paid) return { transferId: String(paid.transfer_id) };
        throw error;
      }
    },
  };
}
export type CryptoPayClient = ReturnType<typeof cryptoPayClient>;
