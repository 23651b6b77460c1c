import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZCryptoMethodCode } from '@wheelhouse/contracts/cashier-crypto';
import { AppError } from '../../platform/errors';
import { assertSafeInput } from '../../platform/input-guard';
import type { PayoutsService } from './payouts';
import type { CashierCryptoService } from './service';

/** Deliveries older or newer than this (seconds) are refused as replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const WEBHOOK_TIMESTAMP_HEADER = 'x-webhook-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'x-webhook-signature';

/** hex HMAC-SHA256 over `${timestamp}.${rawBody}`: what the processing service sends. */
export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** True when the signature matches the raw body and the timestamp is within the tolerance. */
export function verifyWebhook(input: {
  secret: string;
  rawBody: string;
  timestamp: string | undefined;
  signature: string | undefined;
  now: Date;
}): boolean {
  const { timestamp, signature } = input;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  const skew = Math.abs(Math.floor(input.now.getTime() / 1000) - Number(timestamp));
  if (skew > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWebhook(input.secret, timestamp, input.rawBody), 'hex');
  const given = Buffer.from(signature.replace(/^sha256=/, ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A deposit notification of the processing service (our fake speaks the same). */
export const ZProcessingDepositEvent = z.object({
  eventId: z.string().min(1).max(200),
  type: z.literal('deposit'),
  currency: ZCryptoMethodCode,
  address: z.string().min(1).max(200),
  memo: z.string().max(100).optional(),
  amount: z.string().regex(/^(0|[1-9]\d*)(\.\d+)?$/),
  txHash: z.string().regex(/^[0-9A-Za-z]{8,128}$/),
  outputIndex: z.number().int().min(0).max(65535).default(0),
  status: z.enum(['pending', 'confirmed']),
});

/** A payout result of the processing service: the chain transaction, or why it failed. */
export const ZProcessingPayoutEvent = z
  .object({
    eventId: z.string().min(1).max(200),
    type: z.literal('payout'),
    payoutId: z.string().min(1).max(200),
    status: z.enum(['completed', 'failed']),
    txHash: z
      .string()
      .regex(/^[0-9A-Za-z]{8,128}$/)
      .optional(),
    reason: z.string().trim().min(1).max(200).optional(),
  })
  .refine((event) => event.status !== 'completed' || event.txHash !== undefined, {
    path: ['txHash'],
    message: 'a completed payout needs its txHash',
  });

export const ZProcessingEvent = z.discriminatedUnion('type', [
  ZProcessingDepositEvent,
  ZProcessingPayoutEvent,
]);

/** Why a failed payout was declined when the provider gives no reason. */
export const PAYOUT_FAILED = 'payout_failed';

/**
 * `POST /api/v1/webhooks/crypto/{provider}`: verified over the raw body (signature and timestamp,
 * else 401 and nothing recorded). A deposit is recorded once per (network, txHash, output) and
 * credited once when confirmed; a payout result settles (completed) or returns (failed) the
 * withdrawal's hold once. However often and in whatever order deliveries arrive, each has one
 * effect; repeats answer 200 so the provider stops retrying.
 */
export async function cryptoWebhookRoutes(
  app: FastifyInstance,
  options: {
    cashier: CashierCryptoService;
    payouts: Pick<PayoutsService, 'completePayout' | 'failPayout'>;
    secrets: Record<string, string>;
    now: () => Date;
  },
) {
  // The signature covers the exact bytes, so this plugin keeps the JSON body as received.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, typeof body === 'string' ? body : body.toString('utf8')),
  );

  app.post<{ Params: { provider: string } }>(
    '/webhooks/crypto/:provider',
    { schema: { hide: true } },
    async (request) => {
      // Own keys only: `constructor` or `__proto__` is no provider of ours.
      const { provider } = request.params;
      const secret = Object.hasOwn(options.secrets, provider)
        ? options.secrets[provider]
        : undefined;
      if (!secret) throw new AppError('not_found');
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      if (
        !verifyWebhook({
          secret,
          rawBody,
          timestamp: header(WEBHOOK_TIMESTAMP_HEADER),
          signature: header(WEBHOOK_SIGNATURE_HEADER),
          now: options.now(),
        })
      )
        throw new AppError('unauthorized', { message: 'Bad webhook signature' });
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new AppError('malformed_json');
      }
      assertSafeInput(json);
      const parsed = ZProcessingEvent.safeParse(json);
      if (!parsed.success)
        throw new AppError('validation_error', {
          fields: Object.fromEntries(
            parsed.error.issues.map((issue) => [
              issue.path.join('.') || '_',
              { key: 'Validation.invalid_format' },
            ]),
          ),
        });
      const event = parsed.data;
      if (event.type === 'payout') {
        // The schema guarantees a completed event its txHash; the check only narrows the type.
        const changed =
          event.status === 'completed' && event.txHash
            ? await options.payouts.completePayout(event.payoutId, event.txHash)
            : await options.payouts.failPayout(event.payoutId, event.reason ?? PAYOUT_FAILED);
        return { ok: true, changed };
      }
      const recorded = await options.cashier.recordIncomingTransfer({
        currency: event.currency,
        address: event.address,
        memo: event.memo,
        amount: event.amount,
        txHash: event.txHash,
        outputIndex: event.outputIndex,
      });
      if (event.status === 'confirmed')
        await options.cashier.completeOutput(event.currency, event.txHash, event.outputIndex);
      return { ok: true, transactionId: recorded.transaction.id };
    },
  );
}
