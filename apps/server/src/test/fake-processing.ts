import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  PROCESSING_API_KEY_HEADER,
  signWebhook,
  verifyWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../modules/cashier-crypto';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A payout the fake accepted: the signed request body as it arrived, and the id it answered. */
export interface FakePayout {
  payoutId: string;
  reference: string;
  network: string;
  currency: string;
  address: string;
  memo: string | null;
  amount: string;
}

export interface FakeProcessingOptions {
  apiKey: string;
  secret: string;
  /** The clock signatures are checked and made against (the test app's). */
  now: () => Date;
}

function chars(seed: string, alphabet: string, length: number): string {
  const bytes = createHash('sha256').update(seed).digest();
  let out = '';
  for (let index = 0; out.length < length; index += 1)
    out += alphabet[bytes[index % bytes.length]! % alphabet.length];
  return out;
}

/** A deposit address shaped like the network's, derived from the reference. */
function addressFor(network: string, reference: string): { address: string; memo?: string } {
  const seed = `fake-processing:${network}:${reference}`;
  switch (network) {
    case 'ETH':
      return { address: `0x${chars(seed, '0123456789abcdef', 40)}` };
    case 'TON':
      return { address: `UQ${chars('fake-processing:TON', BASE58, 46)}`, memo: reference };
    case 'BTC':
      return { address: `bc1q${chars(seed, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}` };
    case 'LTC':
      return { address: `ltc1q${chars(seed, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}` };
    default:
      return { address: `T${chars(seed, BASE58, 33)}` };
  }
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
 * A local fake of the crypto processing service, speaking the protocol of processing-gateway.ts on
 * a real HTTP port: it refuses calls without our API key and a valid signature, hands out deposit
 * addresses, accepts payouts once per reference, and delivers signed webhooks to the app. Tests
 * can take it down (503 or no answer at all) and look at what it received.
 */
export async function startFakeProcessing(options: FakeProcessingOptions) {
  const payouts = new Map<string, FakePayout>();
  /** Every call that reached a handler, in order, including refused and repeated ones. */
  const calls: { path: string; status: number; reference?: string }[] = [];
  let mode: 'up' | 'error' | 'hang' = 'up';
  const hanging = new Set<ServerResponse>();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const rawBody = await readBody(request);
    const path = request.url ?? '';
    let reference: string | undefined;
    try {
      const parsed = JSON.parse(rawBody) as { reference?: unknown };
      if (typeof parsed.reference === 'string') reference = parsed.reference;
    } catch {
      // Not JSON: refused below by the signature check or the router.
    }
    const answer = (status: number, body: unknown) => {
      calls.push({ path, status, ...(reference ? { reference } : {}) });
      send(response, status, body);
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
    if (header(PROCESSING_API_KEY_HEADER) !== options.apiKey || !signed)
      return answer(401, { error: 'bad signature' });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(rawBody) as Record<string, unknown>;
    } catch {
      return answer(400, { error: 'not JSON' });
    }
    if (request.method === 'POST' && path === '/v1/addresses')
      return answer(200, addressFor(String(body.network), String(body.reference)));
    if (request.method === 'POST' && path === '/v1/payouts') {
      const reference = String(body.reference);
      let payout = payouts.get(reference);
      if (!payout) {
        payout = {
          payoutId: `po_${randomBytes(8).toString('hex')}`,
          reference,
          network: String(body.network),
          currency: String(body.currency),
          address: String(body.address),
          memo: typeof body.memo === 'string' ? body.memo : null,
          amount: String(body.amount),
        };
        payouts.set(reference, payout);
      }
      return answer(200, { payoutId: payout.payoutId });
    }
    return answer(404, { error: 'not found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, { error: 'fake failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** A webhook as the provider signs it, to `app` through inject; `skewSeconds` ages it. */
  function webhook(
    app: FastifyInstance,
    event: Record<string, unknown>,
    signing: { secret?: string; skewSeconds?: number } = {},
  ): Promise<LightMyRequestResponse> {
    const body = JSON.stringify(event);
    const timestamp = String(
      Math.floor(options.now().getTime() / 1000) + (signing.skewSeconds ?? 0),
    );
    return app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/crypto/processing',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(signing.secret ?? options.secret, timestamp, body),
      },
      payload: body,
    });
  }

  const eventId = () => `evt_${randomBytes(8).toString('hex')}`;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** The payout the fake accepted for this reference (our withdrawal id). */
    payoutFor: (reference: string) => payouts.get(reference),
    payoutCount: () => payouts.size,
    /** 'error' answers 503 to every call; 'hang' never answers; 'up' serves again. */
    setMode(next: 'up' | 'error' | 'hang') {
      mode = next;
      if (next !== 'hang') {
        for (const response of hanging) response.destroy();
        hanging.clear();
      }
    },
    webhook,
    depositEvent(input: {
      currency: string;
      address: string;
      memo?: string;
      amount: string;
      status: 'pending' | 'confirmed';
      txHash?: string;
    }) {
      return {
        eventId: eventId(),
        type: 'deposit',
        outputIndex: 0,
        txHash: input.txHash ?? randomBytes(32).toString('hex'),
        ...input,
      };
    },
    payoutEvent(
      payoutId: string,
      result: { status: 'completed'; txHash: string } | { status: 'failed'; reason?: string },
    ) {
      return { eventId: eventId(), type: 'payout', payoutId, ...result };
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeProcessing = Awaited<ReturnType<typeof startFakeProcessing>>;
