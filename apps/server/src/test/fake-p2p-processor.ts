import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  FIAT_PROCESSOR_PATHS,
  FIAT_PROCESSOR_WEBHOOK_PATH,
  type FiatProcessorEventStatus,
} from '@wheelhouse/contracts/fiat-processor';
import {
  signWebhook,
  verifyWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../modules/cashier-crypto';
import { FIAT_PROCESSOR_API_KEY_HEADER } from '../modules/cashier-fiat';

/** An invoice or payout the fake accepted: the signed request body as it arrived, and its id. */
export interface FakeP2pOrder {
  externalId: string;
  orderId: string;
  amount: string;
  currency: string;
  methodId: string;
  callbackUrl?: string;
  details?: Record<string, string>;
}

export interface FakeP2pProcessorOptions {
  apiKey: string;
  secret: string;
  /** The clock signatures are checked and made against (the test app's). */
  now: () => Date;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * A local fake of the external P2P processor, speaking the protocol of
 * packages/contracts/src/fiat-processor.ts on a real HTTP port: it refuses calls without our API
 * key and a valid signature, opens one invoice and one payout per orderId (a repeat answers the
 * first externalId), and delivers signed callbacks to the app. Tests can take it down (503, or no
 * answer at all) and look at what it received.
 */
export async function startFakeP2pProcessor(options: FakeP2pProcessorOptions) {
  const invoices = new Map<string, FakeP2pOrder>();
  const payouts = new Map<string, FakeP2pOrder>();
  /** Every call that reached the fake, in order, including refused and repeated ones. */
  const calls: { path: string; status: number; orderId?: string }[] = [];
  let mode: 'up' | 'error' | 'hang' = 'up';
  const hanging = new Set<ServerResponse>();

  function accept(
    store: Map<string, FakeP2pOrder>,
    prefix: string,
    body: Record<string, unknown>,
  ): FakeP2pOrder {
    const orderId = String(body.orderId);
    let order = store.get(orderId);
    if (!order) {
      order = {
        externalId: `${prefix}_${randomBytes(8).toString('hex')}`,
        orderId,
        amount: String(body.amount),
        currency: String(body.currency),
        methodId: String(body.methodId),
        ...(typeof body.callbackUrl === 'string' ? { callbackUrl: body.callbackUrl } : {}),
        ...(body.details && typeof body.details === 'object'
          ? { details: body.details as Record<string, string> }
          : {}),
      };
      store.set(orderId, order);
    }
    return order;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const rawBody = await readBody(request);
    const path = request.url ?? '';
    let body: Record<string, unknown> | undefined;
    try {
      body = JSON.parse(rawBody) as Record<string, unknown>;
    } catch {
      // Not JSON: refused below.
    }
    const orderId = typeof body?.orderId === 'string' ? body.orderId : undefined;
    const answer = (status: number, payload: unknown) => {
      calls.push({ path, status, ...(orderId ? { orderId } : {}) });
      send(response, status, payload);
    };
    if (mode === 'hang') {
      hanging.add(response);
      return;
    }
    if (mode === 'error') return answer(503, { error: 'maintenance' });
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const signed = verifyWebhook({
      secret: options.secret,
      rawBody,
      timestamp: header(WEBHOOK_TIMESTAMP_HEADER),
      signature: header(WEBHOOK_SIGNATURE_HEADER),
      now: options.now(),
    });
    if (header(FIAT_PROCESSOR_API_KEY_HEADER) !== options.apiKey || !signed)
      return answer(401, { error: 'bad signature' });
    if (!body || !orderId) return answer(400, { error: 'orderId required' });
    if (request.method === 'POST' && path === FIAT_PROCESSOR_PATHS.invoices) {
      const invoice = accept(invoices, 'inv', body);
      return answer(200, {
        externalId: invoice.externalId,
        url: `https://pay.fake-p2p.test/i/${invoice.externalId}`,
        target: 'blank',
      });
    }
    if (request.method === 'POST' && path === FIAT_PROCESSOR_PATHS.payouts)
      return answer(200, { externalId: accept(payouts, 'po', body).externalId });
    return answer(404, { error: 'not found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, { error: 'fake failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** A callback as the processor signs it, to `app` through inject; `skewSeconds` ages it. */
  function webhook(
    app: FastifyInstance,
    event: Record<string, unknown>,
    signing: { secret?: string; skewSeconds?: number; signature?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const body = JSON.stringify(event);
    const timestamp = String(
      Math.floor(options.now().getTime() / 1000) + (signing.skewSeconds ?? 0),
    );
    return app.inject({
      method: 'POST',
      url: FIAT_PROCESSOR_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
        [WEBHOOK_SIGNATURE_HEADER]:
          signing.signature ?? signWebhook(signing.secret ?? options.secret, timestamp, body),
      },
      payload: body,
    });
  }

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** The invoice the fake opened for this order id. */
    invoiceFor: (orderId: string) => invoices.get(orderId),
    payoutFor: (orderId: string) => payouts.get(orderId),
    invoiceCount: () => invoices.size,
    /** 'error' answers 503 to every call; 'hang' never answers; 'up' serves again. */
    setMode(next: 'up' | 'error' | 'hang') {
      mode = next;
      if (next !== 'hang') {
        for (const response of hanging) response.destroy();
        hanging.clear();
      }
    },
    webhook,
    /** A callback about the invoice (or payout) of `orderId`; `amount` defaults to the invoice's. */
    event(
      orderId: string,
      status: FiatProcessorEventStatus,
      overrides: { amount?: string; reason?: string; eventId?: string } = {},
    ) {
      const order = status.startsWith('payout_') ? payouts.get(orderId) : invoices.get(orderId);
      if (!order) throw new Error(`the fake has no invoice or payout for ${orderId}`);
      return {
        eventId: overrides.eventId ?? `evt_${randomBytes(8).toString('hex')}`,
        orderId,
        externalId: order.externalId,
        status,
        amount: overrides.amount ?? order.amount,
        currency: order.currency,
        ...(overrides.reason ? { reason: overrides.reason } : {}),
      };
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeP2pProcessor = Awaited<ReturnType<typeof startFakeP2pProcessor>>;
