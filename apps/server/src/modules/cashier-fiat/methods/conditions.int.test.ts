import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ZFiatConditionsResponse, type FiatPaymentMethod } from '@wheelhouse/contracts/fiat';
import { p2pRequisites } from '../schema';
import { createTestApp, databaseTargets, type TestApp } from '../../../test/harness';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories';
import { servicesOf } from '../../../test/ledger-consistency';
import { DEMO_FIAT_METHODS, DEMO_P2P_REQUISITES } from './demo-methods';

type Staff = Awaited<ReturnType<typeof createStaff>>;

describe.each(databaseTargets())('fiat payment methods for players on %s', (target) => {
  let t: TestApp;
  let player: TestPlayer;
  let finance: Staff;

  beforeAll(async () => {
    t = await createTestApp(target);
    player = await registerPlayer(t.app);
    finance = await createStaff(t.app, ['finance']);
  });
  afterAll(async () => {
    await t?.close();
  });

  const conditions = async () => {
    const response = await t.app.inject({
      url: '/api/v2/wallet/orders/conditions',
      headers: player.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZFiatConditionsResponse.parse(response.json());
  };
  const method = async (id: string): Promise<FiatPaymentMethod | undefined> =>
    (await conditions()).methods.find((entry) => entry.id === id);
  const patch = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/payment-methods/${id}`,
      headers: finance.auth,
      payload,
    });
  const requisiteCount = async () => {
    const [row] = await t.database.db.select({ rows: count() }).from(p2pRequisites);
    return row?.rows ?? 0;
  };

  it('is for signed-in players only', async () => {
    expectErrorBody(
      await t.app.inject({ url: '/api/v2/wallet/orders/conditions' }),
      401,
      'unauthorized',
    );
  });

  it('documents its calls in the OpenAPI description', async () => {
    const spec = await t.app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = spec.json<{ paths: Record<string, Record<string, { description?: string }>> }>()
      .paths;
    expect(paths['/api/v2/wallet/orders/conditions']?.get?.description).toContain(
      'payments switched off',
    );
    expect(Object.keys(paths['/api/admin/payment-methods'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(paths['/api/admin/payment-methods/{id}']?.patch?.description).toContain(
      'Validation.min_above_max',
    );
  });

  it('lists nothing before any method exists', async () => {
    expect(await conditions()).toEqual({ methods: [], other: [] });
  });

  it('seeds the demo methods and desk requisites once; a second run adds nothing', async () => {
    const services = servicesOf(t.app);
    expect(await services.fiatMethods.seedDemo()).toBe(DEMO_FIAT_METHODS.length);
    expect(await requisiteCount()).toBe(DEMO_P2P_REQUISITES.length);
    // Two processes starting at once, then a restart: still one set.
    expect(
      await Promise.all([services.fiatMethods.seedDemo(), services.fiatMethods.seedDemo()]),
    ).toEqual([0, 0]);
    expect(await services.fiatMethods.seedDemo()).toBe(0);
    expect(await requisiteCount()).toBe(DEMO_P2P_REQUISITES.length);
    expect((await conditions()).methods).toHaveLength(DEMO_FIAT_METHODS.length);
  });

  it('answers every field of a method, amounts at the currency scale', async () => {
    expect(await method('rub-card')).toEqual({
      id: 'rub-card',
      name: 'Bank card',
      icon: '/api/v1/wallet/payment-methods/icons/rub-card.svg',
      iconBig: '/api/v1/wallet/payment-methods/icons/rub-card-big.svg',
      label: 'Card RUB',
      method: 'p2p',
      currency: 'RUB',
      priority: 100,
      buy: {
        minAmount: '500.00',
        maxAmount: '100000.00',
        multiplyOrdersAllowed: false,
        externalDetailsFields: { required: [], optional: [] },
        valuePresets: ['500.00', '1000.00', '2000.00', '5000.00', '10000.00'],
      },
      sell: {
        minAmount: '1000.00',
        maxAmount: '150000.00',
        levels: [
          { minAmount: '0.00', percent: '0', fixed: '0.00' },
          { minAmount: '5000.00', percent: '1.5', fixed: '50.00' },
        ],
        subbanks: [],
        requiredFields: ['card'],
        optionalFields: [],
      },
    });
    const idr = await method('idr-bank');
    expect(idr?.method).toBe('account_number');
    expect(idr?.buy?.externalDetailsFields).toEqual({ required: ['full_name'], optional: [] });
    expect(idr?.sell?.subbanks.map((subbank) => subbank.id)).toEqual([
      'bca',
      'bni',
      'bri',
      'mandiri',
      'permata',
    ]);
    expect(idr?.sell?.subbanks[3]).toEqual({
      id: 'mandiri',
      name: 'Mandiri',
      icon: '/api/v1/wallet/payment-methods/icons/mandiri.svg',
      externalDetailsFields: {
        required: ['account_number', 'full_name_latin'],
        optional: ['email'],
      },
    });
  });

  it('offers every method kind of the spec, sorted by priority, e-wallets behind "other"', async () => {
    const { methods, other } = await conditions();
    const priorities = methods.map((entry) => entry.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(new Set(methods.map((entry) => entry.method))).toEqual(
      new Set(['p2p', 'sbp', 'account_number', 'blik', 'mpayment', 'steam', 'ewallet']),
    );
    expect(new Set(methods.map((entry) => entry.currency))).toEqual(
      new Set(['RUB', 'UAH', 'KZT', 'UZS', 'IDR', 'PLN', 'EUR']),
    );
    expect(other).toEqual(['revolut', 'wise', 'skrill']);
    // Steam and Skrill only pay out.
    expect((await method('steam'))?.buy).toBeNull();
    expect((await method('steam'))?.sell?.requiredFields).toEqual(['account_number']);
    expect((await method('skrill'))?.buy).toBeNull();
    expect((await method('kzt-mobile'))?.sell?.requiredFields).toEqual(['phone']);
  });

  it('serves every icon it names from our own origin', async () => {
    const { methods } = await conditions();
    const paths = new Set(
      methods.flatMap((entry) => [
        entry.icon,
        entry.iconBig,
        ...(entry.sell?.subbanks.map((subbank) => subbank.icon) ?? []),
      ]),
    );
    for (const path of paths) {
      expect(path.startsWith('/api/v1/wallet/payment-methods/icons/')).toBe(true);
      const response = await t.app.inject({ url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toContain('<svg');
    }
    const bad = await t.app.inject({ url: '/api/v1/wallet/payment-methods/icons/..%2Fx.svg' });
    expect(bad.statusCode).toBe(400);
  });

  it('shows buy or sell as null when the operator turns that side off, and hides inactive methods', async () => {
    expect((await patch('uah-card', { buyEnabled: false })).statusCode).toBe(200);
    expect(await method('uah-card')).toMatchObject({ buy: null, sell: { minAmount: '500.00' } });
    expect((await patch('uah-card', { buyEnabled: true, sellEnabled: false })).statusCode).toBe(
      200,
    );
    expect(await method('uah-card')).toMatchObject({ buy: { minAmount: '200.00' }, sell: null });
    // Neither side: nothing to show.
    expect((await patch('uah-card', { buyEnabled: false })).statusCode).toBe(200);
    expect(await method('uah-card')).toBeUndefined();
    expect((await patch('uah-card', { buyEnabled: true, sellEnabled: true })).statusCode).toBe(200);
    expect((await patch('wise', { active: false })).statusCode).toBe(200);
    const { methods, other } = await conditions();
    expect(methods.find((entry) => entry.id === 'wise')).toBeUndefined();
    expect(other).toEqual(['revolut', 'skrill']);
    expect((await patch('wise', { active: true })).statusCode).toBe(200);
  });

  it('follows the operator’s priority and "other" group', async () => {
    expect((await patch('pln-blik', { priority: 500 })).statusCode).toBe(200);
    expect((await patch('steam', { isOther: true })).statusCode).toBe(200);
    const { methods, other } = await conditions();
    expect(methods[0]?.id).toBe('pln-blik');
    expect(other).toEqual(['steam', 'revolut', 'wise', 'skrill']);
  });

  it('still lists the methods while payments are switched off', async () => {
    const services = servicesOf(t.app);
    const { id: staffId } = await services.admin.saveStaff({
      email: `settings-${randomUUID()}@example.test`,
      password: `Wh-${randomUUID()}`,
      roles: ['finance'],
    });
    await services.settings.update(staffId, { 'payments.enabled': false });
    try {
      expect((await conditions()).methods.length).toBe(DEMO_FIAT_METHODS.length);
    } finally {
      await services.settings.update(staffId, { 'payments.enabled': true });
    }
  });
});
