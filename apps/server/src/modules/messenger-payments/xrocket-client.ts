import { z } from 'zod';
import { XROCKET_KEY_HEADER } from './signature';
import {
  exchange,
  jsonWithDecimal,
  ProviderRefused,
  ProviderUnavailable,
  type Transport,
} from './transport';

/**
 * xRocket Pay (pay.xrocket.tg/api): REST paths with our key in `Rocket-Pay-Key`, answers
 * `{success, data}` or `{success: false, message}`. Amounts are JSON numbers on the wire; we write
 * them as exact decimal literals.
 */
export const XROCKET_DEFAULT_URL = 'https://pay.xrocket.tg';
/** Where a player opens their xRocket wallet in the messenger. */
export const XROCKET_WALLET_URL = 'https://t.me/xrocket';

const ZInvoice = z.object({
  id: z.number().int().nonnegative(),
  status: z.enum(['active', 'paid', 'expired']),
  link: z.string().optional(),
  payload: z.string().optional(),
  currency: z.string().optional(),
});

/** The webhook body of a paid invoice. */
export const ZXRocketUpdate = z.object({
  type: z.string().max(64),
  timestamp: z.string().max(64),
  data: ZInvoice.extend({
    payment: z.object({ userId: z.number().int(), paymentNum: z.number().int() }).optional(),
  }),
});
export type XRocketUpdate = z.infer<typeof ZXRocketUpdate>;

const ZAvailable = z.object({
  results: z.array(
    z.object({
      currency: z.string(),
      name: z.string().optional(),
      minTransfer: z.number().optional(),
      minInvoice: z.number().optional(),
    }),
  ),
});
export type XRocketAvailable = z.infer<typeof ZAvailable>['results'];

const ZEnvelope = z.union([
  z.object({ success: z.literal(true), data: z.unknown() }),
  z.object({ success: z.literal(false), message: z.string().optional() }),
]);

export function xrocketClient(options: { apiKey: string; transport: Transport }) {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: string | undefined,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const { json } = await exchange(options.transport, {
      method,
      path,
      headers: { [XROCKET_KEY_HEADER]: options.apiKey },
      body,
    });
    const envelope = ZEnvelope.safeParse(json);
    if (!envelope.success) throw new ProviderUnavailable(`${path}: unexpected answer`);
    if (!envelope.data.success) throw new ProviderRefused(envelope.data.message ?? 'refused');
    const data = schema.safeParse(envelope.data.data);
    if (!data.success) throw new ProviderUnavailable(`${path}: unexpected data`);
    return data.data;
  }

  return {
    name: 'xrocket' as const,
    async createInvoice(input: {
      currency: string;
      amount: string;
      description: string;
      payload: string;
      expiresInSeconds: number;
    }) {
      const body = jsonWithDecimal(
        {
          numPayments: 1,
          currency: input.currency,
          description: input.description,
          payload: input.payload,
          expiredIn: input.expiresInSeconds,
        },
        'amount',
        input.amount,
      );
      const invoice = await call('POST', '/tg-invoices', body, ZInvoice);
      if (!invoice.link) throw new ProviderUnavailable('tg-invoices: no link');
      return { invoiceId: String(invoice.id), payUrl: invoice.link };
    },
    async invoiceStatus(invoiceId: string) {
      const invoice = await call(
        'GET',
        `/tg-invoices/${encodeURIComponent(invoiceId)}`,
        undefined,
        ZInvoice,
      );
      return invoice.status;
    },
    /** A transfer to a messenger user's xRocket wallet; `transferId` makes a repeat harmless. */
    async transfer(input: {
      tgUserId: string;
      currency: string;
      amount: string;
      transferId: string;
      description: string;
    }) {
      if (!/^\d{1,20}$/.test(input.tgUserId)) throw new ProviderRefused('bad user id');
      const body = jsonWithDecimal(
        {
          currency: input.currency,
          transferId: input.transferId,
          description: input.description,
        },
        'amount',
        input.amount,
      ).replace(/^\{/, `{"tgUserId":${input.tgUserId},`);
      const transfer = await call(
        'POST',
        '/app/transfer',
        body,
        z.object({ id: z.number().int().nonnegative() }),
      );
      return { transferId: String(transfer.id) };
    },
    async availableCurrencies(): Promise<XRocketAvailable> {
      return (await call('GET', '/currencies/available', undefined, ZAvailable)).results;
    },
  };
}
export type XRocketClient = ReturnType<typeof xrocketClient>;
