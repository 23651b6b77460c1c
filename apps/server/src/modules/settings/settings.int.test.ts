import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, expectErrorBody, registerPlayer } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { servicesOf } from '../../test/ledger-consistency';

const DEFAULTS = {
  'withdraw.cancelWindowSeconds': 600,
  'withdraw.dailyLimit': '10000.00',
  'withdraw.autoApproveBelow': '100.00',
  'withdraw.requiresVerification': false,
  'withdraw.depositWagerMultiplier': '0',
  'withdraw.minGgrPercent': 0,
  'region.restrictedCountries': [],
  'region.allowedIps': [],
  'push.enabled': true,
  'payments.enabled': true,
  'originals.maxBet': '1000.00',
  'originals.maxProfit': '10000.00',
};

describe.each(databaseTargets())('operator settings on %s', (target) => {
  let testApp: TestApp;
  let finance: Awaited<ReturnType<typeof createStaff>>;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    finance = await createStaff(testApp.app, ['finance']);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const put = (auth: { authorization: string }, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: auth, payload });

  it('answers the defaults before anything is stored', async () => {
    const response = await testApp.app.inject({
      url: '/api/admin/settings',
      headers: finance.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(DEFAULTS);
    expect(await servicesOf(testApp.app).settings.get('withdraw.cancelWindowSeconds')).toBe(600);
  });

  it('stores a partial patch, leaves the rest, and audits each change with its old value', async () => {
    const response = await put(finance.auth, {
      'withdraw.dailyLimit': '2500.50',
      'payments.enabled': false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...DEFAULTS,
      'withdraw.dailyLimit': '2500.50',
      'payments.enabled': false,
    });
    const { settings, audit: auditLog } = servicesOf(testApp.app);
    expect(await settings.get('payments.enabled')).toBe(false);
    expect(await settings.get('withdraw.autoApproveBelow')).toBe('100.00');
    const audit = await auditLog.entriesFor('operator_setting', 'withdraw.dailyLimit');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'setting.update',
      before: { value: '10000.00' },
      after: { value: '2500.50' },
      requestId: response.headers['x-request-id'],
    });

    // The same value again changes nothing and writes no second audit row.
    await put(finance.auth, { 'withdraw.dailyLimit': '2500.50' });
    expect(await auditLog.entriesFor('operator_setting', 'withdraw.dailyLimit')).toHaveLength(1);
    await put(finance.auth, { 'payments.enabled': true });
    expect(await settings.get('payments.enabled')).toBe(true);
  });

  it('rejects invalid values with the field that is wrong, storing none of the patch', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ 'withdraw.dailyLimit': '-1' }, 'withdraw.dailyLimit'],
      [{ 'withdraw.dailyLimit': '1.001' }, 'withdraw.dailyLimit'],
      [{ 'withdraw.dailyLimit': 100 }, 'withdraw.dailyLimit'],
      [{ 'withdraw.cancelWindowSeconds': 1.5 }, 'withdraw.cancelWindowSeconds'],
      [{ 'withdraw.cancelWindowSeconds': -1 }, 'withdraw.cancelWindowSeconds'],
      [{ 'withdraw.depositWagerMultiplier': '1e3' }, 'withdraw.depositWagerMultiplier'],
      [{ 'payments.enabled': 'no' }, 'payments.enabled'],
      [{ 'withdraw.unknown': 1 }, 'withdraw.unknown'],
    ];
    for (const [patch, field] of cases) {
      const response = await put(finance.auth, { 'withdraw.autoApproveBelow': '5.00', ...patch });
      const body = expectErrorBody(response, 400, 'validation_error');
      expect(Object.keys(body.fields as object), JSON.stringify(patch)).toEqual([field]);
    }
    expect(await servicesOf(testApp.app).settings.get('withdraw.autoApproveBelow')).toBe('100.00');
  });

  it('validates a patch given to the service directly the same way', async () => {
    const { settings } = servicesOf(testApp.app);
    await expect(settings.update(1, { 'withdraw.cancelWindowSeconds': -5 })).rejects.toMatchObject({
      code: 'validation_error',
      fields: { 'withdraw.cancelWindowSeconds': { key: 'Validation.min' } },
    });
  });

  it('is for finance and admin only: 401 for guests and players, 403 for other staff', async () => {
    const support = await createStaff(testApp.app, ['support']);
    const admin = await createStaff(testApp.app, ['admin']);
    const player = await registerPlayer(testApp.app);
    expectErrorBody(await testApp.app.inject({ url: '/api/admin/settings' }), 401, 'unauthorized');
    expectErrorBody(
      await testApp.app.inject({ url: '/api/admin/settings', headers: player.auth }),
      401,
      'unauthorized',
    );
    expectErrorBody(
      await testApp.app.inject({ url: '/api/admin/settings', headers: support.auth }),
      403,
      'forbidden',
    );
    expectErrorBody(await put(support.auth, { 'payments.enabled': false }), 403, 'forbidden');
    expect(await servicesOf(testApp.app).settings.get('payments.enabled')).toBe(true);
    const byAdmin = await put(admin.auth, { 'withdraw.cancelWindowSeconds': 60 });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()['withdraw.cancelWindowSeconds']).toBe(60);
  });
});
