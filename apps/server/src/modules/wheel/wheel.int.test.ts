import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminWheel, ZWheelResponse, ZWheelSpinResponse } from '@wheelhouse/contracts/wheel';
import { hashServerSeed } from '@wheelhouse/fair/seeds';
import { verifyWheel } from '@wheelhouse/fair/verify';
import { wheelIndex } from '@wheelhouse/fair/wheel';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
  type TestStaff,
} from '../../test/factories';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { balanceOf, fund } from '../../test/money';

const prizes = (count: number, prize: Record<string, unknown>) =>
  Array.from({ length: count }, () => ({ wagerMultiplier: '0', promo: null, ...prize }));

describe.each(databaseTargets())('wheel of luck on %s', (target) => {
  let t: TestApp;
  let content: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(target);
    content = await createStaff(t.app, ['content']);
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const putPrizes = (body: Record<string, unknown>, staff: TestStaff = content) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/wheel/prizes',
      headers: staff.auth,
      payload: body,
    });
  const view = (player?: TestPlayer) =>
    t.app.inject({ url: '/api/v1/wheel', headers: player?.auth ?? {} });
  const spin = (
    player: TestPlayer,
    key = randomUUID(),
    body: Record<string, unknown> = { clientSeed: 'browser seed' },
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/wheel/spin',
      headers: { ...player.auth, 'idempotency-key': key },
      payload: body,
    });
  const fundedPlayer = async () => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '10');
    return player;
  };

  it('lets content staff configure up to 15 prizes, audited; refuses bad lists and other roles', async () => {
    const support = await createStaff(t.app, ['support']);
    expectErrorBody(
      await putPrizes({ prizes: prizes(15, { amount: '2', balanceType: 'main' }) }, support),
      403,
      'forbidden',
    );
    const tooMany = await putPrizes({ prizes: prizes(16, { amount: '2', balanceType: 'main' }) });
    expectErrorBody(tooMany, 400, 'validation_error');
    const badAmount = await putPrizes({
      prizes: [{ amount: '-1', balanceType: 'main', wagerMultiplier: '0', promo: null }],
    });
    expect(
      Object.keys(expectErrorBody(badAmount, 400, 'validation_error').fields as object),
    ).toEqual(['prizes.0.amount']);

    const saved = await putPrizes({ prizes: prizes(15, { amount: '2', balanceType: 'main' }) });
    expect(saved.statusCode, saved.body).toBe(200);
    const wheel = ZAdminWheel.parse(saved.json());
    expect(wheel.prizes).toHaveLength(15);
    expect(wheel.prizes[0]).toEqual({
      amount: '2.00',
      balanceType: 'main',
      wagerMultiplier: '0',
      promo: null,
    });
    expect(wheel.settings).toEqual({ zeroDepositsMaySpin: false });
    const audit = await servicesOf(t.app).audit.entriesFor('wheel', 'prizes');
    expect(audit.map((row) => row.action)).toEqual(['wheel.prizes']);
  });

  it('shows guests the prizes as a teaser, without a state', async () => {
    const response = await view();
    expect(response.statusCode, response.body).toBe(200);
    const wheel = ZWheelResponse.parse(response.json());
    expect(wheel.state).toBeNull();
    expect(wheel.prizes).toHaveLength(15);
    expect(wheel.prizes[3]?.amount).toMatchObject({ value: '2.000000', currency: { code: 'USD' } });
    expectErrorBody(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/wheel/spin',
        headers: { 'idempotency-key': 'k' },
        payload: {},
      }),
      401,
      'unauthorized',
    );
  });

  it('asks a player without a deposit for one, unless the operator allows spinning', async () => {
    const player = await registerPlayer(t.app);
    const state = ZWheelResponse.parse((await view(player)).json()).state;
    expect(state).toMatchObject({ isSpinned: false, isZeroDeposits: true });
    expectErrorBody(await spin(player), 403, 'wheel_deposit_required');

    const allow = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/wheel/settings',
      headers: content.auth,
      payload: { zeroDepositsMaySpin: true },
    });
    expect(allow.statusCode, allow.body).toBe(200);
    expect(ZWheelResponse.parse((await view(player)).json()).state?.isZeroDeposits).toBe(false);
    expect((await spin(player)).statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/wheel/settings',
      headers: content.auth,
      payload: { zeroDepositsMaySpin: false },
    });
  });

  it('spins once a day with a verifiable outcome and pays a main prize into the real balance', async () => {
    const player = await fundedPlayer();
    const before = ZWheelResponse.parse((await view(player)).json());
    expect(before.state).toMatchObject({ isSpinned: false, isZeroDeposits: false });
    const key = randomUUID();
    const response = await spin(player, key, { clientSeed: 'my lucky seed' });
    expect(response.statusCode, response.body).toBe(200);
    const result = ZWheelSpinResponse.parse(response.json());
    expect(result.amount.value).toBe('2.000000');
    expect(result.balanceType).toBe('main');
    expect(result.balance.fiat.value).toBe('12.000000');
    expect(result.fairness.serverSeedHash).toBe(before.serverSeedHash);
    expect(hashServerSeed(result.fairness.serverSeed)).toBe(before.serverSeedHash);
    expect(result.fairness.clientSeed).toBe('my lucky seed');
    expect(wheelIndex(result.fairness)).toBe(result.index);
    expect(verifyWheel({ ...result.fairness, serverSeedHash: before.serverSeedHash! })).toEqual({
      ok: true,
      value: { computedHash: before.serverSeedHash, hashMatches: true, index: result.index },
    });
    expect(result.state.isSpinned).toBe(true);
    const now = t.clock.now();
    expect(result.state.nextSpinDate).toBe(
      new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1),
      ).toISOString(),
    );

    const replay = await spin(player, key, { clientSeed: 'my lucky seed' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(ZWheelSpinResponse.parse(replay.json()).id).toBe(result.id);
    expectErrorBody(await spin(player, key, { clientSeed: 'other' }), 409, 'idempotency_conflict');
    expectErrorBody(await spin(player), 409, 'wheel_already_spun');
    expect((await balanceOf(t.app, player)).fiat.value).toBe('12.000000');

    const after = ZWheelResponse.parse((await view(player)).json());
    expect(after.state?.isSpinned).toBe(true);
    expect(after.serverSeedHash).not.toBe(before.serverSeedHash);

    t.clock.advance(24 * 3_600_000);
    const tomorrow = await spin(player);
    expect(tomorrow.statusCode, tomorrow.body).toBe(200);
    expect(ZWheelSpinResponse.parse(tomorrow.json()).fairness.nonce).toBe(1);
  });

  it('needs the player’s own client seed: none or a malformed one is refused and spins nothing', async () => {
    const player = await fundedPlayer();
    const missing = expectErrorBody(await spin(player, randomUUID(), {}), 400, 'validation_error');
    expect(Object.keys(missing.fields as object)).toEqual(['clientSeed']);
    expectErrorBody(await spin(player, randomUUID(), { clientSeed: '' }), 400, 'validation_error');
    expectErrorBody(
      await spin(player, randomUUID(), { clientSeed: 'x'.repeat(65) }),
      400,
      'validation_error',
    );
    expectErrorBody(
      await spin(player, randomUUID(), { clientSeed: 'ünïcode' }),
      400,
      'validation_error',
    );
    const state = ZWheelResponse.parse((await view(player)).json()).state;
    expect(state?.isSpinned).toBe(false);
    expect((await balanceOf(t.app, player)).fiat.value).toBe('10.000000');
  });

  it('gives one prize to parallel spins of one player', async () => {
    const player = await fundedPlayer();
    const answers = await Promise.all(Array.from({ length: 5 }, () => spin(player)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json<{ detail: string }>().detail).toBe('wheel_already_spun');
    expect((await balanceOf(t.app, player)).fiat.value).toBe('12.000000');
  });

  it('pays a bonus prize as a bonus with its wagering, and a zero prize as nothing', async () => {
    content = await createStaff(t.app, ['content']); // the clock moved past the first session
    const bonus = await putPrizes({
      prizes: prizes(14, {
        amount: '5',
        balanceType: 'bonus',
        wagerMultiplier: '20',
        promo: 'WHEEL',
      }),
    });
    expect(bonus.statusCode, bonus.body).toBe(200);
    const player = await fundedPlayer();
    const result = ZWheelSpinResponse.parse((await spin(player)).json());
    expect(result).toMatchObject({ balanceType: 'bonus', promo: 'WHEEL' });
    expect(result.balance.fiat.value).toBe('10.000000');
    expect(result.balance.total.value).toBe('15.000000');
    expect(result.balance.userBonuses).toEqual([
      expect.objectContaining({
        amount: expect.objectContaining({ value: '5.000000' }),
        wager: expect.objectContaining({ total: '100.000000' }),
      }),
    ]);

    const zero = await putPrizes({ prizes: prizes(3, { amount: '0', balanceType: 'main' }) });
    expect(zero.statusCode, zero.body).toBe(200);
    const unlucky = await fundedPlayer();
    const nothing = ZWheelSpinResponse.parse((await spin(unlucky)).json());
    expect(nothing.index).toBeLessThan(3);
    expect(nothing.amount.value).toBe('0.000000');
    expect(nothing.balance.total.value).toBe('10.000000');
  });
});
