import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FIAT_PROCESSOR_WEBHOOK_PATH,
  ZFiatProcessorEvent,
  type FiatProcessorEvent,
} from '@wheelhouse/contracts/fiat-processor';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import { ZTextId } from '@wheelhouse/contracts/params';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { assertSafeInput } from '../../platform/input-guard';
import {
  signWebhook,
  verifyWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../cashier-crypto';
import type { CurrenciesService } from '../currencies';
import type { BuyActor, BuyTransitions } from './buy-transitions';
import type { BuyStatus } from './orders-repository';
import type { SimulatedFiatProcessor } from './processor';
import { processorEventsRepository } from './processor-events-repository';

/**
 * A processor's success confirms from these: the money arrived, so it is credited even when the
 * order had expired (timeouted) or the player had not pressed "paid" yet. A success after a
 * decline or on a disputed order is left to the desk (the dispute decides), answered 200 and
 * recorded so the processor stops.
 */
export const PROCESSOR_CONFIRMABLE: BuyStatus[] = [
  'waiting',
  'pay_external_invoice',
  'wait_for_confirmation',
  'pending',
  'timeouted',
];

/** Shown to the player when a failed callback gives no reason. */
export const PROCESSOR_PAYMENT_FAILED = 'payment_failed';
export const PROCESSOR_PAYOUT_FAILED = 'payout_failed';

/** The sell desk's part in payout callbacks (sell-desk.ts); false when there was nothing to do. */
export interface ProcessorPayoutHandlers {
  payoutSucceeded(orderId: string, executor: Database): Promise<boolean>;
  payoutFailed(orderId: string, reason: string, executor: Database): Promise<boolean>;
}

export interface FiatProcessorEventsDeps {
  db: Database;
  transitions: Pick<BuyTransitions, 'confirm' | 'decline' | 'markPending' | 'expire'>;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  /** Absent: payout callbacks change nothing (no sell desk wired). */
  payouts?: ProcessorPayoutHandlers;
  /** Called after a commit that wrote outbox events, so the relay sends them at once. */
  onCommitted: () => void;
}

function isConflict(error: unknown): boolean {
  return error instanceof AppError && error.code === 'conflict';
}

/**
 * Acts on the P2P processor's status callbacks, each in one transaction with its dedup row:
 * the event id is recorded first (a replay, or a second delivery racing the first, finds it and
 * changes nothing), then the order moves through the buy transitions (processing → pending,
 * success → completed and credited, failed → declined, expired → timeouted) or the sell desk
 * (payout_success → completed, payout_failed → declined with the hold back). An event the order's
 * state no longer allows (e.g. expired after success) is recorded and changes nothing.
 *
 * A success whose amount differs from the order credits what arrived (converted at the rate of
 * the moment); the difference is the order's additonalAmountChange.
 */
export function fiatProcessorEvents(deps: FiatProcessorEventsDeps) {
  const repository = processorEventsRepository(deps.db);

  async function act(event: FiatProcessorEvent, tx: Database): Promise<boolean> {
    const order = await repository.externalOrder(event.orderId, event.externalId, tx);
    if (!order) throw new AppError('not_found', { message: 'No such processor order' });
    if (order.currency !== event.currency)
      throw new AppError('validation_error', {
        fields: { currency: { key: 'Validation.invalid_format' } },
      });
    const payout = event.status === 'payout_success' || event.status === 'payout_failed';
    if (payout !== (order.side === 'sell'))
      throw new AppError('validation_error', {
        fields: { status: { key: 'Validation.invalid_format' } },
      });
    const actor: BuyActor = { kind: 'processor', eventId: event.eventId };
    switch (event.status) {
      case 'processing':
        return (await deps.transitions.markPending(order.id, actor, tx)).changed;
      case 'success': {
        const currency = await deps.currencies.requireCurrency(order.currency, tx);
        const paid = parseAmount(event.amount, currency.ledgerScale);
        if (!paid.ok || paid.minor <= 0n)
          throw new AppError('validation_error', {
            fields: { amount: { key: 'Validation.invalid_amount' } },
          });
        const result = await deps.transitions.confirm(
          order.id,
          {
            actor,
            from: PROCESSOR_CONFIRMABLE,
            ...(paid.minor === order.amountMinor ? {} : { amountMinor: paid.minor }),
          },
          tx,
        );
        return result.changed;
      }
      case 'failed':
        return (
          await deps.transitions.decline(
            order.id,
            { actor, reason: event.reason ?? PROCESSOR_PAYMENT_FAILED },
            tx,
          )
        ).changed;
      case 'expired':
        return (await deps.transitions.expire(order.id, tx, { force: true })).changed;
      case 'payout_success':
        return deps.payouts ? deps.payouts.payoutSucceeded(order.id, tx) : false;
      case 'payout_failed':
        return deps.payouts
          ? deps.payouts.payoutFailed(order.id, event.reason ?? PROCESSOR_PAYOUT_FAILED, tx)
          : false;
    }
  }

  return {
    /**
     * One callback, once: `changed` false for a replayed event id or an event the order's state
     * no longer allows. 404 for an order we do not know by this id and externalId (nothing is
     * recorded, so a corrected delivery can still act).
     */
    async handle(event: FiatProcessorEvent): Promise<{ changed: boolean }> {
      const changed = await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const fresh = await repository.record(
          { eventId: event.eventId, orderId: event.orderId, payload: { ...event } },
          tx,
        );
        if (!fresh) return false;
        try {
          return await act(event, tx);
        } catch (error) {
          // The compare-and-set found the order elsewhere: nothing was written but the event row.
          if (isConflict(error)) return false;
          throw error;
        }
      });
      if (changed) deps.onCommitted();
      return { changed };
    },

    /** The simulated processor's invoice page: the buy order behind an invoice id. */
    async invoice(externalId: string) {
      const order = await repository.externalBuyOrder(externalId);
      if (!order) throw new AppError('not_found');
      const currency = await deps.currencies.requireCurrency(order.currency);
      return { ...order, amount: formatAmount(order.amountMinor, currency.ledgerScale) };
    },
  };
}

