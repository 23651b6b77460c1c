import type { FastifyInstance } from 'fastify';
import {
  FIAT_PROCESSOR_WEBHOOK_PATH,
  ZFiatProcessorEvent,
} from '@wheelhouse/contracts/fiat-processor';
import { AppError } from '../../../platform/errors';
import { assertSafeInput } from '../../../platform/input-guard';
import {
  verifyWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../../cashier-crypto';
import type { FiatProcessorEventsService } from './service';

/**
 * `POST /api/v1/webhooks/fiat/p2p`: the P2P processor's signed status callbacks (protocol in
 * packages/contracts/src/fiat-processor.ts). Verified over the raw body (signature and a
 * timestamp within 300 s, else 401 and nothing recorded), deduplicated by eventId, acted on in
 * one transaction; repeats answer 200 so the processor stops retrying.
 */
export async function fiatProcessorWebhookRoutes(
  app: FastifyInstance,
  options: { events: FiatProcessorEventsService; secret: string; now: () => Date },
) {
  // The signature covers the exact bytes, so this plugin keeps the JSON body as received.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, typeof body === 'string' ? body : body.toString('utf8')),
  );

  app.post(
    FIAT_PROCESSOR_WEBHOOK_PATH.replace(/^\/api\/v1/, ''),
    {
      schema: {
        tags: ['webhooks'],
        summary: 'The P2P processor’s signed status callbacks (not for players)',
        description:
          'Body `{eventId, orderId, externalId, status, amount, currency, reason?}` (packages/contracts/src/fiat-processor.ts), signed with X-Webhook-Timestamp and X-Webhook-Signature (hex HMAC-SHA256 of `<timestamp>.<raw body>` keyed by FIAT_PROCESSOR_WEBHOOK_SECRET); a bad signature or a timestamp more than 300 s off is 401 and nothing is recorded. Each eventId acts once, in one transaction with its effect: processing → the deposit turns pending; success → completed and credited at the rate of the moment (also after expired: the money arrived; an amount other than the order’s is credited as it arrived and shown as additonalAmountChange); failed → declined with the reason; expired → timeouted; payout_success → the withdrawal completed (hold settled); payout_failed → declined, the hold back. An event the order’s state no longer allows (e.g. success after a decline, or on a disputed order: staff decide) is recorded and answers changed: false. 404 for an order unknown by this orderId and externalId; 400 for a malformed body.',
      },
    },
    async (request) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      if (
        !verifyWebhook({
          secret: options.secret,
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
      const parsed = ZFiatProcessorEvent.safeParse(json);
      if (!parsed.success)
        throw new AppError('validation_error', {
          fields: Object.fromEntries(
            parsed.error.issues.map((issue) => [
              issue.path.join('.') || '_',
              { key: 'Validation.invalid_format' },
            ]),
          ),
        });
      const { changed } = await options.events.handle(parsed.data);
      return { ok: true as const, changed };
    },
  );
}
