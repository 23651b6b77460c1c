import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZBetsPage,
  ZOriginalBet,
  ZPlaceBetResponse,
  ZRotateSeedsResponse,
  ZSeedsResponse,
} from '@wheelhouse/contracts/originals';
import { playOriginal } from '@wheelhouse/fair/games';
import { formatMultiplier } from '@wheelhouse/fair/multiplier';
import { payoutFor } from '@wheelhouse/fair/payout';
import { verify } from '@wheelhouse/fair/verify';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { balanceOf, fund, globalIdOf, mainBalanceOf } from '../../test/money';
import { outcomeJson } from './present';

const HOUSE_SCALE = 6;
const minor = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 10n ** BigInt(HOUSE_SCALE) + BigInt(fraction.padEnd(HOUSE_SCALE, '0'));
};

describe.each(databaseTargets())('originals bets on %s', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target);
  });

  afterAll(async () => {
    await t.close();
  });

  async function funded(amount = '100'): Promise<TestPlayer> {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, amount);
    return player;
  }

  const bet = (
    player: TestPlayer,
    game: string,
    body: Record<string, unknown>,
    key: string = randomUUID(),
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/originals/${game}/bets`,
      headers: { ...player.auth, 'idempotency-key': key },
      payload: body,
    });

  const seedsOf = async (player: TestPlayer) =>
    ZSeedsResponse.parse(
      (await t.app.inject({ url: '/api/v1/originals/seeds', headers: player.auth })).json(),
    );

  it('decides each game exactly as @wheelhouse/fair does with the committed seeds', async () => {
    const player = await funded('100');
    const cases = [
      { game: 'dice', params: { direction: 'under', target: '49.50' } },
      { game: 'limbo', params: { target: '2.00' } },
      { game: 'plinko', params: { rows: 12, risk: 'high' } },
      { game: 'slot', params: {} },
    ] as const;
    const placed = [];
    for (const [index, { game, params }] of cases.entries()) {
      const response = await bet(player, game, { amount: '1.00', params });
      expect(response.statusCode, response.body).toBe(200);
      const body = ZPlaceBetResponse.parse(response.json());
      expect(body.bet.nonce).toBe(index);
      expect(body.bet.stake).toEqual({
        amount: '1.000000',
        currency: 'USD',
        houseAmount: '1.000000',
        houseCurrency: 'USD',
      });
      placed.push(body.bet);
    }
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/originals/seeds/rotate',
      headers: player.auth,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { revealed } = ZRotateSeedsResponse.parse(rotated.json());
    expect(revealed.lastNonce).toBe(3);
    for (const [index, { game, params }] of cases.entries()) {
      const stored = placed[index];
      if (!stored) throw new Error('missing bet');
      const expected = playOriginal(
        game,
        { serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: index },
        params,
      );
      if (!expected.ok) throw new Error('fair refused the params');
      expect(stored.outcome).toEqual(outcomeJson(expected.value));
      expect(stored.multiplier).toBe(formatMultiplier(expected.value.multiplier));
      expect(minor(stored.payout.houseAmount)).toBe(
        payoutFor(1_000_000n, expected.value.multiplier),
      );
      expect(stored.serverSeedHash).toBe(revealed.serverSeedHash);
    }
    const paid = placed.reduce((sum, item) => sum + minor(item.payout.houseAmount), 0n);
    expect(minor(await mainBalanceOf(t.app, player))).toBe(minor('100') - minor('4') + paid);
    await expectLedgerConsistent(t.database.db);
  });

  it('takes the amount in the display currency and converts it to the house currency', async () => {
    const player = await registerPlayer(t.app, { currency: 'EUR' });
    await fund(t.app, player.email, '100');
    expect(
      expectErrorBody(
        await bet(player, 'dice', {
          amount: '1.001',
          params: { direction: 'under', target: '50' },
        }),
        400,
        'validation_error',
      ).fields,
    ).toEqual({ amount: { key: 'Validation.too_many_decimals', params: { max: 2 } } });
    // Seeded rate EUR/USD 1.08: 10.00 EUR is 10.80 USD.
    const response = await bet(player, 'limbo', { amount: '10.00', params: { target: '2' } });
    expect(response.statusCode, response.body).toBe(200);
    const placed = ZPlaceBetResponse.parse(response.json());
    expect(placed.bet.stake).toEqual({
      amount: '10.00',
      currency: 'EUR',
      houseAmount: '10.800000',
      houseCurrency: 'USD',
    });
    expect(placed.bet.payout.currency).toBe('EUR');
    expect(placed.balance.fiat.currency.code).toBe('EUR');
    const paid = minor(placed.bet.payout.houseAmount);
    expect(minor(await mainBalanceOf(t.app, player))).toBe(minor('100') - minor('10.8') + paid);
  });

  it('reveals the server seed on rotation so verify() confirms a past bet', async () => {
    const player = await funded('10');
    const before = await seedsOf(player);
    const placed = ZPlaceBetResponse.parse(
      (
        await bet(player, 'dice', { amount: '1', params: { direction: 'over', target: '50' } })
      ).json(),
    ).bet;
    expect(placed.serverSeed).toBeNull();
    expect(placed.serverSeedHash).toBe(before.serverSeedHash);

    const unrevealed = await t.app.inject({
      url: `/api/v1/originals/bets/${placed.id}`,
      headers: player.auth,
    });
    expect(ZOriginalBet.parse(unrevealed.json()).serverSeed).toBeNull();

    const rotated = ZRotateSeedsResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/originals/seeds/rotate',
          headers: player.auth,
        })
      ).json(),
    );
    expect(rotated.revealed.serverSeedHash).toBe(before.serverSeedHash);
    expect(rotated.current.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(rotated.current.nonce).toBe(0);
    expect(rotated.current.clientSeed).toBe(before.clientSeed);

    const shown = ZOriginalBet.parse(
      (
        await t.app.inject({ url: `/api/v1/originals/bets/${placed.id}`, headers: player.auth })
      ).json(),
    );
    expect(shown.serverSeed).toBe(rotated.revealed.serverSeed);
    const verification = verify({
      game: 'dice',
      serverSeed: shown.serverSeed ?? '',
      serverSeedHash: shown.serverSeedHash,
      clientSeed: shown.clientSeed,
      nonce: shown.nonce,
      params: shown.params,
    });
    if (!verification.ok) throw new Error('verify refused the bet');
    expect(verification.value.hashMatches).toBe(true);
    expect(outcomeJson(verification.value.outcome)).toEqual(shown.outcome);

    const seeds = await seedsOf(player);
    expect(seeds.previous?.serverSeed).toBe(rotated.revealed.serverSeed);
    expect(seeds.serverSeedHash).toBe(rotated.current.serverSeedHash);
  });

  it('uses the client seed the player sets and refuses one that is not printable ASCII', async () => {
    const player = await funded('10');
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/originals/seeds/client',
      headers: player.auth,
      payload: { clientSeed: 'my lucky seed' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(ZSeedsResponse.parse(set.json()).clientSeed).toBe('my lucky seed');
    const placed = ZPlaceBetResponse.parse(
      (await bet(player, 'limbo', { amount: '1', params: { target: '1.5' } })).json(),
    ).bet;
    expect(placed.clientSeed).toBe('my lucky seed');

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/originals/seeds/client',
      headers: player.auth,
      payload: { clientSeed: 'ünïcode' },
    });
    const body = expectErrorBody(bad, 400, 'validation_error');
    expect(body.fields).toEqual({ clientSeed: { key: 'Validation.invalid_format' } });
  });

  it('replays a bet for the same key and body, and refuses the key with another body', async () => {
    const player = await funded('10');
    const key = randomUUID();
    const body = { amount: '2', params: { direction: 'under', target: '50' } };
    const first = await bet(player, 'dice', body, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await bet(player, 'dice', body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(ZPlaceBetResponse.parse(again.json()).bet).toEqual(
      ZPlaceBetResponse.parse(first.json()).bet,
    );
    expectErrorBody(
      await bet(player, 'dice', { ...body, amount: '3' }, key),
      409,
      'idempotency_conflict',
    );
    const page = ZBetsPage.parse(
      (await t.app.inject({ url: '/api/v1/originals/bets', headers: player.auth })).json(),
    );
    expect(page.meta.total).toBe(1);
    expect((await seedsOf(player)).nonce).toBe(1);
  });

  it('refuses bad amounts, bad params, an unknown game and money the player does not have', async () => {
    const player = await funded('5');
    const fieldsOf = async (game: string, body: Record<string, unknown>) =>
      expectErrorBody(await bet(player, game, body), 400, 'validation_error').fields;
    expect(
      await fieldsOf('dice', { amount: '0', params: { direction: 'under', target: '50' } }),
    ).toEqual({
      amount: { key: 'Validation.invalid_amount' },
    });
    expect(
      await fieldsOf('dice', { amount: '1.0000001', params: { direction: 'under', target: '50' } }),
    ).toEqual({ amount: { key: 'Validation.too_many_decimals', params: { max: 6 } } });
    expect(
      await fieldsOf('dice', { amount: '1', params: { direction: 'under', target: '99' } }),
    ).toEqual({
      'params.target': { key: 'Validation.max', params: { max: '98.00' } },
    });
    expect(
      await fieldsOf('plinko', { amount: '1', params: { rows: 7, risk: 'low' } }),
    ).toMatchObject({
      'params.rows': { key: 'Validation.min' },
    });
    expect((await bet(player, 'roulette', { amount: '1', params: {} })).statusCode).toBe(400);
    expect((await bet(player, 'mines', { amount: '1', params: {} })).statusCode).toBe(400);
    expectErrorBody(
      await bet(player, 'dice', { amount: '6', params: { direction: 'under', target: '50' } }),
      400,
      'insufficient_balance',
    );
    const missingKey = await t.app.inject({
      method: 'POST',
      url: '/api/v1/originals/dice/bets',
      headers: player.auth,
      payload: { amount: '1', params: { direction: 'under', target: '50' } },
    });
    expect(missingKey.statusCode).toBe(400);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/originals/dice/bets',
      headers: { 'idempotency-key': randomUUID() },
      payload: { amount: '1', params: { direction: 'under', target: '50' } },
    });
    expectErrorBody(guest, 401, 'unauthorized');
    expect(await mainBalanceOf(t.app, player)).toBe('5.000000');
    expect((await seedsOf(player)).nonce).toBe(0);
  });

  it('applies the operator max bet and max profit', async () => {
    const player = await funded('1000');
    const finance = await createStaff(t.app, ['finance']);
    const setLimits = async (maxBet: string, maxProfit: string) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: finance.auth,
        payload: { 'originals.maxBet': maxBet, 'originals.maxProfit': maxProfit },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const key = randomUUID();
    const body = { amount: '80', params: { direction: 'under', target: '50' } };
    const first = await bet(player, 'dice', body, key);
    expect(first.statusCode, first.body).toBe(200);
    await setLimits('50.00', '100.00');
    try {
      // A replay answers its first bet even though the limits now refuse the stake.
      const replay = await bet(player, 'dice', body, key);
      expect(replay.statusCode, replay.body).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(ZPlaceBetResponse.parse(replay.json()).bet).toEqual(
        ZPlaceBetResponse.parse(first.json()).bet,
      );
      const overBet = expectErrorBody(
        await bet(player, 'dice', {
          amount: '50.01',
          params: { direction: 'under', target: '50' },
        }),
        400,
        'validation_error',
      );
      expect(overBet.fields).toEqual({
        amount: { key: 'Validation.maximum_amount', params: { max: '50.000000' } },
      });
      // 10× limbo: 20 staked could win 180 profit, above the 100 limit; 11.111111 is the most allowed.
      const overProfit = expectErrorBody(
        await bet(player, 'limbo', { amount: '20', params: { target: '10' } }),
        400,
        'validation_error',
      );
      expect(overProfit.fields).toEqual({
        amount: { key: 'Validation.maximum_amount', params: { max: '11.111111' } },
      });
      expect(
        (await bet(player, 'limbo', { amount: '11', params: { target: '10' } })).statusCode,
      ).toBe(200);
    } finally {
      await setLimits('1000.00', '10000.00');
    }
  });

  it('answers a bet with the balance the wallet shows right after it, bonus and display currency included', async () => {
    const player = await registerPlayer(t.app, { currency: 'EUR' });
    await fund(t.app, player.email, '100');
    const first = await bet(player, 'limbo', { amount: '1.00', params: { target: '2' } });
    expect(first.statusCode, first.body).toBe(200);
    const withoutBonus = ZPlaceBetResponse.parse(first.json()).balance;
    expect(withoutBonus).toEqual(await balanceOf(t.app, player));
    expect(withoutBonus.userBonuses).toEqual([]);
    const finance = await createStaff(t.app, ['finance']);
    const granted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${await globalIdOf(t.app, player.auth)}/bonuses`,
      headers: { ...finance.auth, 'idempotency-key': randomUUID() },
      payload: { title: 'Welcome', amount: '25.00', wagerMultiplier: '2' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    for (const params of [
      { direction: 'under', target: '98.00' },
      { direction: 'over', target: '98.00' },
    ]) {
      const response = await bet(player, 'dice', { amount: '2.00', params });
      expect(response.statusCode, response.body).toBe(200);
      const placed = ZPlaceBetResponse.parse(response.json());
      expect(placed.balance).toEqual(await balanceOf(t.app, player));
      expect(placed.balance.bonuses).toHaveLength(1);
      expect(placed.balance.total.currency.code).toBe('EUR');
    }
  });

  it('keeps the balance exact under 100 parallel bets of one player', async () => {
    const player = await funded('1000');
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        bet(player, 'dice', { amount: '3.25', params: { direction: 'over', target: '49.99' } }),
      ),
    );
    const bets = responses.map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return ZPlaceBetResponse.parse(response.json()).bet;
    });
    const paid = bets.reduce((sum, item) => sum + minor(item.payout.houseAmount), 0n);
    expect(minor(await mainBalanceOf(t.app, player))).toBe(
      minor('1000') - 100n * minor('3.25') + paid,
    );
    expect(new Set(bets.map((item) => item.nonce)).size).toBe(100);
    expect((await seedsOf(player)).nonce).toBe(100);
    const access = await servicesOf(t.app).users.accessByEmail(player.email);
    // Every stake counts as wagering turnover.
    expect((await servicesOf(t.app).ledger.wageringOf(access?.userId ?? 0)).betsMinor).toBe(
      100n * minor('3.25'),
    );
    await expectLedgerConsistent(t.database.db);
  });
});
