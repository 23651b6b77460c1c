import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminPaymentMethod,
  ZAdminPaymentMethodsResponse,
} from '@wheelhouse/contracts/admin-payment-methods';
import { ZFiatConditionsResponse } from '@wheelhouse/contracts/fiat';
import { createTestApp, databaseTargets, type TestApp } from '../../../test/harness';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories';
import { servicesOf } from '../../../test/ledger-consistency';

type Staff = Awaited<ReturnType<typeof createStaff>>;

/** A valid create body; tests override what they exercise. */
const thbLike = (overrides: Record<string, unknown> = {}) => ({
  id: 'eur-sepa',
  currency: 'EUR',
  name: 'SEPA transfer',
  label: 'SEPA EUR',
  method: 'account_number',
  priority: 40,
  buyMinAmount: '10',
  buyMaxAmount: '5000',
  buyRequiredFields: ['full_name'],
  valuePresets: ['10', '50', '100.5'],
  sellMinAmount: '20',
  sellMaxAmount: '5000',
  sellLevels: [
    { minAmount: '0', percent: '0', fixed: '0' },
    { minAmount: '1000', percent: '1.25', fixed: '1.5' },
  ],
  sellRequiredFields: ['account_number'],
  sellOptionalFields: ['email'],
  subbanks: [
    {
      id: 'n26',
      name: 'N26',
      icon: '/api/v1/wallet/payment-methods/icons/n26.svg',
      externalDetailsFields: { required: ['account_number'], optional: [] },
    },
  ],
  ...overrides,
});

