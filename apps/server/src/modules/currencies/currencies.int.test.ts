import { SUPPORTED_CURRENCIES } from '@wheelhouse/contracts/currencies';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, expectErrorBody } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { servicesOf } from '../../test/ledger-consistency';
import { httpRatesFeed, pollRatesFeed } from './rates-feed';

/** A local stand-in for the rates provider: answers with whatever the test sets. */
async function fakeRatesServer() {
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  let hits = 0;
  const server: Server = createServer((_request, response) => {
    hits += 1;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rates`,
    set(status: number, body: unknown) {
      answer = { status, body };
    },
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const quietLog = { info: () => undefined, warn: () => undefined };

describe.each(databaseTargets())('currencies and rates on %s', (target) => {
  let testApp: TestApp;
  let feed: Awaited<ReturnType<typeof fakeRatesServer>>;

  beforeAll(async () => {
    feed = await fakeRatesServer();
    feed.set(200, { base: 'USD', rates: { EUR: '0.9', PLN: '4' } });
    testApp = await createTestApp(target, {
      env: { RATES_FEED_URL: feed.url, RATES_FEED_INTERVAL_SECONDS: '3600' },
    });
  });

  afterAll(async () => {
    await testApp.close();
    await feed.close();
  });

  it('seeds every supported currency with scale, format, icon and networks', async () => {
    const list = await servicesOf(testApp.app).currencies.listCurrencies();
    expect(list.map((currency) => currency.code)).toEqual([...SUPPORTED_CURRENCIES]);
    const byCode = new Map(list.map((currency) => [currency.code, currency]));
    expect(byCode.get('USD')).toMatchObject({ ledgerScale: 6, displayFormat: '${amount}' });
    expect(byCode.get('ETH')).toMatchObject({
      kind: 'crypto',
      ledgerScale: 8,
      networks: ['ERC20'],
    });
    expect(byCode.get('USDT')?.networks).toEqual(['TRC20', 'ERC20', 'TON']);
    expect(byCode.get('TON')?.ledgerScale).toBe(9);
    for (const currency of list) {
      expect(currency.displayFormat).toContain('{amount}');
      expect(currency.icon).toBe(`/api/v1/currencies/icons/${currency.code}.svg`);
      expect(currency.displayPrecision).toBeLessThanOrEqual(currency.ledgerScale);
    }
  });

  it('serves each icon as a same-origin SVG', async () => {
    const icon = await testApp.app.inject({ url: '/api/v1/currencies/icons/BTC.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.body).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await testApp.app.inject({ url: '/api/v1/currencies/icons/XYZ.svg' })).statusCode).toBe(
      404,
    );
  });

  it('polls the configured feed in the worker role and stores its rates', async () => {
    const { currencies } = servicesOf(testApp.app);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if ((await currencies.rateOf('USD', 'PLN')).source === 'feed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const quote = await currencies.rateOf('PLN', 'USD');
    // The feed's USD→PLN row is newer than the seeded PLN→USD one, so it wins, inverted exactly.
    expect(quote).toMatchObject({ source: 'feed', rate: { numerator: 1n, denominator: 4n } });
    expect((await currencies.convert(1_000n, 'PLN', 'USD')).amountMinor).toBe(2_500_000n);
  });

  it('derives a cross rate through the house currency', async () => {
    const quote = await servicesOf(testApp.app).currencies.rateOf('BTC', 'USDT');
    expect(quote.rate).toEqual({ numerator: 65000n, denominator: 1n });
    expect(quote.path).toEqual(['BTC/USD', 'USDT/USD']);
  });

  it('lets finance read and set rates, audited with before and after', async () => {
    const support = await createStaff(testApp.app, ['support']);
    const finance = await createStaff(testApp.app, ['finance']);
    expectErrorBody(
      await testApp.app.inject({ url: '/api/admin/rates', headers: support.auth }),
      403,
      'forbidden',
    );
    expectErrorBody(await testApp.app.inject({ url: '/api/admin/rates' }), 401, 'unauthorized');

    const listed = await testApp.app.inject({ url: '/api/admin/rates', headers: finance.auth });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toContainEqual(
      expect.objectContaining({ base: 'BTC', quote: 'USD', rate: '65000', source: 'seed' }),
    );

    const put = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/rates',
      headers: finance.auth,
      payload: { rates: [{ base: 'BTC', quote: 'USD', rate: '70000.5' }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().items).toContainEqual(
      expect.objectContaining({ base: 'BTC', quote: 'USD', rate: '70000.5' }),
    );
    const { audit: auditLog, currencies } = servicesOf(testApp.app);
    expect((await currencies.convert(100_000_000n, 'BTC', 'USD')).amountMinor).toBe(
      70_000_500_000n,
    );
    const audit = await auditLog.entriesFor('exchange_rate', 'BTC/USD');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'rate.set',
      before: { rate: '65000', source: 'seed' },
      after: { rate: '70000.5' },
      requestId: put.headers['x-request-id'],
    });
  });

  it('refuses rates that are not exact positive decimals or name unknown pairs', async () => {
    const finance = await createStaff(testApp.app, ['finance']);
    for (const rate of ['0', '-1', '1e5', '1.5.5', 1.5, `0.${'1'.repeat(19)}`]) {
      const response = await testApp.app.inject({
        method: 'PUT',
        url: '/api/admin/rates',
        headers: finance.auth,
        payload: { rates: [{ base: 'EUR', quote: 'USD', rate }] },
      });
      expectErrorBody(response, 400, 'validation_error');
    }
    const unknown = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/rates',
      headers: finance.auth,
      payload: { rates: [{ base: 'XXX', quote: 'USD', rate: '1' }] },
    });
    expect(expectErrorBody(unknown, 400, 'validation_error').fields).toHaveProperty('rates.0.base');
  });

  it('keeps the last rates when the feed fails and skips rates it cannot trust', async () => {
    const { currencies } = servicesOf(testApp.app);
    const pollNow = () =>
      pollRatesFeed({
        feed: httpRatesFeed(feed.url),
        record: (rates, source) => currencies.recordFeedRates(rates, source),
        log: quietLog,
      });
    feed.set(500, { error: 'down' });
    expect(await pollNow()).toBeNull();
    expect((await currencies.rateOf('USD', 'EUR')).rate).toEqual({
      numerator: 9n,
      denominator: 10n,
    });
    feed.set(200, { base: 'USD', rates: { EUR: 0.8, RUB: '95.5', XXX: '1', UAH: '-3' } });
    const recorded = await currencies.recordFeedRates(
      await httpRatesFeed(feed.url).fetchRates(),
      'feed',
    );
    expect(recorded).toEqual({ stored: 1, skipped: 1 });
    expect((await currencies.rateOf('USD', 'EUR')).rate).toEqual({
      numerator: 9n,
      denominator: 10n,
    });
    expect((await currencies.rateOf('USD', 'RUB')).rate).toEqual({
      numerator: 191n,
      denominator: 2n,
    });
  });
});
