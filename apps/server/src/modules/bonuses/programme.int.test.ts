import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import {
  ZAdminBonusTemplate,
  ZBonusDrawerState,
  ZBonusModalState,
  ZBonusSettings,
  ZPlayerBonus,
  ZPlayerBonusesResponse,
  type BonusTemplateInput,
  type PlayerBonus,
} from '@wheelhouse/contracts/bonuses';
import { ZCryptoDepositResponse } from '@wheelhouse/contracts/cashier-crypto';
import { ZPlaceBetResponse } from '@wheelhouse/contracts/originals';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../test/factories';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { balanceOf, fund, globalIdOf } from '../../test/money';
import { ledgerTransfers } from '../ledger/schema';

type Staff = Awaited<ReturnType<typeof createStaff>>;

/** Minor units of the house currency (USD at scale 6). */
const usd = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
};

describe.each(databaseTargets())('bonus programme on %s', (target) => {
  let t: TestApp;
  let finance: Staff;

  beforeAll(async () => {
    t = await createTestApp(target);
    finance = await createStaff(t.app, ['finance']);
    // USDT-TRC20 without its own deposit bonus, so only the welcome steps move money here.
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/crypto-methods/USDT-TRC20',
      headers: finance.auth,
      payload: { depositBonusAvailable: false },
    });
    expect(patched.statusCode, patched.body).toBe(200);
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const services = () => servicesOf(t.app);
  const userIdOf = async (player: TestPlayer) =>
    (await services().users.accessByEmail(player.email))!.userId;
  const ledgerOf = async (player: TestPlayer) =>
    services().ledger.balancesOf(await userIdOf(player));

  const createTemplate = async (body: Partial<BonusTemplateInput>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bonus-templates',
      headers: finance.auth,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZAdminBonusTemplate.parse(response.json());
  };

  const texts = (title: string) => ({
    en: { title, description: `${title} terms` },
    ru: { title: `${title} (ru)`, description: 'условия' },
  });

  /** A crypto deposit of `amount` USDT on TRC20, confirmed and credited. */
  const deposit = async (player: TestPlayer, amount: string, code = 'USDT-TRC20') => {
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/txns/deposit',
      headers: player.auth,
      payload: { currency: code },
    });
    expect(address.statusCode, address.body).toBe(200);
    const { address: to, memo } = ZCryptoDepositResponse.parse(address.json());
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/dev/chain/transfers',
      payload: {
        currency: code,
        address: to,
        ...(memo ? { memo } : {}),
        amount,
        txHash: randomBytes(32).toString('hex'),
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    t.clock.advance(60_000);
    await services().cashierCrypto.processPendingDeposits(t.clock.now());
  };

  const bonusesOf = async (player: TestPlayer, query = '') => {
    const response = await t.app.inject({ url: `/api/v2/bonuses${query}`, headers: player.auth });
    expect(response.statusCode, response.body).toBe(200);
    return ZPlayerBonusesResponse.parse(response.json());
  };

  const post = (player: TestPlayer, url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers: player.auth, payload: payload as never });

  const bet = (player: TestPlayer, amount: string, game = 'dice', key = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/originals/${game}/bets`,
      headers: { ...player.auth, 'idempotency-key': key },
      payload: {
        amount,
        params: game === 'dice' ? { direction: 'under', target: '49.50' } : { target: '2.00' },
      },
    });

  /** A personal no-deposit bonus of `amount` offered to and claimed by the player. */
  const personalBonus = async (
    player: TestPlayer,
    overrides: Partial<BonusTemplateInput> & { maxAmount: string },
  ): Promise<PlayerBonus> => {
    const template = await createTemplate({
      type: 'personal',
      texts: texts('Gift'),
      deadlineHours: 24,
      ...overrides,
    });
    const offered = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${await globalIdOf(t.app, player.auth)}/personal-bonuses`,
      headers: finance.auth,
      payload: { templateId: template.id },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const claimed = await post(player, `/api/v2/bonuses/${template.id}/claim`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    return ZPlayerBonus.parse(claimed.json());
  };

  describe('welcome steps', () => {
    const steps: number[] = [];
    beforeAll(async () => {
      const common = {
        type: 'welcome' as const,
        wager: '40',
        maxDeposit: '1000',
        deadlineHours: 720,
      };
      steps.push(
        (
          await createTemplate({
            ...common,
            texts: texts('Step 1'),
            minDepositNumber: 1,
            minDeposit: '30',
            amountMultiplier: '1.2',
            maxAmount: '500',
          })
        ).id,
        (
          await createTemplate({
            ...common,
            texts: texts('Step 2'),
            minDepositNumber: 2,
            minDeposit: '30',
            amountMultiplier: '1.5',
            maxAmount: '60',
          })
        ).id,
        (
          await createTemplate({
            ...common,
            texts: texts('Step 3'),
            minDepositNumber: 3,
            minDeposit: '30',
            amountMultiplier: '1',
          })
        ).id,
      );
      steps.push(
        (
          await createTemplate({
            ...common,
            texts: texts('Step 4'),
            minDepositNumber: 4,
            minDeposit: '30',
            amountMultiplier: '0.5',
          })
        ).id,
      );
      // A step promising spins must name their stake.
      const spins = await t.app.inject({
        method: 'POST',
        url: '/api/admin/bonus-templates',
        headers: finance.auth,
        payload: { ...common, texts: texts('Spins'), minDepositNumber: 4, freespinsCount: 50 },
      });
      expect(Object.keys(expectErrorBody(spins, 400, 'validation_error').fields as object)).toEqual(
        ['freespinsAmount'],
      );
      // Free spins on a third-party game need a game connected to a provider (the slot original
      // and an unknown slug are not), on create and on edit.
      for (const freespinsGame of ['no-such-game', 'slot']) {
        const game = await t.app.inject({
          method: 'POST',
          url: '/api/admin/bonus-templates',
          headers: finance.auth,
          payload: {
            ...common,
            type: 'promo_freespins',
            texts: texts('Game spins'),
            freespinsCount: 5,
            freespinsAmount: '1',
            freespinsGame,
          },
        });
        expect(
          Object.keys(expectErrorBody(game, 400, 'validation_error').fields as object),
        ).toEqual(['freespinsGame']);
      }
      const edit = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/bonus-templates/${steps[0]}`,
        headers: finance.auth,
        payload: { freespinsGame: 'no-such-game' },
      });
      expect(Object.keys(expectErrorBody(edit, 400, 'validation_error').fields as object)).toEqual([
        'freespinsGame',
      ]);
    });

    it('four deposits activate steps 1–4 in order, with their amounts and caps', async () => {
      const player = await registerPlayer(t.app);
      const before = await bonusesOf(player, '?type=welcome');
      expect(before.data.map((b) => b.id)).toEqual(steps);
      expect(before.data.map((b) => [b.isFirst, b.isClaimed])).toEqual([
        [true, false],
        [false, false],
        [false, false],
        [false, false],
      ]);
      expect(before.data[3]!.conditions).toMatchObject({
        type: 'welcome',
        minDepositNumber: 4,
        freespinsCount: 0,
        amountMultiplier: '0.5',
        wager: '40',
        minDeposit: '30.000000',
        maxDeposit: '1000.000000',
        currency: 'USD',
      });

      const expected = ['60.000000', '60.000000', '40.000000', '50.000000'];
      const deposits = ['50', '50', '40', '100'];
      for (const [index, amount] of deposits.entries()) {
        await deposit(player, amount);
        const listed = (await bonusesOf(player, '?type=welcome')).data;
        expect(listed.map((b) => b.isClaimed)).toEqual([0, 1, 2, 3].map((n) => n <= index));
        const step = listed[index]!;
        expect(step.status).toBe('active');
        expect(step.isCurrent).toBe(true);
        expect(step.activation).toMatchObject({
          state: 'active',
          amount: expected[index],
          wager: {
            current: '0.000000',
            total: `${BigInt(expected[index]!.split('.')[0]!) * 40n}.000000`,
          },
        });
        // Expires after deadlineHours (720 h).
        const activation = step.activation!;
        expect(
          new Date(activation.expiresAt!).getTime() - new Date(activation.activatedAt!).getTime(),
        ).toBe(720 * 3_600_000);
      }
      expect(await ledgerOf(player)).toMatchObject({
        player_main: usd('240'),
        player_bonus: usd('210'),
      });
      const balance = await balanceOf(t.app, player);
      expect(balance.userBonuses.map((b) => b.amount.value)).toEqual(expected);

      // A fifth deposit activates no welcome step.
      await deposit(player, '100');
      expect((await ledgerOf(player)).player_bonus).toBe(usd('210'));
    });

    it('a deposit outside min/max deposit activates nothing', async () => {
      const small = await registerPlayer(t.app);
      await deposit(small, '29.99');
      const large = await registerPlayer(t.app);
      await deposit(large, '1000.01');
      for (const player of [small, large]) {
        expect((await ledgerOf(player)).player_bonus).toBe(0n);
        expect((await bonusesOf(player, '?type=welcome')).data.every((b) => !b.isClaimed)).toBe(
          true,
        );
      }
      // The deposit still counted: the next one is the second and activates step 2.
      await deposit(small, '50');
      const listed = (await bonusesOf(small, '?type=welcome')).data;
      expect(listed.map((b) => b.isClaimed)).toEqual([false, true, false, false]);
      expect((await ledgerOf(small)).player_bonus).toBe(usd('60'));
    });

    it('honours the bonus settings: welcome off for crypto activates nothing', async () => {
      const player = await registerPlayer(t.app);
      const defaults = await t.app.inject({ url: '/api/v2/users/loyalty', headers: player.auth });
      expect(ZBonusSettings.parse(defaults.json())).toEqual({
        isWelcomeEnabledFiat: true,
        isWelcomeEnabledCrypto: true,
        preferredFiat: { id: null, isEnabled: true },
        preferredCrypto: { id: null, isEnabled: true },
      });
      const off = {
        isWelcomeEnabledFiat: true,
        isWelcomeEnabledCrypto: false,
        preferredFiat: { id: null, isEnabled: true },
        preferredCrypto: { id: null, isEnabled: true },
      };
      const saved = await post(player, '/api/v2/users/loyalty', off);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual(off);
      await deposit(player, '50');
      expect((await ledgerOf(player)).player_bonus).toBe(0n);

      const bad = await post(player, '/api/v2/users/loyalty', {
        ...off,
        preferredFiat: { id: 999_999, isEnabled: true },
      });
      expect(Object.keys(expectErrorBody(bad, 400, 'validation_error').fields as object)).toEqual([
        'preferredFiat.id',
      ]);
      expectErrorBody(
        await post(player, '/api/v2/users/loyalty', { ...off, isWelcomeEnabledFiat: 'yes' }),
        400,
        'validation_error',
      );
    });

    it('claiming a welcome step is refused: it activates on its deposit', async () => {
      const player = await registerPlayer(t.app);
      expectErrorBody(
        await post(player, `/api/v2/bonuses/${steps[0]}/claim`),
        409,
        'bonus_not_claimable',
      );
    });
  });

  it('pays the crypto method’s advertised deposit bonus as a bonus with its own wagering', async () => {
    const player = await registerPlayer(t.app);
    // USDT-TON advertises +10 % (depositBonusBps 1000).
    await deposit(player, '20', 'USDT-TON');
    expect(await ledgerOf(player)).toMatchObject({
      player_main: usd('20'),
      player_bonus: usd('2'),
    });
    const [bonus] = (await balanceOf(t.app, player)).userBonuses;
    expect(bonus).toMatchObject({
      status: 'active',
      amount: expect.objectContaining({ value: '2.000000' }),
      wager: { current: '0.000000', total: '20.000000' },
    });
    // Turned off in the settings, the next deposit pays no bonus.
    await post(player, '/api/v2/users/loyalty', {
      isWelcomeEnabledFiat: true,
      isWelcomeEnabledCrypto: true,
      preferredFiat: { id: null, isEnabled: true },
      preferredCrypto: { id: null, isEnabled: false },
    });
    await deposit(player, '20', 'USDT-TON');
    expect((await ledgerOf(player)).player_bonus).toBe(usd('2'));
  });

  it('counts bets toward the wagering by game weight', async () => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '100');
    const bonus = await personalBonus(player, {
      maxAmount: '10',
      wager: '5',
      gamesWagers: [{ kind: 'game', value: 'dice', weight: 50 }],
    });
    expect(bonus.activation).toMatchObject({
      state: 'active',
      amount: '10.000000',
      wager: { current: '0.000000', total: '50.000000' },
    });
    expect((await bet(player, '4', 'dice')).statusCode).toBe(200);
    const limbo = await bet(player, '3', 'limbo');
    expect(limbo.statusCode, limbo.body).toBe(200);
    // dice 4 × 50 % + limbo 3 × 100 % (the originals default).
    const after = ZPlayerBonus.parse(
      (await t.app.inject({ url: `/api/v2/bonuses/${bonus.id}`, headers: player.auth })).json(),
    );
    expect(after.activation!.wager).toEqual({ current: '5.000000', total: '50.000000' });
    // The bet's own Balance already shows its wagering.
    const placed = ZPlaceBetResponse.parse(limbo.json());
    expect(placed.balance.userBonuses[0]!.wager).toEqual({
      current: '5.000000',
      total: '50.000000',
      currency: 'USD',
    });
  });

  it('refuses a stake above wagerMaxBet before anything moves', async () => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '100');
    await personalBonus(player, { maxAmount: '10', wager: '5', wagerMaxBet: '5' });
    const before = await ledgerOf(player);
    const refused = expectErrorBody(await bet(player, '5.01'), 400, 'bonus_max_bet');
    expect(refused.fields).toEqual({
      amount: { key: 'Validation.bonus_max_bet', params: { max: '5.000000', currency: 'USD' } },
    });
    expect(await ledgerOf(player)).toEqual(before);
    const history = await t.app.inject({ url: '/api/v1/originals/bets', headers: player.auth });
    expect(history.json().data).toEqual([]);
    expect((await bet(player, '5')).statusCode).toBe(200);
  });

  it('converts the bonus exactly once while 50 bets run in parallel', async () => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '100');
    const bonus = await personalBonus(player, { maxAmount: '10', wager: '1' });
    const userBonusId = bonus.activation!.userBonusId;
    const before = await ledgerOf(player);
    const answers = await Promise.all(Array.from({ length: 50 }, () => bet(player, '1')));
    const placed = answers.map((answer) => {
      expect(answer.statusCode, answer.body).toBe(200);
      return ZPlaceBetResponse.parse(answer.json());
    });
    const payouts = placed.reduce((sum, p) => sum + usd(p.bet.payout.houseAmount), 0n);
    const after = await ledgerOf(player);
    expect(after.player_bonus).toBe(0n);
    expect(after.player_main).toBe(before.player_main - usd('50') + payouts + usd('10'));
    const converts = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `bonus-convert%:${userBonusId}`));
    expect(converts).toHaveLength(1);
    const view = ZPlayerBonus.parse(
      (await t.app.inject({ url: `/api/v2/bonuses/${bonus.id}`, headers: player.auth })).json(),
    );
    expect(view.activation).toMatchObject({ state: 'wagered' });
    expect(view.status).toBe('inactive');
    expect((await balanceOf(t.app, player)).userBonuses).toEqual([]);
    // A sweep afterwards finds nothing to convert again.
    await services().bonuses.sweep();
    expect(await ledgerOf(player)).toEqual(after);
  });

  it('caps what converts at amount × maxAmountMultiplier', async () => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '100');
    await personalBonus(player, { maxAmount: '10', wager: '1', maxAmountMultiplier: '0.5' });
    const main = (await ledgerOf(player)).player_main;
    const placed = ZPlaceBetResponse.parse((await bet(player, '10')).json());
    const after = await ledgerOf(player);
    expect(after.player_bonus).toBe(0n);
    expect(after.player_main).toBe(
      main - usd('10') + usd(placed.bet.payout.houseAmount) + usd('5'),
    );
  });

  it('expires after deadlineHours: the bonus money goes back, once', async () => {
    const player = await registerPlayer(t.app);
    const bonus = await personalBonus(player, { maxAmount: '10', wager: '5', deadlineHours: 2 });
    t.clock.advance(3_600_000);
    await services().bonuses.sweep();
    expect((await ledgerOf(player)).player_bonus).toBe(usd('10'));
    t.clock.advance(3_600_001);
    const first = await services().bonuses.sweep();
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect((await ledgerOf(player)).player_bonus).toBe(0n);
    await services().bonuses.sweep();
    const view = ZPlayerBonus.parse(
      (await t.app.inject({ url: `/api/v2/bonuses/${bonus.id}`, headers: player.auth })).json(),
    );
    expect(view.activation!.state).toBe('expired');
    const removed = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `bonus-expire:${view.activation!.userBonusId}`));
    expect(removed).toHaveLength(1);
    // The clock jump ended the staff session.
    finance = await createStaff(t.app, ['finance']);
  });

  it('cancel by the player and the withdrawal forfeit remove the bonus money', async () => {
    const player = await registerPlayer(t.app);
    const bonus = await personalBonus(player, { maxAmount: '10', wager: '5' });
    const cancelled = await post(player, `/api/v2/bonuses/${bonus.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(ZPlayerBonus.parse(cancelled.json()).activation!.state).toBe('cancelled');
    expect((await ledgerOf(player)).player_bonus).toBe(0n);
    expectErrorBody(
      await post(player, `/api/v2/bonuses/${bonus.id}/cancel`),
      409,
      'bonus_not_claimable',
    );

    const other = await registerPlayer(t.app);
    await fund(t.app, other.email, '100');
    await personalBonus(other, { maxAmount: '10', wager: '5' });
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/txns/withdraw',
      headers: { ...other.auth, 'idempotency-key': randomUUID() },
      payload: {
        currency: 'USDT-TRC20',
        address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
        amount: '20',
      },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    expect((await ledgerOf(other)).player_bonus).toBe(0n);
  });

  it('another player’s personal bonus is 404', async () => {
    const owner = await registerPlayer(t.app);
    const bonus = await personalBonus(owner, { maxAmount: '1', wager: '1' });
    const stranger = await registerPlayer(t.app);
    for (const response of [
      await t.app.inject({ url: `/api/v2/bonuses/${bonus.id}`, headers: stranger.auth }),
      await post(stranger, `/api/v2/bonuses/${bonus.id}/claim`),
      await post(stranger, `/api/v2/bonuses/${bonus.id}/cancel`),
    ])
      expectErrorBody(response, 404, 'not_found');
    expect((await bonusesOf(stranger)).data.map((b) => b.id)).not.toContain(bonus.id);
    expect((await ledgerOf(stranger)).player_bonus).toBe(0n);
    expectErrorBody(
      await t.app.inject({ url: '/api/v2/bonuses/0', headers: stranger.auth }),
      400,
      'validation_error',
    );
    expectErrorBody(await t.app.inject({ url: `/api/v2/bonuses` }), 401, 'unauthorized');
  });

  it('everyday bonus: from the 4th deposit, once per UTC day, activated by the next deposit', async () => {
    const everyday = await createTemplate({
      type: 'everyday',
      texts: texts('Everyday'),
      minDeposit: '20',
      amountMultiplier: '0.1',
      wager: '10',
    });
    const player = await registerPlayer(t.app);
    expectErrorBody(
      await post(player, `/api/v2/bonuses/${everyday.id}/claim`),
      409,
      'bonus_not_claimable',
    );
    // Welcome steps off, so the first four deposits activate nothing here.
    await post(player, '/api/v2/users/loyalty', {
      isWelcomeEnabledFiat: false,
      isWelcomeEnabledCrypto: false,
      preferredFiat: { id: null, isEnabled: true },
      preferredCrypto: { id: null, isEnabled: true },
    });
    for (let n = 0; n < 4; n += 1) await deposit(player, '30');
    const modal = ZBonusModalState.parse(
      (await t.app.inject({ url: '/api/v2/bonuses/modal', headers: player.auth })).json(),
    );
    expect(modal).toEqual({ depositCount: 4, lastShowModalAt: null, variant: 'everyday' });
    const claimed = ZPlayerBonus.parse(
      (await post(player, `/api/v2/bonuses/${everyday.id}/claim`)).json(),
    );
    expect(claimed).toMatchObject({ isClaimed: true, isCurrent: true, status: 'inactive' });
    expect(claimed.activation!.state).toBe('pending');
    // Claiming again answers the same bonus.
    const again = ZPlayerBonus.parse(
      (await post(player, `/api/v2/bonuses/${everyday.id}/claim`)).json(),
    );
    expect(again.activation!.userBonusId).toBe(claimed.activation!.userBonusId);
    await deposit(player, '50');
    expect((await ledgerOf(player)).player_bonus).toBe(usd('5'));
    // At the next UTC midnight it can be claimed again.
    t.clock.advance(new Date(claimed.availableUntil!).getTime() - t.clock.now().getTime());
    const tomorrow = ZPlayerBonus.parse(
      (await post(player, `/api/v2/bonuses/${everyday.id}/claim`)).json(),
    );
    expect(tomorrow.activation!.state).toBe('pending');
    expect(tomorrow.activation!.userBonusId).not.toBe(claimed.activation!.userBonusId);
    finance = await createStaff(t.app, ['finance']);
  });

  it('everyday bonus: the activation deadline is the player’s local midnight, to the millisecond', async () => {
    const everyday = await createTemplate({
      type: 'everyday',
      texts: texts('Everyday at local midnight'),
      minDeposit: '20',
      amountMultiplier: '0.1',
      wager: '10',
    });
    const DAY = 86_400_000;
    /** A time zone (minutes ahead of UTC) where it is 23:58 now: local midnight in 1–2 minutes. */
    const zoneAtTwoMinutesToMidnight = () => {
      const ms = t.clock.now().getTime() % DAY;
      let offset = Math.floor((DAY - 120_000 - ms) / 60_000) % 1440;
      if (offset > 720) offset -= 1440;
      return offset;
    };
    const localMidnight = (offset: number) => {
      const shifted = t.clock.now().getTime() + offset * 60_000;
      return new Date(shifted - (shifted % DAY) + DAY - offset * 60_000);
    };
    const readyPlayer = async () => {
      const player = await registerPlayer(t.app);
      await post(player, '/api/v2/users/loyalty', {
        isWelcomeEnabledFiat: false,
        isWelcomeEnabledCrypto: false,
        preferredFiat: { id: null, isEnabled: true },
        preferredCrypto: { id: null, isEnabled: true },
      });
      for (let n = 0; n < 4; n += 1) await deposit(player, '30');
      return player;
    };
    const claim = async (player: TestPlayer, payload?: unknown) => {
      const response = await post(player, `/api/v2/bonuses/${everyday.id}/claim`, payload);
      expect(response.statusCode, response.body).toBe(200);
      return ZPlayerBonus.parse(response.json());
    };

    // One millisecond before its local midnight the deposit still activates the bonus.
    const early = await readyPlayer();
    const offset = zoneAtTwoMinutesToMidnight();
    const deadline = localMidnight(offset);
    const claimed = await claim(early, { utcOffsetMinutes: offset });
    expect(claimed.activation!.expiresAt).toBe(deadline.toISOString());
    // (The deposit helper credits a minute after the transfer is seen.)
    t.clock.advance(deadline.getTime() - 60_001 - t.clock.now().getTime());
    await deposit(early, '50');
    expect((await ledgerOf(early)).player_bonus).toBe(usd('5'));

    // At its local midnight exactly the claim has lapsed: the deposit activates nothing.
    const late = await readyPlayer();
    const lateOffset = zoneAtTwoMinutesToMidnight();
    const lateDeadline = localMidnight(lateOffset);
    const lateClaim = await claim(late, { utcOffsetMinutes: lateOffset });
    expect(lateClaim.activation!.expiresAt).toBe(lateDeadline.toISOString());
    t.clock.advance(lateDeadline.getTime() - 60_000 - t.clock.now().getTime());
    await deposit(late, '50');
    expect((await ledgerOf(late)).player_bonus).toBe(0n);

    // Without an offset the deadline is UTC midnight; an offset beyond UTC±14 is refused.
    const utc = await readyPlayer();
    const plain = await claim(utc);
    expect(plain.activation!.expiresAt).toBe(plain.availableUntil);
    const refused = expectErrorBody(
      await post(utc, `/api/v2/bonuses/${everyday.id}/claim`, { utcOffsetMinutes: 900 }),
      400,
      'validation_error',
    );
    expect(Object.keys(refused.fields ?? {})).toEqual(['utcOffsetMinutes']);
  });

  it('keeps the modal and drawer state on the server', async () => {
    const player = await registerPlayer(t.app);
    const drawer = ZBonusDrawerState.parse(
      (await t.app.inject({ url: '/api/v2/bonuses/drawer', headers: player.auth })).json(),
    );
    expect(drawer).toEqual({ isShown: false, shownAt: null, variant: 'welcome' });
    const shown = ZBonusDrawerState.parse(
      (await post(player, '/api/v2/bonuses/drawer/shown')).json(),
    );
    expect(shown).toEqual({
      isShown: true,
      shownAt: t.clock.now().toISOString(),
      variant: 'welcome',
    });
    const modal = ZBonusModalState.parse(
      (await post(player, '/api/v2/bonuses/modal/shown')).json(),
    );
    expect(modal.lastShowModalAt).toBe(t.clock.now().toISOString());
  });

  it('templates are finance’s, audited, with every bad field reported', async () => {
    const support = await createStaff(t.app, ['support']);
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/bonus-templates', headers: support.auth }),
      403,
      'forbidden',
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bonus-templates',
      headers: finance.auth,
      payload: {
        type: 'welcome',
        texts: texts('Bad'),
        minDepositNumber: 0,
        minDeposit: '1.0000001',
      },
    });
    expectErrorBody(bad, 400, 'validation_error');
    const created = await createTemplate({ type: 'promo', texts: texts('Promo'), maxAmount: '5' });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/bonus-templates/${created.id}`,
      headers: finance.auth,
      payload: { active: false, wager: '2.5' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(ZAdminBonusTemplate.parse(patched.json())).toMatchObject({
      active: false,
      conditions: { wager: '2.5', maxAmount: '5.000000' },
    });
    // A patch changes only what it names: switching a welcome step off keeps its step number.
    const step = await createTemplate({
      type: 'welcome',
      texts: texts('Step'),
      minDepositNumber: 2,
    });
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/bonus-templates/${step.id}`,
      headers: finance.auth,
      payload: { active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(ZAdminBonusTemplate.parse(off.json())).toMatchObject({
      active: false,
      conditions: { minDepositNumber: 2 },
    });
    const audit = await services().audit.entriesFor('bonus_template', String(created.id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'bonus_template.create',
      'bonus_template.update',
    ]);
  });
});