describe.each(databaseTargets())('fiat payment methods in the back office on %s', (target) => {
  let t: TestApp;
  let finance: Staff;
  let admin: Staff;
  let support: Staff;
  let player: TestPlayer;

  beforeAll(async () => {
    t = await createTestApp(target);
    [finance, admin, support] = await Promise.all([
      createStaff(t.app, ['finance']),
      createStaff(t.app, ['admin']),
      createStaff(t.app, ['support']),
    ]);
    player = await registerPlayer(t.app);
    await servicesOf(t.app).fiatMethods.seedDemo();
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (staff: { auth: { authorization: string } }, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/payment-methods',
      headers: staff.auth,
      payload,
    });
  const patch = (
    staff: { auth: { authorization: string } },
    id: string,
    payload: Record<string, unknown>,
  ) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/payment-methods/${id}`,
      headers: staff.auth,
      payload,
    });
  const list = async () => {
    const response = await t.app.inject({
      url: '/api/admin/payment-methods',
      headers: finance.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZAdminPaymentMethodsResponse.parse(response.json()).items;
  };
  const playerMethod = async (id: string) => {
    const response = await t.app.inject({
      url: '/api/v2/wallet/orders/conditions',
      headers: player.auth,
    });
    return ZFiatConditionsResponse.parse(response.json()).methods.find((entry) => entry.id === id);
  };
  const audit = (id: string) => servicesOf(t.app).audit.entriesFor('payment_method', id);
  const fieldsOf = (response: { json: () => unknown }) =>
    (response.json() as { fields: Record<string, { key: string; params?: unknown }> }).fields;

  it('lists every method, inactive too, with its stored settings', async () => {
    expect((await patch(finance, 'skrill', { active: false })).statusCode).toBe(200);
    const items = await list();
    expect(items.map((item) => item.id)).toContain('skrill');
    expect(items.find((item) => item.id === 'skrill')?.active).toBe(false);
    expect(items.find((item) => item.id === 'rub-card')).toMatchObject({
      processor: 'desk',
      orderTtlSeconds: 900,
      buyEnabled: true,
      buyMinAmount: '500.00',
      buyMaxAmount: '100000.00',
      multiplyOrdersAllowed: false,
      valuePresets: ['500.00', '1000.00', '2000.00', '5000.00', '10000.00'],
      sellLevels: [
        { minAmount: '0.00', percent: '0', fixed: '0.00' },
        { minAmount: '5000.00', percent: '1.5', fixed: '50.00' },
      ],
    });
    expect(items.find((item) => item.id === 'revolut')).toMatchObject({
      processor: 'external',
      isOther: true,
    });
    expect((await patch(finance, 'skrill', { active: true })).statusCode).toBe(200);
  });

  it('is for finance and admin staff only', async () => {
    expectErrorBody(await t.app.inject({ url: '/api/admin/payment-methods' }), 401, 'unauthorized');
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/payment-methods', headers: player.auth }),
      401,
      'unauthorized',
    );
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/payment-methods', headers: support.auth }),
      403,
      'forbidden',
    );
    expectErrorBody(await create(support, thbLike()), 403, 'forbidden');
    expectErrorBody(await create(player, thbLike()), 401, 'unauthorized');
    expectErrorBody(await patch(support, 'rub-card', { priority: 1 }), 403, 'forbidden');
    expectErrorBody(await patch(player, 'rub-card', { priority: 1 }), 401, 'unauthorized');
    const adminList = await t.app.inject({
      url: '/api/admin/payment-methods',
      headers: admin.auth,
    });
    expect(adminList.statusCode).toBe(200);
    expect(await audit('eur-sepa')).toEqual([]);
    expect((await playerMethod('rub-card'))?.priority).toBe(100);
  });

  it('creates a method that players see at once, audited', async () => {
    const response = await create(finance, thbLike());
    expect(response.statusCode, response.body).toBe(201);
    const created = ZAdminPaymentMethod.parse(response.json());
    expect(created).toMatchObject({
      id: 'eur-sepa',
      currency: 'EUR',
      icon: '/api/v1/wallet/payment-methods/icons/eur-sepa.svg',
      iconBig: '/api/v1/wallet/payment-methods/icons/eur-sepa-big.svg',
      active: true,
      isOther: false,
      processor: 'desk',
      orderTtlSeconds: 900,
      multiplyOrdersAllowed: false,
      buyMinAmount: '10.00',
      valuePresets: ['10.00', '50.00', '100.50'],
      sellLevels: [
        { minAmount: '0.00', percent: '0', fixed: '0.00' },
        { minAmount: '1000.00', percent: '1.25', fixed: '1.50' },
      ],
    });
    expect(await playerMethod('eur-sepa')).toMatchObject({
      label: 'SEPA EUR',
      method: 'account_number',
      buy: {
        minAmount: '10.00',
        maxAmount: '5000.00',
        externalDetailsFields: { required: ['full_name'], optional: [] },
      },
      sell: {
        subbanks: [{ id: 'n26', name: 'N26' }],
        requiredFields: ['account_number'],
        optionalFields: ['email'],
      },
    });
    const rows = await audit('eur-sepa');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'payment_method.create',
      before: null,
      after: expect.objectContaining({ id: 'eur-sepa', buyMinAmount: '10.00' }),
    });
    // The id is taken now.
    const again = expectErrorBody(
      await create(finance, thbLike({ name: 'Other' })),
      409,
      'conflict',
    );
    expect(again.fields).toEqual({ id: { key: 'Validation.taken' } });
    expect(await audit('eur-sepa')).toHaveLength(1);
  });

  it('creates a sell-only method without deposit limits', async () => {
    const response = await create(finance, {
      id: 'paysafecard',
      currency: 'EUR',
      name: 'Paysafecard',
      label: 'Paysafecard',
      method: 'ewallet',
      isOther: true,
      buyEnabled: false,
      sellMinAmount: '10',
      sellMaxAmount: '500',
      sellRequiredFields: ['email'],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await playerMethod('paysafecard')).toMatchObject({
      buy: null,
      sell: { minAmount: '10.00' },
    });
  });

  it.each([
    [
      'min above max',
      { buyMinAmount: '600', buyMaxAmount: '500' },
      { buyMaxAmount: 'Validation.min_above_max' },
    ],
    [
      'sell min above max',
      { sellMinAmount: '6000' },
      { sellMaxAmount: 'Validation.min_above_max' },
    ],
    [
      'an unknown detail field',
      { buyRequiredFields: ['iban'] },
      { 'buyRequiredFields.0': 'Validation.invalid_value' },
    ],
    [
      'an unknown subbank field',
      {
        subbanks: [
          {
            id: 'x',
            name: 'X',
            icon: '/i.svg',
            externalDetailsFields: { required: ['pin'], optional: [] },
          },
        ],
      },
      { 'subbanks.0.externalDetailsFields.required.0': 'Validation.invalid_value' },
    ],
    [
      'a field both required and optional',
      { sellOptionalFields: ['account_number'] },
      { 'sellOptionalFields.0': 'Validation.duplicate' },
    ],
    [
      'a repeated field',
      { buyRequiredFields: ['email', 'email'] },
      { 'buyRequiredFields.1': 'Validation.duplicate' },
    ],
    [
      'levels not ascending',
      {
        sellLevels: [
          { minAmount: '1000', percent: '1', fixed: '0' },
          { minAmount: '1000', percent: '2', fixed: '0' },
        ],
      },
      { 'sellLevels.1.minAmount': 'Validation.levels_not_ascending' },
    ],
    [
      'a percent above 100',
      { sellLevels: [{ minAmount: '0', percent: '150', fixed: '0' }] },
      { 'sellLevels.0.percent': 'Validation.invalid_format' },
    ],
    [
      'a preset below the minimum',
      { valuePresets: ['5', '50'] },
      { 'valuePresets.0': 'Validation.preset_outside_limits' },
    ],
    [
      'a preset above the maximum',
      { valuePresets: ['50', '5001'] },
      { 'valuePresets.1': 'Validation.preset_outside_limits' },
    ],
    ['an unknown currency', { currency: 'XYZ' }, { currency: 'Validation.currency_not_supported' }],
    ['a crypto currency', { currency: 'BTC' }, { currency: 'Validation.currency_not_supported' }],
    [
      'more decimals than the currency',
      { buyMinAmount: '10.005' },
      { buyMinAmount: 'Validation.too_many_decimals' },
    ],
    ['a zero limit', { sellMinAmount: '0' }, { sellMinAmount: 'Validation.invalid_amount' }],
    [
      'a missing limit of an enabled side',
      { buyMaxAmount: undefined },
      { buyMaxAmount: 'Validation.required' },
    ],
    [
      'an icon on another host',
      { icon: 'https://images.example.com/x.svg' },
      { icon: 'Validation.invalid' },
    ],
    [
      'a repeated subbank id',
      {
        subbanks: [1, 2].map(() => ({
          id: 'n26',
          name: 'N26',
          icon: '/i.svg',
          externalDetailsFields: { required: [], optional: [] },
        })),
      },
      { 'subbanks.1.id': 'Validation.duplicate' },
    ],
    ['a bad id', { id: 'Bad Id' }, { id: 'Validation.invalid_format' }],
    ['an unknown method kind', { method: 'cash' }, { method: 'Validation.invalid_value' }],
    ['an unknown property', { colour: 'red' }, { colour: 'Validation.unknown_field' }],
  ])('refuses %s with 400 and the field, creating nothing', async (_case, overrides, expected) => {
    const id = `bad-${Math.random().toString(36).slice(2, 8)}`;
    const body = thbLike({ id, ...overrides });
    const response = await create(
      finance,
      JSON.parse(JSON.stringify(body)) as Record<string, unknown>,
    );
    expectErrorBody(response, 400, 'validation_error');
    const fields = fieldsOf(response);
    for (const [field, key] of Object.entries(expected))
      expect(fields[field]?.key, field).toBe(key);
    expect((await list()).map((item) => item.id)).not.toContain(body.id);
  });

  it('changes limits, presets, fields, levels, subbanks, priority and switches, audited before and after', async () => {
    const response = await patch(finance, 'rub-card', {
      buyMinAmount: '1000',
      buyMaxAmount: '50000',
      valuePresets: ['1000', '3000', '7000'],
      multiplyOrdersAllowed: true,
      buyOptionalFields: ['email'],
      sellLevels: [{ minAmount: '0', percent: '1', fixed: '25' }],
      priority: 120,
      isOther: true,
      processor: 'external',
      orderTtlSeconds: 1200,
      name: 'Visa / Mastercard / Mir',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZAdminPaymentMethod.parse(response.json())).toMatchObject({
      buyMinAmount: '1000.00',
      buyMaxAmount: '50000.00',
      valuePresets: ['1000.00', '3000.00', '7000.00'],
      processor: 'external',
      orderTtlSeconds: 1200,
    });
    expect(await playerMethod('rub-card')).toMatchObject({
      name: 'Visa / Mastercard / Mir',
      priority: 120,
      buy: {
        minAmount: '1000.00',
        maxAmount: '50000.00',
        multiplyOrdersAllowed: true,
        externalDetailsFields: { required: [], optional: ['email'] },
        valuePresets: ['1000.00', '3000.00', '7000.00'],
      },
      sell: { levels: [{ minAmount: '0.00', percent: '1', fixed: '25.00' }] },
    });
    const rows = await audit('rub-card');
    const last = rows.find(
      (row) =>
        row.action === 'payment_method.update' &&
        (row.after as { priority: number }).priority === 120,
    );
    expect(last).toMatchObject({
      before: expect.objectContaining({ buyMinAmount: '500.00', priority: 100, processor: 'desk' }),
      after: expect.objectContaining({
        buyMinAmount: '1000.00',
        priority: 120,
        processor: 'external',
      }),
    });
  });

  it('checks a change against the stored method, changing nothing when refused', async () => {
    const before = (await list()).find((item) => item.id === 'uah-card');
    const audits = (await audit('uah-card')).length;
    // The stored minimum is 200.00: a maximum under it is refused on the field sent.
    let response = await patch(finance, 'uah-card', { buyMaxAmount: '100' });
    expectErrorBody(response, 400, 'validation_error');
    expect(fieldsOf(response).buyMaxAmount?.key).toBe('Validation.min_above_max');
    // New limits that leave a stored preset outside.
    response = await patch(finance, 'uah-card', { buyMaxAmount: '1000' });
    expectErrorBody(response, 400, 'validation_error');
    expect(fieldsOf(response)['valuePresets.3']).toEqual({
      key: 'Validation.preset_outside_limits',
      params: { min: '200.00', max: '1000.00' },
    });
    response = await patch(finance, 'uah-card', { sellRequiredFields: ['card', 'card'] });
    expect(fieldsOf(response)['sellRequiredFields.1']?.key).toBe('Validation.duplicate');
    response = await patch(finance, 'uah-card', { id: 'other', currency: 'USD' });
    expect(fieldsOf(response)).toMatchObject({
      id: { key: 'Validation.unknown_field' },
      currency: { key: 'Validation.unknown_field' },
    });
    response = await patch(finance, 'uah-card', { orderTtlSeconds: 5 });
    expect(fieldsOf(response).orderTtlSeconds?.key).toBe('Validation.min');
    expect((await list()).find((item) => item.id === 'uah-card')).toEqual(before);
    expect(await audit('uah-card')).toHaveLength(audits);
    expectErrorBody(await patch(finance, 'no-such-method', { priority: 1 }), 404, 'not_found');
  });

  it('serialises two staff changes to one method', async () => {
    const [first, second] = await Promise.all([
      patch(finance, 'kzt-card', { priority: 11 }),
      patch(admin, 'kzt-card', { priority: 12 }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const rows = (await audit('kzt-card')).filter((row) => row.action === 'payment_method.update');
    expect(rows).toHaveLength(2);
    // The second change saw the first one's result as its "before": no lost update.
    const priority = (value: unknown) => (value as { priority: number }).priority;
    expect(priority(rows[0]?.before)).toBe(85);
    expect(priority(rows[1]?.before)).toBe(priority(rows[0]?.after));
  });
});
