import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminCryptoMethod,
  ZAdminCryptoMethodsResponse,
  ZCryptoPaymentMethodsResponse,
} from '@wheelhouse/contracts/cashier-crypto';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { createStaff, expectErrorBody, registerPlayer } from '../../test/factories';
import { servicesOf } from '../../test/ledger-consistency';
import { cryptoMethods } from './schema';

type Staff = Awaited<ReturnType<typeof createStaff>>;

describe.each(databaseTargets())('crypto methods in the back office on %s', (target) => {
  let t: TestApp;
  let finance: Staff;

  beforeAll(async () => {
    t = await createTestApp(target);
    finance = await createStaff(t.app, ['finance']);
  });
  afterAll(async () => {
    await t?.close();
  });

  const patch = (
    staff: { auth: { authorization: string } },
    code: string,
    payload: Record<string, unknown>,
  ) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/crypto-methods/${code}`,
      headers: staff.auth,
      payload,
    });

  it('lists every method with its fee, limits and switches', async () => {
    const response = await t.app.inject({
      url: '/api/admin/crypto-methods',
      headers: finance.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { items } = ZAdminCryptoMethodsResponse.parse(response.json());
    expect(items.find((item) => item.code === 'USDT-TRC20')).toEqual({
      code: 'USDT-TRC20',
      name: expect.any(String),
      currency: 'USDT',
      network: 'TRX',
      active: true,
      withdrawAllowed: true,
      withdrawFee: '1.000000',
      minWithdraw: '10.000000',
      maxWithdraw: '10000.000000',
      minDeposit: '5.000000',
      depositBonusAvailable: expect.any(Boolean),
      depositBonusBps: expect.any(Number),
    });
  });

  it('changes fee, limits and switches, which the player sees at once, audited', async () => {
    const player = await registerPlayer(t.app);
    const response = await patch(finance, 'USDT-TRC20', {
      withdrawFee: '2.5',
      minWithdraw: '15',
      depositBonusBps: 1000,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZAdminCryptoMethod.parse(response.json())).toMatchObject({
      withdrawFee: '2.500000',
      minWithdraw: '15.000000',
      maxWithdraw: '10000.000000',
      depositBonusBps: 1000,
    });
    const fee = await t.app.inject({
      url: '/api/v1/wallet/currencies/USDT-TRC20/withdraw_fee?amount=20',
      headers: player.auth,
    });
    expect(fee.json()).toEqual({
      fee: '2.500000',
      minAmount: '15.000000',
      maxAmount: '10000.000000',
    });
    const audit = await servicesOf(t.app).audit.entriesFor('crypto_method', 'USDT-TRC20');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'crypto_method.update',
      before: expect.objectContaining({ withdrawFee: '1.000000', minWithdraw: '10.000000' }),
      after: expect.objectContaining({ withdrawFee: '2.500000', minWithdraw: '15.000000' }),
    });

    expect((await patch(finance, 'LTC', { active: false })).statusCode).toBe(200);
    const methods = ZCryptoPaymentMethodsResponse.parse(
      (await t.app.inject({ url: '/api/v1/wallet/currencies/bonus', headers: player.auth })).json(),
    );
    expect(methods.map((method) => method.code)).not.toContain('LTC');
    expectErrorBody(
      await t.app.inject({
        url: '/api/v1/wallet/currencies/LTC/withdraw_fee?amount=1',
        headers: player.auth,
      }),
      400,
      'error_currency_not_supported',
    );
    expect((await patch(finance, 'LTC', { active: true })).statusCode).toBe(200);
  });

  it('switches the deposit bonus of a method off and on, as the player sees it, audited', async () => {
    const player = await registerPlayer(t.app);
    const shown = async () =>
      ZCryptoPaymentMethodsResponse.parse(
        (
          await t.app.inject({ url: '/api/v1/wallet/currencies/bonus', headers: player.auth })
        ).json(),
      ).find((method) => method.code === 'ETH');
    const bps = (await patch(finance, 'ETH', { depositBonusBps: 700 })).json<{
      depositBonusBps: number;
    }>().depositBonusBps;
    expect(bps).toBe(700);

    const off = await patch(finance, 'ETH', { depositBonusAvailable: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(ZAdminCryptoMethod.parse(off.json())).toMatchObject({
      depositBonusAvailable: false,
      depositBonusBps: 700,
    });
    expect(await shown()).toMatchObject({ depositBonusAvailable: false, depositBonus: 0 });

    const on = await patch(finance, 'ETH', { depositBonusAvailable: true });
    expect(ZAdminCryptoMethod.parse(on.json())).toMatchObject({ depositBonusAvailable: true });
    expect(await shown()).toMatchObject({ depositBonusAvailable: true, depositBonus: 0.07 });
    const audit = await servicesOf(t.app).audit.entriesFor('crypto_method', 'ETH');
    expect(audit.map((entry) => [entry.before, entry.after])).toContainEqual([
      expect.objectContaining({ depositBonusAvailable: true }),
      expect.objectContaining({ depositBonusAvailable: false }),
    ]);
    expectErrorBody(
      await patch(finance, 'ETH', { depositBonusAvailable: 'no' }),
      400,
      'validation_error',
    );
  });

  it('rejects bad values with the field that is wrong and changes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ withdrawFee: '0.000000001' }, 'withdrawFee'],
      [{ minDeposit: '-1' }, 'minDeposit'],
      [{ minDeposit: '0' }, 'minDeposit'],
      [{ maxWithdraw: '0' }, 'maxWithdraw'],
      [{ maxWithdraw: '0.0001' }, 'maxWithdraw'],
      [{ minWithdraw: '20000' }, 'minWithdraw'],
      [{ depositBonusBps: 10_001 }, 'depositBonusBps'],
      [{ withdrawAllowed: 'yes' }, 'withdrawAllowed'],
      [{ network: 'ETH' }, 'network'],
    ];
    for (const [body, field] of cases) {
      const failed = expectErrorBody(await patch(finance, 'BTC', body), 400, 'validation_error');
      expect(Object.keys(failed.fields as object), JSON.stringify(body)).toEqual([field]);
    }
    expect(await servicesOf(t.app).audit.entriesFor('crypto_method', 'BTC')).toEqual([]);
    expectErrorBody(await patch(finance, 'DOGE', { active: false }), 404, 'not_found');
  });

  it('lists methods at the same position by code, alike for staff and players', async () => {
    const player = await registerPlayer(t.app);
    const positions = await t.database.db
      .select({ code: cryptoMethods.code, sortOrder: cryptoMethods.sortOrder })
      .from(cryptoMethods);
    await t.database.db.update(cryptoMethods).set({ sortOrder: 0 });
    try {
      const staffCodes = ZAdminCryptoMethodsResponse.parse(
        (await t.app.inject({ url: '/api/admin/crypto-methods', headers: finance.auth })).json(),
      ).items.map((item) => item.code);
      const playerCodes = ZCryptoPaymentMethodsResponse.parse(
        (
          await t.app.inject({ url: '/api/v1/wallet/currencies/bonus', headers: player.auth })
        ).json(),
      ).map((method): string => method.code);
      expect(staffCodes.length).toBeGreaterThan(2);
      expect(staffCodes).toEqual([...staffCodes].sort());
      expect(playerCodes).toEqual(staffCodes.filter((code) => playerCodes.includes(code)));
      expect(playerCodes).toEqual([...playerCodes].sort());
    } finally {
      for (const { code, sortOrder } of positions)
        await t.database.db
          .update(cryptoMethods)
          .set({ sortOrder })
          .where(eq(cryptoMethods.code, code));
    }
  });

  it('is for finance and admin only', async () => {
    const support = await createStaff(t.app, ['support']);
    const player = await registerPlayer(t.app);
    expectErrorBody(await patch(support, 'BTC', { active: false }), 403, 'forbidden');
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/crypto-methods', headers: support.auth }),
      403,
      'forbidden',
    );
    expectErrorBody(await patch(player, 'BTC', { active: false }), 401, 'unauthorized');
    expectErrorBody(await t.app.inject({ url: '/api/admin/crypto-methods' }), 401, 'unauthorized');
  });
});
