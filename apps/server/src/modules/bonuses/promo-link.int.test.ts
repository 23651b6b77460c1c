import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminBonusTemplate,
  ZPromoCodePreview,
  type PromoCodeInput,
} from '@wheelhouse/contracts/bonuses';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../test/factories';

type Staff = Awaited<ReturnType<typeof createStaff>>;

describe.each(databaseTargets())('promo link details on %s', (target) => {
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
          en: { title: 'Link promo', description: '5 USD, wager 3×' },
          ru: { title: 'Промо по ссылке', description: '5 USD, вейджер 3×' },
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
    if (t) await t.close();
  });

  const createCode = async (body: Partial<PromoCodeInput> & { code: string }) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promo-codes',
      headers: finance.auth,
      payload: { templateId, maxRedemptions: 10, ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  const details = (player: TestPlayer | null, code: string, remoteAddress?: string) =>
    t.app.inject({
      url: `/api/v2/promo-codes/${encodeURIComponent(code)}`,
      headers: player?.auth ?? {},
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('shows the offer in any case of the code, then that the player redeemed it', async () => {
    await createCode({ code: 'LINK5' });
    const player = await registerPlayer(t.app);
    const before = ZPromoCodePreview.parse((await details(player, 'link5')).json());
    expect(before).toMatchObject({
      code: 'LINK5',
      isRedeemed: false,
      bonus: {
        id: templateId,
        title: 'Link promo',
        conditions: { type: 'promo', maxAmount: '5.000000', wager: '3', deadlineHours: 48 },
      },
    });
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/v2/promo-codes/redeem',
      headers: player.auth,
      payload: { code: 'Link5' },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(ZPromoCodePreview.parse((await details(player, 'LINK5')).json()).isRedeemed).toBe(true);
    // Another player has not redeemed it.
    const other = await registerPlayer(t.app);
    expect(ZPromoCodePreview.parse((await details(other, 'LINK5')).json()).isRedeemed).toBe(false);
  });

  it('refuses guests, bad codes, unknown, switched-off and expired codes', async () => {
    expectErrorBody(await details(null, 'LINK5'), 401, 'unauthorized');
    const player = await registerPlayer(t.app);
    expectErrorBody(await details(player, 'bad code!'), 400, 'validation_error');
    expectErrorBody(await details(player, 'NOPE-1'), 404, 'promo_code_not_found');
    await createCode({ code: 'LINK-OFF', active: false });
    expectErrorBody(await details(player, 'LINK-OFF'), 404, 'promo_code_not_found');
    const now = t.clock.now().getTime();
    await createCode({
      code: 'LINK-OLD',
      validFrom: new Date(now - 7_200_000).toISOString(),
      validUntil: new Date(now - 3_600_000).toISOString(),
    });
    expectErrorBody(await details(player, 'LINK-OLD'), 400, 'promo_code_expired');
  });

  it('counts unknown codes toward the redemption throttle', async () => {
    const player = await registerPlayer(t.app);
    for (let n = 0; n < 10; n += 1)
      expectErrorBody(await details(player, `PEEK-${n}`, '10.8.0.1'), 404, 'promo_code_not_found');
    expectErrorBody(await details(player, 'LINK5', '10.8.0.2'), 429, 'too_many_requests');
    const redeem = await t.app.inject({
      method: 'POST',
      url: '/api/v2/promo-codes/redeem',
      headers: player.auth,
      payload: { code: 'LINK5' },
      remoteAddress: '10.8.0.2',
    });
    expectErrorBody(redeem, 429, 'too_many_requests');
  });
});
