import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoPayClient } from './crypto-pay-client';
import { CRYPTO_PAY_SIGNATURE_HEADER, verifyInvoiceWebhook } from './signature';
import { cryptoPayFake, xrocketFake, type Deliver } from './simulators';
import { httpTransport, ProviderRefused, ProviderUnavailable, type Transport } from './transport';
import { xrocketClient } from './xrocket-client';

/** The fakes on a real port, so the adapters' HTTP side (headers, bodies, status codes) is exercised. */
async function serve(handle: Transport): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      void handle({
        method: request.method === 'GET' ? 'GET' : 'POST',
        path: request.url ?? '/',
        headers,
        body: chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined,
      }).then((answer) => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(answer.text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('messenger payment adapters over HTTP against the fakes', () => {
  const delivered: { body: string; headers: Record<string, string> }[] = [];
  const deliver: Deliver = async (body, headers) => void delivered.push({ body, headers });
  const cryptoPay = cryptoPayFake({
    token: 'crypto-pay-token-0123456789',
    payPageBase: 'http://pay',
    deliver,
  });
  const xrocket = xrocketFake({
    apiKey: 'xrocket-key-0123456789',
    payPageBase: 'http://pay',
    deliver,
  });
  let servers: Server[] = [];
  let cryptoUrl = '';
  let xrocketUrl = '';
  beforeAll(async () => {
    const a = await serve(cryptoPay.handle);
    const b = await serve(xrocket.handle);
    servers = [a.server, b.server];
    cryptoUrl = a.url;
    xrocketUrl = b.url;
  });
  afterAll(() => servers.forEach((server) => server.close()));

  it('Crypto Pay: creates an invoice, reads its status, and signs the paid update with the token', async () => {
    const client = cryptoPayClient({ token: cryptoPay.token, transport: httpTransport(cryptoUrl) });
    const invoice = await client.createInvoice({
      asset: 'USDT',
      amount: '12.5',
      description: 'Deposit',
      payload: 'tx_1',
      expiresInSeconds: 3600,
    });
    expect(invoice.payUrl).toMatch(/^http:\/\/pay\/IV/);
    expect(await client.invoiceStatus(invoice.invoiceId)).toBe('active');
    await cryptoPay.pay(cryptoPay.hashOf(invoice.payUrl));
    expect(await client.invoiceStatus(invoice.invoiceId)).toBe('paid');
    const update = delivered.at(-1)!;
    expect(JSON.parse(update.body)).toMatchObject({
      update_type: 'invoice_paid',
      payload: { amount: '12.5', payload: 'tx_1', status: 'paid' },
    });
    expect(
      verifyInvoiceWebhook(
        cryptoPay.token,
        update.body,
        update.headers[CRYPTO_PAY_SIGNATURE_HEADER],
      ),
    ).toBe(true);
  });

  it('Crypto Pay: a wrong token is refused; a provider down is unavailable', async () => {
    const wrong = cryptoPayClient({
      token: 'wrong-token-0123456789',
      transport: httpTransport(cryptoUrl),
    });
    await expect(wrong.invoiceStatus('1')).rejects.toBeInstanceOf(ProviderRefused);
    cryptoPay.setDown(true);
    const client = cryptoPayClient({ token: cryptoPay.token, transport: httpTransport(cryptoUrl) });
    await expect(client.invoiceStatus('1')).rejects.toBeInstanceOf(ProviderUnavailable);
    cryptoPay.setDown(false);
    const nowhere = cryptoPayClient({
      token: cryptoPay.token,
      transport: httpTransport('http://127.0.0.1:9'),
    });
    await expect(nowhere.invoiceStatus('1')).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('xRocket: invoice, available currencies, and a transfer paid once per transferId', async () => {
    const client = xrocketClient({ apiKey: xrocket.apiKey, transport: httpTransport(xrocketUrl) });
    const invoice = await client.createInvoice({
      currency: 'TONCOIN',
      amount: '0.123456789',
      description: 'Deposit',
      payload: 'tx_2',
      expiresInSeconds: 3600,
    });
    expect(await client.invoiceStatus(invoice.invoiceId)).toBe('active');
    expect((await client.availableCurrencies()).map((c) => c.currency)).toContain('TONCOIN');
    const first = await client.transfer({
      tgUserId: '777000111',
      currency: 'USDT',
      amount: '20',
      transferId: 'wd_1',
      description: 'Withdrawal',
    });
    const again = await client.transfer({
      tgUserId: '777000111',
      currency: 'USDT',
      amount: '20',
      transferId: 'wd_1',
      description: 'Withdrawal',
    });
    expect(again).toEqual(first);
    expect(xrocket.transfers().filter((t) => t.transferId === 'wd_1')).toHaveLength(1);
    xrocket.refuseTransfersTo('777000222');
    await expect(
      client.transfer({
        tgUserId: '777000222',
        currency: 'USDT',
        amount: '1',
        transferId: 'wd_2',
        description: 'Withdrawal',
      }),
    ).rejects.toBeInstanceOf(ProviderRefused);
  });
});
