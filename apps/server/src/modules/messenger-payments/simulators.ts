import { randomBytes } from 'node:crypto';
import {
  CRYPTO_PAY_SIGNATURE_HEADER,
  CRYPTO_PAY_TOKEN_HEADER,
  signInvoiceWebhook,
  XROCKET_KEY_HEADER,
  XROCKET_SIGNATURE_HEADER,
} from './signature';
import type { ProviderRequest, ProviderResponse } from './transport';

/**
 * Fakes of Crypto Pay and xRocket that speak their real protocols (paths, key headers, envelopes,
 * webhook bodies and signatures) from memory. Embedded mode answers the adapters with them in
 * process and serves their pay pages under /api/dev; tests put them on a real HTTP port.
 */

/** Sends a signed webhook to the app (in process, or over HTTP in tests). */
export type Deliver = (rawBody: string, headers: Record<string, string>) => Promise<unknown>;

interface FakeInvoice {
  id: number;
  hash: string;
  asset: string;
  amount: string;
  description: string;
  payload: string;
  status: 'active' | 'paid' | 'expired';
  createdAt: string;
  paidAt?: string;
}

const json = (status: number, body: unknown): ProviderResponse => ({
  status,
  text: JSON.stringify(body),
});

function parseBody(request: ProviderRequest): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(request.body ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The amount as the decimal literal it was written as (never through a float). */
function rawDecimal(body: string | undefined, field: string): string | null {
  const match = new RegExp(`"${field}"\\s*:\\s*"?((?:0|[1-9]\\d*)(?:\\.\\d+)?)"?`).exec(body ?? '');
  return match?.[1] ?? null;
}

const header = (request: ProviderRequest, name: string) =>
  Object.entries(request.headers).find(([key]) => key.toLowerCase() === name)?.[1];

let nextId = 1000;

/** A transfer the Crypto Pay fake paid to a user's wallet, keyed by its spend_id. */
export interface FakeCryptoPayTransfer {
  transfer_id: number;
  spend_id: string;
  user_id: string;
  asset: string;
  amount: string;
  status: 'completed';
  completed_at: string;
  comment: string;
}

export function cryptoPayFake(options: { token: string; payPageBase: string; deliver: Deliver }) {
  const invoices = new Map<string, FakeInvoice>();
  const transfers = new Map<string, FakeCryptoPayTransfer>();
  const refusedUsers = new Set<string>();
  let nextUpdate = 1;
  let down = false;
  /** Transfers still to be made whose answer is then lost (a 502 after paying). */
  let answersToLose = 0;

  const transferView = (transfer: FakeCryptoPayTransfer) => ({
    ...transfer,
    user_id: Number(transfer.user_id),
  });

  /**
   * `transfer`: pays once per spend_id (Crypto Pay accepts a spend_id once: a repeat is refused
   * with SPEND_ID_ALREADY_USED; getTransfers by spend_id tells what it paid).
   */
  function transfer(request: ProviderRequest, body: Record<string, unknown>): ProviderResponse {
    const amount = rawDecimal(request.body, 'amount');
    const userId = /"user_id"\s*:\s*(\d+)/.exec(request.body ?? '')?.[1];
    const spendId = typeof body.spend_id === 'string' ? body.spend_id : '';
    if (!userId) return json(400, { ok: false, error: { code: 400, name: 'USER_ID_INVALID' } });
    if (!amount || typeof body.asset !== 'string')
      return json(400, { ok: false, error: { code: 400, name: 'AMOUNT_INVALID' } });
    if (!spendId || spendId.length > 64)
      return json(400, { ok: false, error: { code: 400, name: 'SPEND_ID_INVALID' } });
    if (transfers.has(spendId))
      return json(400, { ok: false, error: { code: 400, name: 'SPEND_ID_ALREADY_USED' } });
    if (refusedUsers.has(userId))
      return json(400, { ok: false, error: { code: 400, name: 'USER_NOT_FOUND' } });
    const paid: FakeCryptoPayTransfer = {
      transfer_id: nextId++,
      spend_id: spendId,
      user_id: userId,
      asset: body.asset,
      amount,
      status: 'completed',
      completed_at: new Date().toISOString(),
      comment: typeof body.comment === 'string' ? body.comment : '',
    };
    transfers.set(spendId, paid);
    if (answersToLose > 0) {
      answersToLose -= 1;
      return json(502, { ok: false, error: { code: 502, name: 'BAD_GATEWAY' } });
    }
    return json(200, { ok: true, result: transferView(paid) });
  }

  const view = (invoice: FakeInvoice) => ({
    invoice_id: invoice.id,
    hash: invoice.hash,
    currency_type: 'crypto',
    asset: invoice.asset,
    amount: invoice.amount,
    bot_invoice_url: `${options.payPageBase}/${invoice.hash}`,
    mini_app_invoice_url: `${options.payPageBase}/${invoice.hash}`,
    web_app_invoice_url: `${options.payPageBase}/${invoice.hash}`,
    description: invoice.description,
    status: invoice.status,
    created_at: invoice.createdAt,
    ...(invoice.paidAt ? { paid_at: invoice.paidAt, paid_asset: invoice.asset } : {}),
    allow_comments: false,
    allow_anonymous: true,
    payload: invoice.payload,
  });

  function update(invoice: FakeInvoice) {
    const body = JSON.stringify({
      update_id: nextUpdate++,
      update_type: 'invoice_paid',
      request_date: new Date().toISOString(),
      payload: view(invoice),
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [CRYPTO_PAY_SIGNATURE_HEADER]: signInvoiceWebhook(options.token, body),
      },
    };
  }

  return {
    token: options.token,
    setDown(value: boolean) {
      down = value;
    },
    /** Transfers to this messenger user are refused (as Crypto Pay answers an unknown user). */
    refuseTransfersTo(userId: string) {
      refusedUsers.add(userId);
    },
    /** The next `count` transfers are paid but their answers lost (the caller sees a 502). */
    loseTransferAnswers(count: number) {
      answersToLose = count;
    },
    /** The transfers paid so far (the simulator's wallet page). */
    transfers: () => [...transfers.values()],
    /** Paid at the provider, but the webhook is lost: only a status check or a redelivery tells. */
    payQuietly(hash: string): boolean {
      const invoice = invoices.get(hash);
      if (!invoice || invoice.status !== 'active') return false;
      invoice.status = 'paid';
      invoice.paidAt = new Date().toISOString();
      return true;
    },
    async handle(request: ProviderRequest): Promise<ProviderResponse> {
      if (down) return json(503, { ok: false, error: { code: 503, name: 'UNAVAILABLE' } });
      if (header(request, CRYPTO_PAY_TOKEN_HEADER) !== options.token)
        return json(401, { ok: false, error: { code: 401, name: 'UNAUTHORIZED' } });
      const body = parseBody(request);
      if (!body) return json(400, { ok: false, error: { code: 400, name: 'BAD_JSON' } });
      if (request.path === '/createInvoice') {
        const amount = rawDecimal(request.body, 'amount');
        if (!amount || typeof body.asset !== 'string')
          return json(400, { ok: false, error: { code: 400, name: 'AMOUNT_INVALID' } });
        const invoice: FakeInvoice = {
          id: nextId++,
          hash: `IV${randomBytes(6).toString('hex')}`,
          asset: body.asset,
          amount,
          description: typeof body.description === 'string' ? body.description : '',
          payload: typeof body.payload === 'string' ? body.payload : '',
          status: 'active',
          createdAt: new Date().toISOString(),
        };
        invoices.set(invoice.hash, invoice);
        return json(200, { ok: true, result: view(invoice) });
      }
      if (request.path === '/getInvoices') {
        const ids = String(body.invoice_ids ?? '').split(',');
        const items = [...invoices.values()].filter((item) => ids.includes(String(item.id)));
        return json(200, { ok: true, result: { items: items.map(view) } });
      }
      if (request.path === '/transfer') return transfer(request, body);
      if (request.path === '/getTransfers') {
        const spendId = typeof body.spend_id === 'string' ? body.spend_id : undefined;
        const ids =
          typeof body.transfer_ids === 'string' ? body.transfer_ids.split(',') : undefined;
        const items = [...transfers.values()].filter(
          (item) =>
            (spendId === undefined || item.spend_id === spendId) &&
            (ids === undefined || ids.includes(String(item.transfer_id))),
        );
        return json(200, { ok: true, result: { items: items.map(transferView) } });
      }
      return json(404, { ok: false, error: { code: 404, name: 'METHOD_NOT_FOUND' } });
    },
    invoice(hash: string) {
      return invoices.get(hash);
    },
    /** The player pays on the fake's page: the invoice is paid and its webhook delivered. */
    async pay(hash: string): Promise<boolean> {
      const invoice = invoices.get(hash);
      if (!invoice || invoice.status === 'expired') return false;
      if (invoice.status === 'active') {
        invoice.status = 'paid';
        invoice.paidAt = new Date().toISOString();
      }
      const signed = update(invoice);
      await options.deliver(signed.body, signed.headers);
      return true;
    },
    /** The signed `invoice_paid` update of a paid invoice, for tests that deliver it themselves. */
    signedUpdate(hash: string) {
      const invoice = invoices.get(hash);
      return invoice ? update(invoice) : undefined;
    },
    hashOf(payUrl: string) {
      return payUrl.slice(payUrl.lastIndexOf('/') + 1);
    },
  };
}
export type CryptoPayFake = ReturnType<typeof cryptoPayFake>;

/** What xRocket lists as available (its codes; TON is "TONCOIN"). */
const XROCKET_CURRENCIES = [
  { currency: 'TONCOIN', name: 'Toncoin', minTransfer: 0.0001, minInvoice: 0.01 },
  { currency: 'USDT', name: 'Tether USD', minTransfer: 0.0001, minInvoice: 0.01 },
  { currency: 'BTC', name: 'Bitcoin', minTransfer: 0.00000001, minInvoice: 0.00001 },
];

export interface FakeTransfer {
  id: number;
  tgUserId: string;
  currency: string;
  amount: string;
  transferId: string;
}

export function xrocketFake(options: { apiKey: string; payPageBase: string; deliver: Deliver }) {
  const invoices = new Map<string, FakeInvoice>();
  const transfers = new Map<string, FakeTransfer>();
  const refusedUsers = new Set<string>();
  let down = false;

  const view = (invoice: FakeInvoice) => ({
    id: invoice.id,
    amount: Number(invoice.amount),
    minPayment: 0,
    totalActivations: 1,
    activationsLeft: invoice.status === 'paid' ? 0 : 1,
    description: invoice.description,
    payload: invoice.payload,
    currency: invoice.asset,
    created: invoice.createdAt,
    ...(invoice.paidAt ? { paid: invoice.paidAt } : {}),
    status: invoice.status,
    link: `${options.payPageBase}/${invoice.hash}`,
  });

  function update(invoice: FakeInvoice) {
    const body = JSON.stringify({
      type: 'invoicePay',
      timestamp: new Date().toISOString(),
      data: {
        ...view(invoice),
        payment: {
          userId: 1,
          paymentNum: 1,
          paymentAmount: Number(invoice.amount),
          paymentAmountReceived: Number(invoice.amount),
          paid: invoice.paidAt,
        },
      },
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [XROCKET_SIGNATURE_HEADER]: signInvoiceWebhook(options.apiKey, body),
      },
    };
  }

  const refuse = (status: number, message: string) => json(status, { success: false, message });

  return {
    apiKey: options.apiKey,
    setDown(value: boolean) {
      down = value;
    },
    /** Transfers to this messenger user fail (as xRocket answers for an unknown user). */
    refuseTransfersTo(tgUserId: string) {
      refusedUsers.add(tgUserId);
    },
    transfers: () => [...transfers.values()],
    async handle(request: ProviderRequest): Promise<ProviderResponse> {
      if (down) return refuse(503, 'unavailable');
      if (header(request, XROCKET_KEY_HEADER) !== options.apiKey)
        return refuse(401, 'Unauthorized');
      const body = parseBody(request);
      if (!body) return refuse(400, 'bad json');
      if (request.method === 'GET' && request.path === '/currencies/available')
        return json(200, { success: true, data: { results: XROCKET_CURRENCIES } });
      if (request.method === 'POST' && request.path === '/tg-invoices') {
        const amount = rawDecimal(request.body, 'amount');
        if (!amount || typeof body.currency !== 'string') return refuse(400, 'amount invalid');
        const invoice: FakeInvoice = {
          id: nextId++,
          hash: `XR${randomBytes(6).toString('hex')}`,
          asset: body.currency,
          amount,
          description: typeof body.description === 'string' ? body.description : '',
          payload: typeof body.payload === 'string' ? body.payload : '',
          status: 'active',
          createdAt: new Date().toISOString(),
        };
        invoices.set(invoice.hash, invoice);
        return json(200, { success: true, data: view(invoice) });
      }
      const invoiceMatch = /^\/tg-invoices\/(\d+)$/.exec(request.path);
      if (request.method === 'GET' && invoiceMatch) {
        const invoice = [...invoices.values()].find((item) => String(item.id) === invoiceMatch[1]);
        return invoice
          ? json(200, { success: true, data: view(invoice) })
          : refuse(404, 'Invoice not found');
      }
      if (request.method === 'POST' && request.path === '/app/transfer') {
        const amount = rawDecimal(request.body, 'amount');
        const tgUserId = /"tgUserId"\s*:\s*(\d+)/.exec(request.body ?? '')?.[1];
        const transferId = typeof body.transferId === 'string' ? body.transferId : '';
        if (!amount || !tgUserId || !transferId || typeof body.currency !== 'string')
          return refuse(400, 'invalid transfer');
        const existing = transfers.get(transferId);
        if (existing)
          return json(200, { success: true, data: { ...existing, amount: Number(amount) } });
        if (refusedUsers.has(tgUserId)) return refuse(400, 'User not found');
        const transfer = { id: nextId++, tgUserId, currency: body.currency, amount, transferId };
        transfers.set(transferId, transfer);
        return json(200, {
          success: true,
          data: { ...transfer, tgUserId: Number(tgUserId), amount: Number(amount) },
        });
      }
      return refuse(404, 'Not found');
    },
    invoice(hash: string) {
      return invoices.get(hash);
    },
    async pay(hash: string): Promise<boolean> {
      const invoice = invoices.get(hash);
      if (!invoice || invoice.status === 'expired') return false;
      if (invoice.status === 'active') {
        invoice.status = 'paid';
        invoice.paidAt = new Date().toISOString();
      }
      const signed = update(invoice);
      await options.deliver(signed.body, signed.headers);
      return true;
    },
    /** Paid at the provider, but the webhook is lost: only a status check or a redelivery tells. */
    payQuietly(hash: string): boolean {
      const invoice = invoices.get(hash);
      if (!invoice || invoice.status !== 'active') return false;
      invoice.status = 'paid';
      invoice.paidAt = new Date().toISOString();
      return true;
    },
    signedUpdate(hash: string) {
      const invoice = invoices.get(hash);
      return invoice ? update(invoice) : undefined;
    },
    hashOf(payUrl: string) {
      return payUrl.slice(payUrl.lastIndexOf('/') + 1);
    },
  };
}
export type XRocketFake = ReturnType<typeof xrocketFake>;
