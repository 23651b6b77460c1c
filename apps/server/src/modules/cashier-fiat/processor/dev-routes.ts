import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FIAT_PROCESSOR_WEBHOOK_PATH } from '@wheelhouse/contracts/fiat-processor';
import { ZTextId } from '@wheelhouse/contracts/params';
import { AppError } from '../../../platform/errors';
import {
  signWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../../cashier-crypto';
import type { FiatProcessorEventsService } from './service';
import type { SimulatedFiatProcessor } from './simulated';

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
