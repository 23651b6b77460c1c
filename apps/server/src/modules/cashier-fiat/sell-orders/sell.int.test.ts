import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZSavedDetailsResponse } from '@wheelhouse/contracts/fiat';
import {
  ZTransaction,
  ZTransactionsResponse,
  type Transaction,
} from '@wheelhouse/contracts/wallet';
import { fiatOrders, fiatPlayerFlags } from '../schema';
import { ledgerHolds } from '../../ledger/schema';
import { outbox } from '../../../platform/db/schema';
import { users } from '../../users/schema';
import { createTestApp, databaseTargets, type TestApp } from '../../../test/harness';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories';
import { expectLedgerConsistent, servicesOf } from '../../../test/ledger-consistency';
import { balanceOf, fund, globalIdOf, mainBalanceOf } from '../../../test/money';
import type { OperatorSettings } from '../../settings';
import { cancelSell, CARD, insertSellMethod, OTHER_CARD, postSell, sellBody } from './fixtures';

const DEFAULT_SETTINGS: Partial<OperatorSettings> = {
  'payments.enabled': true,
  'withdraw.requiresVerification': false,
  'withdraw.depositWagerMultiplier': '0',
  'withdraw.dailyLimit': '10000.00',
  'withdraw.cancelWindowSeconds': 600,
};