export type FiatProcessorEventsService = ReturnType<typeof fiatProcessorEvents>;

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

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

const ZInvoiceParams = z.object({ externalId: ZTextId });

/**
 * Simulator: the simulated P2P processor's invoice page under /api/dev (only with SIMULATORS on
 * and FIAT_PROCESSOR=simulated). "Pay" and "Fail" post a callback signed like the processor's
 * through the real webhook path, so the order moves exactly as with the real processor; every
 * payout the simulated processor takes is reported paid (payout_success) the same way.
 */
export async function devFiatInvoiceRoutes(
  app: FastifyInstance,
  options: {
    events: FiatProcessorEventsService;
    secret: string;
    now: () => Date;
    /** The simulated processor: each payout it takes is reported paid a moment later. */
    processor?: SimulatedFiatProcessor;
    /** Delay between the payout and its callback (and between retries), default 500 ms. */
    payoutDelayMs?: number;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** A callback signed like the processor's, through the real webhook path. */
  const deliver = (event: Record<string, unknown>) => {
    const body = JSON.stringify(event);
    const timestamp = String(Math.floor(options.now().getTime() / 1000));
    return app.inject({
      method: 'POST',
      url: FIAT_PROCESSOR_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(options.secret, timestamp, body),
      },
      payload: body,
    });
  };

  // The payout's id is stored by the sell desk once createPayout answers, so the callback waits
  // a moment and tries again (a few times) while the order does not know that id yet.
  const timers = new Set<NodeJS.Timeout>();
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });
  const delayMs = options.payoutDelayMs ?? 500;
  options.processor?.onPayout((payout) => {
    const event = {
      eventId: `sim_evt_${randomBytes(8).toString('hex')}`,
      orderId: payout.orderId,
      externalId: payout.externalId,
      status: 'payout_success',
      amount: payout.amount,
      currency: payout.currency,
    };
    const attempt = (left: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (closing) return;
        deliver(event)
          .then((response) => {
            if (response.statusCode === 404 && left > 1) attempt(left - 1);
            else if (response.statusCode !== 200)
              app.log.warn(
                { orderId: payout.orderId, status: response.statusCode },
                'simulated payout callback refused',
              );
          })
          .catch((error: unknown) =>
            app.log.warn(
              { err: error, orderId: payout.orderId },
              'simulated payout callback failed',
            ),
          );
      }, delayMs);
      timers.add(timer);
    };
    attempt(10);
  });
  // The page's buttons are plain HTML forms; their fields are not used.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  routes.get(
    '/fiat-invoice/:externalId',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Simulator: the simulated P2P processor’s invoice page (HTML) with Pay and Fail buttons. 404 for an unknown invoice.',
        params: ZInvoiceParams,
      },
    },
    async (request, reply) => {
      const invoice = await options.events.invoice(request.params.externalId);
      const action = `/api/dev/fiat-invoice/${encodeURIComponent(request.params.externalId)}`;
      const open = invoice.status === 'pay_external_invoice' || invoice.status === 'pending';
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Simulated P2P invoice</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}button{font:inherit;padding:.6rem 1.2rem;margin:.25rem}</style></head>
<body><h1>Simulated P2P invoice</h1>
<p>Amount: <strong>${escapeHtml(invoice.amount)} ${escapeHtml(invoice.currency)}</strong></p>
<p>Order: ${escapeHtml(invoice.id)}<br>Status: <strong id="status">${escapeHtml(invoice.status)}</strong></p>
${
  open
    ? `<form method="post" action="${escapeHtml(action)}/pay"><button type="submit">Pay</button></form>
<form method="post" action="${escapeHtml(action)}/fail"><button type="submit">Fail</button></form>`
    : '<p>This invoice is finished; you can close this window.</p>'
}
</body></html>`;
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  routes.post(
    '/fiat-invoice/:externalId/:outcome',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Simulator: pay (success callback for the invoice amount) or fail (failed callback) a simulated invoice through the signed webhook path, then back to the invoice page (303).',
        params: ZInvoiceParams.extend({ outcome: z.enum(['pay', 'fail']) }),
      },
    },
    async (request, reply) => {
      const invoice = await options.events.invoice(request.params.externalId);
      const delivered = await deliver({
        eventId: `sim_evt_${randomBytes(8).toString('hex')}`,
        orderId: invoice.id,
        externalId: request.params.externalId,
        status: request.params.outcome === 'pay' ? 'success' : 'failed',
        amount: invoice.amount,
        currency: invoice.currency,
      });
      if (delivered.statusCode !== 200)
        throw new AppError('internal_error', {
          cause: new Error(`simulated callback answered ${delivered.statusCode}`),
        });
      return reply.redirect(
        `/api/dev/fiat-invoice/${encodeURIComponent(request.params.externalId)}`,
        303,
      );
    },
  );
}
