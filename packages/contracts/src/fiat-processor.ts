import { z } from 'zod';
import { ZExternalInvoiceTarget, ZFiatDetails } from './fiat';

/**
 * The protocol of the external P2P processor (`FIAT_PROCESSOR=http`), kept small on purpose. Our
 * calls (each signed, see below):
 *
 *   POST {FIAT_PROCESSOR_URL}/v1/invoices {orderId, amount, currency, methodId, callbackUrl?}
 *        → 200 {externalId, url, target}     a deposit invoice the player pays at `url`
 *   POST {FIAT_PROCESSOR_URL}/v1/payouts  {orderId, amount, currency, methodId, details}
 *        → 200 {externalId}                  a payout of a fiat withdrawal to `details`
 *
 * `orderId` is ours (the fiat order id) and the processor's idempotency key: the same orderId
 * answers the first externalId and never opens a second invoice or pays twice. `amount` is a
 * decimal string in major units of `currency` (the method currency, e.g. "1500.00" RUB). Every
 * request carries
 *   X-Api-Key: FIAT_PROCESSOR_API_KEY
 *   X-Webhook-Timestamp: unix seconds
 *   X-Webhook-Signature: hex HMAC-SHA256 keyed by FIAT_PROCESSOR_WEBHOOK_SECRET over
 *                        `${timestamp}.${rawBody}`
 * and the processor signs its status callbacks (`POST /api/v1/webhooks/fiat/p2p`, the body
 * below) the same way with the same secret. We refuse a callback whose signature does not match
 * the raw body or whose timestamp is more than 300 s off, and act on each eventId once.
 */
export const FIAT_PROCESSOR_PATHS = { invoices: '/v1/invoices', payouts: '/v1/payouts' } as const;

/** Our path the processor posts its status callbacks to. */
export const FIAT_PROCESSOR_WEBHOOK_PATH = '/api/v1/webhooks/fiat/p2p';

const ZDecimal = z
  .string()
  .regex(/^(0|[1-9]\d*)(\.\d+)?$/)
  .max(40);

export const ZFiatInvoiceRequest = z.object({
  orderId: z.string().min(1).max(64),
  amount: ZDecimal,
  currency: z.string().min(2).max(10),
  methodId: z.string().min(1).max(64),
  callbackUrl: z.string().max(2000).optional(),
});
export type FiatInvoiceRequest = z.infer<typeof ZFiatInvoiceRequest>;

export const ZFiatInvoiceAnswer = z.object({
  externalId: z.string().min(1).max(200),
  url: z.url({ protocol: /^https?$/ }).max(2000),
  target: ZExternalInvoiceTarget,
});
export type FiatInvoiceAnswer = z.infer<typeof ZFiatInvoiceAnswer>;

export const ZFiatPayoutRequest = z.object({
  orderId: z.string().min(1).max(64),
  amount: ZDecimal,
  currency: z.string().min(2).max(10),
  methodId: z.string().min(1).max(64),
  details: ZFiatDetails,
});
export type FiatPayoutRequest = z.infer<typeof ZFiatPayoutRequest>;

export const ZFiatPayoutAnswer = z.object({ externalId: z.string().min(1).max(200) });

/**
 * What a callback reports. Deposits (invoices): processing (the payment is seen and being
 * checked) → the order turns pending; success → completed and credited (even after expired or
 * a decline for lateness would have been the alternative: the money arrived, so it is credited;
 * see processor-webhook.ts); failed → declined; expired → timeouted. Withdrawals (payouts):
 * payout_success → completed (hold settled); payout_failed → declined (hold returned).
 */
export const FIAT_PROCESSOR_EVENT_STATUSES = [
  'processing',
  'success',
  'failed',
  'expired',
  'payout_success',
  'payout_failed',
] as const;
export const ZFiatProcessorEventStatus = z.enum(FIAT_PROCESSOR_EVENT_STATUSES);
export type FiatProcessorEventStatus = z.infer<typeof ZFiatProcessorEventStatus>;

/**
 * A status callback of the P2P processor. `amount` is what the processor saw paid (success) or
 * paid out, major units of `currency`; a success whose amount differs from the order is credited
 * as it arrived. `reason` (optional) is shown to the player on failed / payout_failed.
 */
export const ZFiatProcessorEvent = z.object({
  eventId: z.string().min(1).max(200),
  orderId: z.string().min(1).max(64),
  externalId: z.string().min(1).max(200),
  status: ZFiatProcessorEventStatus,
  amount: ZDecimal,
  currency: z.string().min(2).max(10),
  reason: z.string().trim().min(1).max(200).optional(),
});
export type FiatProcessorEvent = z.infer<typeof ZFiatProcessorEvent>;

/** Our answer to a callback: 200 once handled (or already handled), so the processor stops. */
export const ZFiatProcessorEventAnswer = z.object({
  ok: z.literal(true),
  /** False for a replayed eventId, or an event the order's state no longer allows. */
  changed: z.boolean(),
});
export type FiatProcessorEventAnswer = z.infer<typeof ZFiatProcessorEventAnswer>;