describe.each(databaseTargets())('fiat withdrawals (sell) on %s', (target) => {
  let t: TestApp;
  let staffId: number;
  let card: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    staffId = (
      await servicesOf(t.app).admin.saveStaff({
        email: `finance-${randomUUID()}@example.test`,
        password: `Wh-${randomUUID()}`,
        roles: ['finance'],
      })
    ).id;
    card = await insertSellMethod(t.database.db);
  });
  beforeEach(async () => {
    await servicesOf(t.app).settings.update(staffId, DEFAULT_SETTINGS);
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const setting = (patch: Partial<OperatorSettings>) =>
    servicesOf(t.app).settings.update(staffId, patch);

  const funded = async (amount = '100') => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, amount);
    return player;
  };

  const sell = async (player: TestPlayer, amount: string, key?: string) => {
    const response = await postSell(t.app, player, sellBody(card, amount), key);
    expect(response.statusCode, response.body).toBe(200);
    return ZTransaction.parse(response.json());
  };

  /** UAH at a rate that divides nothing evenly: 0.01234567 USD. */
  const unevenUahRate = async () => {
    const finance = await createStaff(t.app, ['finance']);
    const rates = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/rates',
      headers: finance.auth,
      payload: { rates: [{ base: 'UAH', quote: 'USD', rate: '0.01234567' }] },
    });
    expect(rates.statusCode, rates.body).toBe(200);
  };

  const orderRow = async (id: string) => {
    const [row] = await t.database.db.select().from(fiatOrders).where(eq(fiatOrders.id, id));
    return row!;
  };

  const historyOf = async (player: TestPlayer): Promise<Transaction[]> => {
    const response = await t.app.inject({ url: '/api/v2/wallet/txns', headers: player.auth });
    expect(response.statusCode, response.body).toBe(200);
    return ZTransactionsResponse.parse(response.json()).items;
  };

  it('holds amount + the tiered fee at the rate of the moment and answers the pending sell', async () => {
    const player = await funded('100');
    const now = t.clock.now();
    // Tier from 0: 10.00 + 2 % of 1000.00 = 30.00; 1030.00 RUB × 0.0105 = 10.815 USD.
    const created = await sell(player, '1000');
    expect(created).toMatchObject({
      type: 'sell',
      status: 'pending',
      originalAmount: { value: '1000.00', currency: 'RUB' },
      paymentDetails: 'Card RUB •••• 1111',
      address: null,
      cancellableUntil: Math.floor(now.getTime() / 1000) + 600,
    });
    expect(await mainBalanceOf(t.app, player)).toBe('89.185000');
    expect(await orderRow(created.id)).toMatchObject({
      side: 'sell',
      status: 'pending',
      methodId: card,
      currency: 'RUB',
      amountMinor: 100_000n,
      feeMinor: 3_000n,
      holdMinor: 10_815_000n,
      processor: 'desk',
      details: { name: 'Ivan Petrov', card: CARD },
    });
    const [hold] = await t.database.db
      .select()
      .from(ledgerHolds)
      .where(eq(ledgerHolds.id, created.id));
    expect(hold).toMatchObject({ amount: 10_815_000n, currency: 'USD', status: 'held' });
    // The manual clock stands still, so find it by id rather than by position.
    expect((await historyOf(player)).find((item) => item.id === created.id)).toEqual(created);

    // From 5000.00 the second tier: 1 % of 6000.00 = 60.00; 6060.00 RUB = 63.63 USD.
    const large = await sell(player, '6000.00');
    expect((await orderRow(large.id)).feeMinor).toBe(6_000n);
    expect(await mainBalanceOf(t.app, player)).toBe('25.555000');

    // The percentage is rounded up to a kopeck: 2 % of 1234.56 = 24.6912 → 24.70, + 10.00.
    const odd = await sell(player, '1234.56');
    expect((await orderRow(odd.id)).feeMinor).toBe(3_470n);
    expect((await orderRow(odd.id)).holdMinor).toBe(13_327_230n);
  });

  it('rounds the hold up and the available balance down at a rate that does not divide evenly', async () => {
    await unevenUahRate();
    const uah = await insertSellMethod(t.database.db, { currency: 'UAH', label: 'Card UAH' });
    const player = await funded('100');
    // 1030.00 UAH × 0.01234567 = 12.7160401 USD: held as 12.716041, never in the player's favour.
    const created = ZTransaction.parse(
      (await postSell(t.app, player, sellBody(uah, '1000'))).json(),
    );
    expect((await orderRow(created.id)).holdMinor).toBe(12_716_041n);
    expect(await mainBalanceOf(t.app, player)).toBe('87.283959');
    // Too much for the rest of the balance: the largest amount that fits with its fee is named,
    // and that amount can be held.
    const over = await postSell(t.app, player, sellBody(uah, '7100'));
    const error = expectErrorBody(over, 400, 'validation_error');
    const amount = (error.fields as Record<string, { key: string; params: { amount: string } }>)
      .amount!;
    expect(amount.key).toBe('Validation.maximum_amount');
    const largest = await postSell(t.app, player, sellBody(uah, amount.params.amount));
    expect(largest.statusCode, largest.body).toBe(200);
    // What is left would not pay for one more kopiyka with its fee (about 0.0125 USD).
    expect(BigInt((await mainBalanceOf(t.app, player)).replace('.', ''))).toBeLessThan(12_500n);
  });

  it('tells the withdrawal form the player’s money in the method’s currency, rounded down', async () => {
    await unevenUahRate();
    const uah = await insertSellMethod(t.database.db, {
      currency: 'UAH',
      label: 'UAH card (form)',
    });
    const player = await funded('100');
    const available = (bankId: string, headers: Record<string, string> = player.auth) =>
      t.app.inject({ url: `/api/v2/wallet/orders/sell/available?bankId=${bankId}`, headers });

    // 100 USD ÷ 0.01234567 = 8100.0051… UAH: the kopiyka that would overdraw is left out.
    const answered = await available(uah);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({ amount: '8100.00', currency: 'UAH' });
    // It follows the balance: after a sell, what is left.
    const before = await available(card);
    expect(before.json()).toMatchObject({ currency: 'RUB' });
    await sell(player, '1000');
    const after = await available(card);
    const rub = (response: typeof before) => Number(response.json<{ amount: string }>().amount);
    expect(rub(after)).toBeLessThanOrEqual(rub(before) - 1000);
    expect(rub(after)).toBeGreaterThan(0);

    const broke = await registerPlayer(t.app);
    expect((await available(uah, broke.auth)).json()).toEqual({ amount: '0.00', currency: 'UAH' });
    expectErrorBody(await available('no-such-method'), 404, 'not_found');
    expectErrorBody(
      await t.app.inject({ url: `/api/v2/wallet/orders/sell/available?bankId=${uah}` }),
      401,
      'unauthorized',
    );
    expectErrorBody(
      await t.app.inject({ url: '/api/v2/wallet/orders/sell/available', headers: player.auth }),
      400,
      'validation_error',
    );
  });

  it('never overdraws when two sells that each fit race for one balance', async () => {
    const player = await funded('50'); // 4761.90 RUB
    const answers = await Promise.all([
      postSell(t.app, player, sellBody(card, '3000')),
      postSell(t.app, player, sellBody(card, '3000')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    // Refused by the form's balance rule, or by the hold itself when both read the balance first.
    expect(['validation_error', 'insufficient_balance']).toContain(
      refused.json<{ detail: string }>().detail,
    );
    // 3000 + 70 fee = 3070 RUB = 32.235 USD.
    expect(await mainBalanceOf(t.app, player)).toBe('17.765000');
  });

  it('forfeits the player’s active bonuses with the sell, as a crypto withdrawal does', async () => {
    const finance = await createStaff(t.app, ['finance']);
    const player = await funded('100');
    const granted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${await globalIdOf(t.app, player.auth)}/bonuses`,
      headers: { ...finance.auth, 'idempotency-key': randomUUID() },
      payload: { title: 'Welcome', amount: '25.00', wagerMultiplier: '2' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await balanceOf(t.app, player)).total.value).toBe('125.000000');
    await sell(player, '1000');
    const after = await balanceOf(t.app, player);
    expect(after.fiat.value).toBe('89.185000');
    expect(after.total.value).toBe('89.185000');
    expect(after.userBonuses.filter((bonus) => bonus.status === 'active')).toEqual([]);
  });

  it('writes the transaction and balance events with the sell', async () => {
    const player = await funded('50');
    const created = await sell(player, '600');
    const userId = (await servicesOf(t.app).users.accessByEmail(player.email))!.userId;
    const events = await t.database.db.select().from(outbox).where(eq(outbox.userId, userId));
    const topics = events.map((event) => event.topic);
    expect(topics).toContain('transaction.changed');
    expect(topics).toContain('balance.changed');
    expect(
      events.some(
        (event) =>
          event.topic === 'transaction.changed' &&
          (event.payload as { id?: string }).id === created.id,
      ),
    ).toBe(true);
  });

  it('checks the operator rules first, in the crypto withdrawal’s order', async () => {
    const player = await funded('100');
    await setting({
      'payments.enabled': false,
      'withdraw.requiresVerification': true,
      'withdraw.depositWagerMultiplier': '1',
    });
    const body = sellBody(card, '1000');
    expectErrorBody(await postSell(t.app, player, body), 403, 'payments_are_disabled');
    await setting({ 'payments.enabled': true });
    expectErrorBody(await postSell(t.app, player, body), 403, 'verification_required');
    const userId = (await servicesOf(t.app).users.accessByEmail(player.email))!.userId;
    await t.database.db
      .update(users)
      .set({ firstName: 'Ivan', lastName: 'Petrov', dateOfBirth: '1990-01-02' })
      .where(eq(users.id, userId));
    expectErrorBody(await postSell(t.app, player, body), 400, 'wager');
    await setting({ 'withdraw.depositWagerMultiplier': '0' });
    // Nothing was held by the refused requests.
    expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
    expect((await postSell(t.app, player, body)).statusCode).toBe(200);
  });

  it('refuses a player the desk barred from fiat with wallet_fiat_banned, holding nothing', async () => {
    const player = await funded('100');
    const userId = (await servicesOf(t.app).users.accessByEmail(player.email))!.userId;
    await t.database.db
      .insert(fiatPlayerFlags)
      .values({ userId, fiatBanned: true, reason: 'Fraud' });
    expectErrorBody(
      await postSell(t.app, player, sellBody(card, '1000')),
      403,
      'wallet_fiat_banned',
    );
    expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
    await t.database.db
      .update(fiatPlayerFlags)
      .set({ fiatBanned: false })
      .where(eq(fiatPlayerFlags.userId, userId));
    expect((await postSell(t.app, player, sellBody(card, '1000'))).statusCode).toBe(200);
  });

  it('answers 404 for an unknown method and error_currency_not_supported for one without withdrawals', async () => {
    const player = await funded('100');
    expectErrorBody(
      await postSell(t.app, player, sellBody('no-such-method', '1000')),
      404,
      'not_found',
    );
    const inactive = await insertSellMethod(t.database.db, { active: false });
    const buyOnly = await insertSellMethod(t.database.db, { sellEnabled: false });
    for (const id of [inactive, buyOnly])
      expectErrorBody(
        await postSell(t.app, player, sellBody(id, '1000')),
        400,
        'error_currency_not_supported',
      );
    expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
  });

  it('answers the form’s rules as fields: amount limits against the balance, name, card', async () => {
    const player = await funded('100'); // 9523.80 RUB available at 0.0105
    const fieldsOf = async (body: Record<string, unknown>) => {
      const response = await postSell(t.app, player, body);
      const error = expectErrorBody(response, 400, 'validation_error');
      return error.fields as Record<string, { key: string; params?: Record<string, unknown> }>;
    };
    expect((await fieldsOf(sellBody(card, '499.99'))).amount).toMatchObject({
      key: 'Validation.minimum_amount',
      params: { amount: '500.00', currency: 'RUB' },
    });
    // 9400 + 94 fee = 9494 fits; 9500 + 95 does not: the largest that fits with its fee.
    expect((await fieldsOf(sellBody(card, '9500'))).amount).toMatchObject({
      key: 'Validation.maximum_amount',
      params: { currency: 'RUB' },
    });
    expect((await fieldsOf(sellBody(card, '12.345'))).amount?.key).toMatch(/^Validation\./);
    expect((await fieldsOf(sellBody(card, 'abc'))).amount?.key).toBe('Validation.invalid_amount');
    const badDetails = await fieldsOf(sellBody(card, '1000', { card: '4111 1111' }));
    expect(badDetails['details.card']?.key).toBe('Validation.invalid_card');
    expect(badDetails['details.name']?.key).toBe('Validation.required');
    expect(
      (await fieldsOf(sellBody(card, '1000', { name: 'Ivan Petrov' })))['details.card']?.key,
    ).toBe('Validation.required');
    // A strict body: unknown members are refused before any rule.
    expect(
      (await postSell(t.app, player, { ...sellBody(card, '1000'), extra: true })).statusCode,
    ).toBe(400);
    expect(await mainBalanceOf(t.app, player)).toBe('100.000000');

    // A balance at or below the minimum: the minimum message, whatever the amount.
    const poor = await funded('5'); // 476.19 RUB
    const response = await postSell(t.app, poor, sellBody(card, '500'));
    const error = expectErrorBody(response, 400, 'validation_error');
    expect((error.fields as Record<string, { key: string }>).amount?.key).toBe(
      'Validation.minimum_amount',
    );
  });

  it('stores card details normalised (spaces dropped) and masks them in the history', async () => {
    const player = await funded('100');
    const created = ZTransaction.parse(
      (
        await postSell(
          t.app,
          player,
          sellBody(card, '700', { name: '  Ivan Petrov ', card: '5555 5555 5555 4444' }),
        )
      ).json(),
    );
    expect(created.paymentDetails).toBe('Card RUB •••• 4444');
    expect((await orderRow(created.id)).details).toEqual({
      name: 'Ivan Petrov',
      card: OTHER_CARD,
    });
    // The amount as the form's rules read it: a comma for the point.
    const comma = await sell(player, '1000,50');
    expect(comma.originalAmount).toEqual({ value: '1000.50', currency: 'RUB' });
  });

  it('keeps the daily limit shared with crypto withdrawals', async () => {
    await setting({ 'withdraw.dailyLimit': '30.00' });
    const player = await funded('100');
    const cryptoWithdrawal = (amount: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/txns/withdraw',
        headers: { ...player.auth, 'idempotency-key': randomUUID() },
        payload: {
          currency: 'USDT-TRC20',
          address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
          amount,
          memo: null,
          provider: null,
        },
      });
    // 10 USDT holds 11 (its network fee is 1).
    const crypto = await cryptoWithdrawal('10');
    expect(crypto.statusCode, crypto.body).toBe(200);
    await sell(player, '1000'); // 10.815: 21.815 today
    // Another 1000 RUB (10.815) would make 32.63 > 30.
    expectErrorBody(
      await postSell(t.app, player, sellBody(card, '1000')),
      400,
      'withdraw_daily_limit_exceeded',
    );
    // The crypto side counts the sells too: 11 + 11 alone would fit, with the sell 32.815 not.
    expectErrorBody(await cryptoWithdrawal('10'), 400, 'withdraw_daily_limit_exceeded');
    // 500 RUB + 20 fee = 5.46 USD: 27.275 fits.
    await sell(player, '500');
    expect(await mainBalanceOf(t.app, player)).toBe('72.725000');
  });

  it('lets exactly one of two parallel sells that together exceed the daily limit through', async () => {
    await setting({ 'withdraw.dailyLimit': '15.00' });
    const player = await funded('100');
    const answers = await Promise.all([
      postSell(t.app, player, sellBody(card, '1000')),
      postSell(t.app, player, sellBody(card, '1000')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await mainBalanceOf(t.app, player)).toBe('89.185000');
  });

  it('answers a replay with the first response and a reused key with another body with 409', async () => {
    const player = await funded('100');
    const key = randomUUID();
    const first = await sell(player, '1000', key);
    await setting({ 'payments.enabled': false });
    const replay = await postSell(t.app, player, sellBody(card, '1000'), key);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(ZTransaction.parse(replay.json())).toEqual(first);
    await setting({ 'payments.enabled': true });
    expectErrorBody(
      await postSell(t.app, player, sellBody(card, '1001'), key),
      409,
      'idempotency_conflict',
    );
    // Two at once with one key: one hold.
    const parallelKey = randomUUID();
    const both = await Promise.all([
      postSell(t.app, player, sellBody(card, '800'), parallelKey),
      postSell(t.app, player, sellBody(card, '800'), parallelKey),
    ]);
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(both[0]!.json<Transaction>().id).toBe(both[1]!.json<Transaction>().id);
    // 10.815 + (800 + 26) × 0.0105 = 8.673
    expect(await mainBalanceOf(t.app, player)).toBe('80.512000');
    // The key is required.
    const keyless = await t.app.inject({
      method: 'POST',
      url: '/api/v2/wallet/orders/sell',
      headers: player.auth,
      payload: sellBody(card, '1000'),
    });
    expect(keyless.statusCode).toBe(400);
  });

  it('cancels the player’s own pending sell within the window, once', async () => {
    const player = await funded('100');
    const other = await funded('100');
    const created = await sell(player, '1000');
    expectErrorBody(await cancelSell(t.app, other, created.id), 404, 'not_found');
    expectErrorBody(await cancelSell(t.app, player, 'tx_unknown'), 404, 'not_found');
    const cancelled = await cancelSell(t.app, player, created.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(ZTransaction.parse(cancelled.json())).toMatchObject({
      id: created.id,
      status: 'cancelled',
      cancellableUntil: null,
    });
    expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
    expect((await orderRow(created.id)).status).toBe('cancelled');
    expectErrorBody(await cancelSell(t.app, player, created.id), 409, 'conflict');
    expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
    expect(await mainBalanceOf(t.app, other)).toBe('100.000000');
  });

  it('refuses a cancel once the window has closed', async () => {
    const player = await funded('100');
    const created = await sell(player, '1000');
    t.clock.advance(600_000);
    expectErrorBody(await cancelSell(t.app, player, created.id), 409, 'conflict');
    expect(await mainBalanceOf(t.app, player)).toBe('89.185000');
    expect((await orderRow(created.id)).status).toBe('pending');
  });

  it('cancels once when the player cancels twice at the same moment', async () => {
    const player = await funded('100');
    const created = await sell(player, '1000');
    const answers = await Promise.all([
      cancelSell(t.app, player, created.id),
      cancelSell(t.app, player, created.id),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
  });

  it('offers the player’s own distinct details per method, newest first, at most 5', async () => {
    const player = await funded('500');
    const other = await funded('100');
    const sbp = await insertSellMethod(t.database.db, {
      method: 'sbp',
      label: 'SBP',
      sellRequiredFields: [],
    });
    const saved = async (who: TestPlayer, bankId: string) => {
      const response = await t.app.inject({
        url: `/api/v2/wallet/orders/sell/saved?bankId=${bankId}`,
        headers: who.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      return ZSavedDetailsResponse.parse(response.json());
    };
    expect(await saved(player, card)).toEqual([]);
    const cards = ['4000000000000002', '4000000000000010', '4000000000000028'];
    const cardsMore = ['4000000000000036', '4000000000000044', '4000000000000051'];
    for (const number of [...cards, cards[0]!, ...cardsMore]) {
      const response = await postSell(
        t.app,
        player,
        sellBody(card, '500', { name: 'Ivan Petrov', card: number }),
      );
      expect(response.statusCode, response.body).toBe(200);
      t.clock.advance(1000);
    }
    const phone = await postSell(
      t.app,
      player,
      sellBody(sbp, '500', { name: 'Ivan Petrov', phone: '+79161234567' }),
    );
    expect(phone.statusCode, phone.body).toBe(200);
    await sell(other, '600');

    const mine = await saved(player, card);
    expect(mine.map((details) => details.card)).toEqual([
      '4000000000000051',
      '4000000000000044',
      '4000000000000036',
      '4000000000000002',
      '4000000000000028',
    ]);
    expect(await saved(player, sbp)).toEqual([{ name: 'Ivan Petrov', phone: '+79161234567' }]);
    expect(await saved(other, card)).toEqual([{ name: 'Ivan Petrov', card: CARD }]);
    expect(await saved(other, sbp)).toEqual([]);
    expect(await saved(player, 'no-such-method')).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(fiatOrders)
      .where(and(eq(fiatOrders.methodId, sbp), eq(fiatOrders.side, 'sell')));
    expect(rows).toHaveLength(1);
  });
});
