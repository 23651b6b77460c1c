import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminBonusTemplate,
  ZAdminPromoCode,
  ZAdminPromoCodesResponse,
  ZPlayerBonus,
  type PromoCodeInput,
} from '@wheelhouse/contracts/bonuses';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../test/factories';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';

type Staff = Awaited<ReturnType<typeof createStaff>>;

describe.each(databaseTargets())('promo codes on %s', (target) => {
  let t: TestApp;
  let finance: Staff;
  let templateId: number;

  beforeAll(async () => {
    t = await createTestApp(target);
    finance = await createStaff(t.app, ['finance']);
    const template = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bonus-templates',
      headers: finance.auth,
      payload: {
        type: 'promo',
        texts: {
          en: { title: 'Spring promo', description: '5 USD, wager 3×' },
          ru: { title: 'Весенний промо', description: '5 USD, вейджер 3×' },
        },
        maxAmount: '5',
        wager: '3',
        deadlineHours: 48,
      },
    });
    expect(template.statusCode, template.body).toBe(200);
    templateId = ZAdminBonusTemplate.parse(template.json()).id;
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const bonusBalanceOf = async (player: TestPlayer) => {
    const access = await servicesOf(t.app).users.accessByEmail(player.email);
    return (await servicesOf(t.app).ledger.balancesOf(access!.userId)).player_bonus;
  };

  const createCode = async (body: Partial<PromoCodeInput> & { code: string }) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promo-codes',
      headers: finance.auth,
      payload: { templateId, maxRedemptions: 10, ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZAdminPromoCode.parse(response.json());
  };

  const redeem = (player: TestPlayer, code: string, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/promo-codes/redeem',
      headers: player.auth,
      payload: { code },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('100 parallel redemptions of a 10-use code give exactly 10', async () => {
    const code = await createCode({ code: 'TEN-USES' });
    const players: TestPlayer[] = [];
    for (let n = 0; n < 100; n += 1) players.push(await registerPlayer(t.app));
    const answers = await Promise.all(players.map((player) => redeem(player, 'ten-uses')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expectErrorBody(answer, 409, 'promo_code_used_up');
    const winners = answers
      .map((answer, index) => ({ answer, player: players[index]! }))
      .filter(({ answer }) => answer.statusCode === 200);
    for (const { answer, player } of winners) {
      expect(ZPlayerBonus.parse(answer.json()).activation).toMatchObject({
        state: 'active',
        amount: '5.000000',
        wager: { current: '0.000000', total: '15.000000' },
      });
      expect(await bonusBalanceOf(player)).toBe(5_000_000n);
    }
    const listed = ZAdminPromoCodesResponse.parse(
      (await t.app.inject({ url: '/api/admin/promo-codes', headers: finance.auth })).json(),
    );
    expect(listed.items.find((item) => item.id === code.id)).toMatchObject({
      redemptions: 10,
      maxRedemptions: 10,
    });
  });

  it('answers each refusal with its own error', async () => {
    const player = await registerPlayer(t.app);
    expectErrorBody(await redeem(player, 'NO-SUCH-CODE'), 404, 'promo_code_not_found');

    await createCode({ code: 'ONCE' });
    expect((await redeem(player, 'once')).statusCode).toBe(200);
    expectErrorBody(await redeem(player, 'ONCE'), 409, 'promo_code_already_redeemed');

    const now = t.clock.now().getTime();
    await createCode({
      code: 'OLD',
      validFrom: new Date(now - 7_200_000).toISOString(),
      validUntil: new Date(now - 3_600_000).toISOString(),
    });
    expectErrorBody(await redeem(player, 'OLD'), 400, 'promo_code_expired');
    await createCode({ code: 'LATER', validFrom: new Date(now + 3_600_000).toISOString() });
    expectErrorBody(await redeem(player, 'LATER'), 400, 'promo_code_expired');

    await createCode({ code: 'EUR-ONLY', currencies: ['EUR'] });
    expectErrorBody(await redeem(player, 'EUR-ONLY'), 403, 'promo_code_not_eligible');
    await createCode({ code: 'DE-ONLY', countries: ['DE'] });
    expectErrorBody(await redeem(player, 'DE-ONLY'), 403, 'promo_code_not_eligible');

    await createCode({ code: 'OFF', active: false });
    expectErrorBody(await redeem(player, 'OFF'), 404, 'promo_code_not_found');

    expectErrorBody(await redeem(player, ''), 400, 'validation_error');
    // Only the one redeemed code moved money.
    expect(await bonusBalanceOf(player)).toBe(5_000_000n);
  });

  it('throttles unknown codes per player and per address', async () => {
    const player = await registerPlayer(t.app);
    for (let n = 0; n < 10; n += 1)
      expectErrorBody(await redeem(player, `GUESS-${n}`, '10.9.0.1'), 404, 'promo_code_not_found');
    expectErrorBody(await redeem(player, 'GUESS-X', '10.9.0.2'), 429, 'too_many_requests');

    const others = await Promise.all(Array.from({ length: 4 }, () => registerPlayer(t.app)));
    let refused = 0;
    for (const [index, other] of others.entries())
      for (let n = 0; n < 8; n += 1) {
        const answer = await redeem(other, `IP-${index}-${n}`, '10.9.0.3');
        if (answer.statusCode === 429) refused += 1;
      }
    // 30 unknown codes from one address, then every attempt from it is refused.
    expect(refused).toBe(2);
  });

  it('is finance’s to create, audited; a duplicate code is 409 and a bad template 400', async () => {
    const support = await createStaff(t.app, ['support']);
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/promo-codes', headers: support.auth }),
      403,
      'forbidden',
    );
    const created = await createCode({ code: 'AUDITED' });
    const audit = await servicesOf(t.app).audit.entriesFor('promo_code', String(created.id));
    expect(audit.map((row) => row.action)).toEqual(['promo_code.create']);
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promo-codes',
      headers: finance.auth,
      payload: { code: 'audited', templateId, maxRedemptions: 1 },
    });
    expectErrorBody(duplicate, 409, 'conflict');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promo-codes',
      headers: finance.auth,
      payload: { code: 'BADTPL', templateId: 999_999, maxRedemptions: 1 },
    });
    expect(Object.keys(expectErrorBody(bad, 400, 'validation_error').fields as object)).toEqual([
      'templateId',
    ]);
  });
  it('staff change a code’s terms: audited, never below its redemptions, the code itself fixed', async () => {
    const code = await createCode({ code: 'EDIT-ME', maxRedemptions: 3 });
    for (const player of [await registerPlayer(t.app), await registerPlayer(t.app)])
      expect((await redeem(player, 'edit-me')).statusCode).toBe(200);
    const patch = (body: Record<string, unknown>, id: number = code.id, headers = finance.auth) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/promo-codes/${id}`,
        headers,
        payload: body,
      });

    // An empty patch changes nothing and answers the code as it is.
    const unchanged = await patch({});
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json()).toMatchObject({ id: code.id, redemptions: 2 });
    const below = expectErrorBody(await patch({ maxRedemptions: 0 }), 400, 'validation_error');
    expect(Object.keys(below.fields as object)).toEqual(['maxRedemptions']);
    const underUsed = expectErrorBody(await patch({ maxRedemptions: 1 }), 400, 'validation_error');
    expect(underUsed.fields).toEqual({
      maxRedemptions: { key: 'Validation.min', params: { min: 2 } },
    });
    const renamed = expectErrorBody(await patch({ code: 'OTHER' }), 400, 'validation_error');
    expect(Object.keys(renamed.fields as object)).toEqual(['code']);
    const now = t.clock.now().getTime();
    const window = expectErrorBody(
      await patch({
        validFrom: new Date(now + 7_200_000).toISOString(),
        validUntil: new Date(now + 3_600_000).toISOString(),
      }),
      400,
      'validation_error',
    );
    expect(Object.keys(window.fields as object)).toEqual(['validUntil']);
    expectErrorBody(await patch({ active: false }, 999_999), 404, 'not_found');
    const support = await createStaff(t.app, ['support']);
    expectErrorBody(await patch({ active: false }, code.id, support.auth), 403, 'forbidden');

    const changed = await patch({ maxRedemptions: 5, countries: ['DE'], currencies: ['USD'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(ZAdminPromoCode.parse(changed.json())).toMatchObject({
      code: 'EDIT-ME',
      maxRedemptions: 5,
      redemptions: 2,
      countries: ['DE'],
      currencies: ['USD'],
      active: true,
    });
    // Switched off, a player who has not redeemed it is told it does not exist.
    expect((await patch({ active: false })).statusCode).toBe(200);
    expectErrorBody(
      await redeem(await registerPlayer(t.app), 'EDIT-ME'),
      404,
      'promo_code_not_found',
    );
    const audit = await servicesOf(t.app).audit.entriesFor('promo_code', String(code.id));
    expect(audit.map((row) => row.action)).toEqual([
      'promo_code.create',
      'promo_code.update',
      'promo_code.update',
    ]);
  });
});
