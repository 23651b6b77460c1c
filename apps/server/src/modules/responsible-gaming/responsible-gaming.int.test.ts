import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminRgResponse,
  ZRgSessionResponse,
  ZRgState,
} from '@wheelhouse/contracts/responsible-gaming';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
  type TestStaff,
} from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectLedgerConsistent } from '../../test/ledger-consistency';
import { fund, globalIdOf, mainBalanceOf } from '../../test/money';
import {
  connectTestProvider,
  moneyBody,
  PROTOCOL_USD as USD,
  walletCall,
  walletSession,
  type TestProvider,
} from '../../test/provider-wallet';
import { fiatPaymentMethods } from '../cashier-fiat/schema';
import type { Database } from '../../platform/db/client';
import { periodEnd } from './rules';

const DICE = { direction: 'under', target: '49.50' };
const LEAGUE = 9201;

/**
 * A sportsbook event an hour from now with an open 1x2 market; answers its home outcome (2.00).
 * Raw SQL: the sportsbook's tables are its own, and this test only arranges them.
 */
async function sportsEvent(db: Database): Promise<number> {
  await db.execute(sql`
    insert into sb_sports (id, slug, kind, title, icon)
      values (${LEAGUE}, 'rg-ball', 'sport', 'RG ball', 'soccer') on conflict do nothing`);
  await db.execute(sql`
    insert into sb_categories (id, sport_id, name)
      values (${LEAGUE}, ${LEAGUE}, 'RG land') on conflict do nothing`);
  await db.execute(sql`
    insert into sb_tournaments (id, sport_id, category_id, name)
      values (${LEAGUE}, ${LEAGUE}, ${LEAGUE}, 'RG league') on conflict do nothing`);
  const result = await db.execute(sql`
    with event as (
      insert into sb_events (external_id, sport_id, category_id, tournament_id, home_id, home_name,
                             away_id, away_name, starts_at, status, live)
      values (${`test:${randomUUID()}`}, ${LEAGUE}, ${LEAGUE}, ${LEAGUE}, 1, 'Home FC', 2,
              'Away United', ${new Date(Date.now() + 3_600_000).toISOString()}::timestamptz,
              'not_started', false)
      returning id
    ), market as (
      insert into sb_markets (event_id, type, specifiers, key, grp, status)
      select id, '1x2', '{}'::jsonb, '1x2', 'main', 'active' from event returning id
    )
    insert into sb_outcomes (market_id, key, odds) select id, 'home', 2000 from market returning id`);
  return Number((result as unknown as { rows: Array<{ id: number }> }).rows[0]!.id);
}

describe.each(databaseTargets())('responsible gaming on %s', (target) => {
  let t: TestApp;
  let provider: TestProvider;
  let support: TestStaff;
  const usdMethod = `usd-card-${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    t = await createTestApp(target);
    provider = await connectTestProvider(t.app);
    support = await createStaff(t.app, ['support']);
    const admin = await createStaff(t.app, ['admin']);
    const limits = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/sportsbook/limits',
      headers: admin.auth,
      payload: { liveDelayMs: 0, marketLiabilityCap: '0' },
    });
    expect(limits.statusCode, limits.body).toBe(200);
    await t.database.db.insert(fiatPaymentMethods).values({
      id: usdMethod,
      name: 'Card USD',
      icon: '/icon.svg',
      iconBig: '/icon-big.svg',
      label: 'Card USD',
      method: 'p2p',
      currency: 'USD',
      priority: 10,
      processor: 'desk',
      buyMinMinor: 100n,
      buyMaxMinor: 10_000_000n,
      multiplyOrdersAllowed: true,
      orderTtlSeconds: 900,
      sellMinMinor: 100n,
      sellMaxMinor: 10_000_000n,
    });
    const finance = await createStaff(t.app, ['finance']);
    const requisite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/fiat/requisites',
      headers: finance.auth,
      payload: {
        methodId: usdMethod,
        bankName: 'Demo Bank',
        recipientName: 'Ivan P.',
        card: '2200000000000009',
        minAmount: '1.00',
        maxAmount: '100000.00',
        dailyLimit: '1000000.00',
      },
    });
    expect(requisite.statusCode, requisite.body).toBe(200);
  });

  afterAll(async () => {
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  async function funded(amount = '100'): Promise<TestPlayer> {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, amount);
    return player;
  }

  const setLimit = (player: TestPlayer, kind: string, period: string, amount: string | null) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/responsible-gaming/limits',
      headers: player.auth,
      payload: { kind, period, amount },
    });

  async function limitOk(player: TestPlayer, kind: string, period: string, amount: string | null) {
    const response = await setLimit(player, kind, period, amount);
    expect(response.statusCode, response.body).toBe(200);
    return ZRgState.parse(response.json());
  }

  const dice = (player: TestPlayer, amount: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/originals/dice/bets',
      headers: { ...player.auth, 'idempotency-key': randomUUID() },
      payload: { amount, params: DICE },
    });

  const sportsBet = (player: TestPlayer, outcomeId: number, stake: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/sportsbook/bets',
      headers: { ...player.auth, 'idempotency-key': randomUUID() },
      payload: { stake, selections: [{ outcomeId, odds: '2.00' }] },
    });

  const buyOrder = (player: TestPlayer, amount: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/wallet/orders/buy',
      headers: player.auth,
      payload: { amount, bankId: usdMethod, externalFields: {} },
    });

  const block = (player: TestPlayer, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/responsible-gaming/block',
      headers: player.auth,
      payload: body,
    });

  const nextMidnight = () => periodEnd('day', t.clock.now()).toISOString();

  it('refuses bad limit requests with the error body and changes nothing', async () => {
    const player = await registerPlayer(t.app);
    for (const [body, field] of [
      [{ kind: 'wager', period: 'day', amount: '-1' }, 'amount'],
      [{ kind: 'wager', period: 'day', amount: '0' }, 'amount'],
      [{ kind: 'wager', period: 'day', amount: '1.0000001' }, 'amount'],
      [{ kind: 'bets', period: 'day', amount: '1' }, 'kind'],
      [{ kind: 'wager', period: 'year', amount: '1' }, 'period'],
    ] as const) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/responsible-gaming/limits',
        headers: player.auth,
        payload: body,
      });
      const error = expectErrorBody(response, 400, 'validation_error');
      expect(Object.keys(error.fields as object)).toContain(field);
    }
    const minutes = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/responsible-gaming/time-limits',
      headers: player.auth,
      payload: { kind: 'session', minutes: 0 },
    });
    expectErrorBody(minutes, 400, 'validation_error');
    expectErrorBody(
      await block(player, { kind: 'cool_off', duration: '6m' }),
      400,
      'validation_error',
    );
    const anonymous = await t.app.inject({ url: '/api/v1/responsible-gaming' });
    expectErrorBody(anonymous, 401, 'unauthorized');
    const state = ZRgState.parse(
      (await t.app.inject({ url: '/api/v1/responsible-gaming', headers: player.auth })).json(),
    );
    expect(state.limits.every((limit) => limit.amount === null && limit.pending === null)).toBe(
      true,
    );
    expect(state.block).toBeNull();
  });

  it('originals: a wager limit passes a bet exactly at it and refuses one minor unit over', async () => {
    const player = await funded('100');
    await limitOk(player, 'wager', 'day', '10');
    expect((await dice(player, '4')).statusCode).toBe(200);
    const over = expectErrorBody(await dice(player, '6.000001'), 403, 'rg_wager_limit');
    expect(over).toMatchObject({
      period: 'day',
      limit: '10.000000',
      left: '6.000000',
      currency: 'USD',
      opensAt: nextMidnight(),
    });
    const exact = await dice(player, '6');
    expect(exact.statusCode, exact.body).toBe(200);
    expectErrorBody(await dice(player, '0.000001'), 403, 'rg_wager_limit');
    // Mines stakes through the same check.
    const mines = await t.app.inject({
      method: 'POST',
      url: '/api/v1/originals/mines/rounds',
      headers: { ...player.auth, 'idempotency-key': randomUUID() },
      payload: { amount: '1', mines: 3 },
    });
    expectErrorBody(mines, 403, 'rg_wager_limit');
    const state = ZRgState.parse(
      (await t.app.inject({ url: '/api/v1/responsible-gaming', headers: player.auth })).json(),
    );
    expect(state.limits.find((l) => l.kind === 'wager' && l.period === 'day')).toMatchObject({
      amount: '10.000000',
      used: '10.000000',
      left: '0.000000',
    });
  });

  it('provider API: a loss limit counts stakes less wins; over it the bet gets the refused-bet status with the balance', async () => {
    const s = await walletSession(t.app, provider, '100');
    await limitOk(s.player, 'loss', 'week', '5');
    const round = randomUUID();
    const bet = (amount: number) =>
      walletCall(t.app, provider, '/transaction/bet', moneyBody(s, { round, amount }));
    expect(await bet(3 * USD)).toMatchObject({ status: 'RS_OK', balance: 97 * USD });
    await walletCall(t.app, provider, '/transaction/win', moneyBody(s, { round, amount: USD }));
    // Net loss 2: exactly 3 more reaches the limit of 5.
    expect(await bet(3 * USD)).toMatchObject({ status: 'RS_OK', balance: 95 * USD });
    // The protocol's smallest unit over the limit is refused and nothing moves.
    expect(await bet(1)).toMatchObject({
      status: 'RS_ERROR_BET_LIMIT_EXCEEDED',
      balance: 95 * USD,
    });
    expect(await mainBalanceOf(t.app, s.player)).toBe('95.000000');
    // A win gives room again: the loss is net.
    await walletCall(t.app, provider, '/transaction/win', moneyBody(s, { round, amount: USD }));
    expect((await bet(USD)).status).toBe('RS_OK');
  });

  it('provider API: a limit or cool-off set while a token is already playing stops its next bet', async () => {
    const s = await walletSession(t.app, provider, '100');
    const bet = (amount: number) =>
      walletCall(t.app, provider, '/transaction/bet', moneyBody(s, { amount }));
    // Two unguarded bets: the second takes the known token's one-statement path.
    expect(await bet(USD)).toMatchObject({ status: 'RS_OK', balance: 99 * USD });
    expect(await bet(USD)).toMatchObject({ status: 'RS_OK', balance: 98 * USD });
    await limitOk(s.player, 'wager', 'day', '3');
    expect(await bet(2 * USD)).toMatchObject({
      status: 'RS_ERROR_BET_LIMIT_EXCEEDED',
      balance: 98 * USD,
    });
    expect(await bet(USD)).toMatchObject({ status: 'RS_OK', balance: 97 * USD });
    expect((await block(s.player, { kind: 'cool_off', duration: '24h' })).statusCode).toBe(200);
    expect(await bet(USD)).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: 97 * USD });
    expect(await mainBalanceOf(t.app, s.player)).toBe('97.000000');
  });

  it('sportsbook: a wager limit passes exactly at it and refuses one minor unit over', async () => {
    const player = await funded('100');
    const home = await sportsEvent(t.database.db);
    await limitOk(player, 'wager', 'month', '10');
    expect((await sportsBet(player, home, '5')).statusCode).toBe(200);
    const over = expectErrorBody(await sportsBet(player, home, '5.000001'), 403, 'rg_wager_limit');
    expect(over).toMatchObject({ period: 'month', left: '5.000000' });
    expect((await sportsBet(player, home, '5')).statusCode).toBe(200);
    expect(await mainBalanceOf(t.app, player)).toBe('90.000000');
  });

  it('deposits: a fiat order exactly up to the limit passes, one minor unit over is refused; a used-up limit refuses a crypto address', async () => {
    // Fiat orders are whole units, so the credited 3.000001 puts the edge on a minor unit.
    const atEdge = await funded('3.000001');
    await limitOk(atEdge, 'deposit', 'day', '10.000001');
    const exact = await buyOrder(atEdge, '7');
    expect(exact.statusCode, exact.body).toBe(200);
    const player = await funded('3.000001');
    await limitOk(player, 'deposit', 'day', '10');
    const over = expectErrorBody(await buyOrder(player, '7'), 403, 'rg_deposit_limit');
    expect(over).toMatchObject({
      period: 'day',
      limit: '10.000000',
      left: '6.999999',
      currency: 'USD',
      opensAt: nextMidnight(),
    });
    const address = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/txns/deposit',
        headers: player.auth,
        payload: { currency: 'USDT-TRC20' },
      });
    expect((await address()).statusCode).toBe(200);
    await fund(t.app, player.email, '6.999999');
    const refused = expectErrorBody(await address(), 403, 'rg_deposit_limit');
    expect(refused.left).toBe('0.000000');
  });

  it('two parallel provider bets that together cross a wager limit do not both pass', async () => {
    const s = await walletSession(t.app, provider, '100');
    await limitOk(s.player, 'wager', 'day', '10');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        walletCall(t.app, provider, '/transaction/bet', moneyBody(s, { amount: 4 * USD })),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([
      'RS_ERROR_BET_LIMIT_EXCEEDED',
      'RS_ERROR_BET_LIMIT_EXCEEDED',
      'RS_OK',
      'RS_OK',
    ]);
    expect(await mainBalanceOf(t.app, s.player)).toBe('92.000000');
  });

  it('a cool-off blocks every money action but sign-in, balance and the staff view; nobody can shorten it', async () => {
    const s = await walletSession(t.app, provider, '50');
    const player = s.player;
    const started = await block(player, { kind: 'cool_off', duration: '72h' });
    expect(started.statusCode, started.body).toBe(200);
    const endsAt = ZRgState.parse(started.json()).block?.endsAt;
    expect(endsAt).toBe(new Date(t.clock.now().getTime() + 72 * 3_600_000).toISOString());

    expect(expectErrorBody(await dice(player, '1'), 403, 'rg_cool_off').opensAt).toBe(endsAt);
    expectErrorBody(await buyOrder(player, '10'), 403, 'rg_cool_off');
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/txns/deposit',
      headers: player.auth,
      payload: { currency: 'USDT-TRC20' },
    });
    expectErrorBody(address, 403, 'rg_cool_off');
    const home = await sportsEvent(t.database.db);
    expectErrorBody(await sportsBet(player, home, '1'), 403, 'rg_cool_off');
    const promo = await t.app.inject({
      method: 'POST',
      url: '/api/v2/promo-codes/redeem',
      headers: player.auth,
      payload: { code: 'ANYTHING' },
    });
    expectErrorBody(promo, 403, 'rg_cool_off');
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/v2/bonuses/1/claim',
      headers: player.auth,
      payload: {},
    });
    expectErrorBody(claim, 403, 'rg_cool_off');
    const spin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wheel/spin',
      headers: { ...player.auth, 'idempotency-key': randomUUID() },
      payload: { clientSeed: 'seed' },
    });
    expectErrorBody(spin, 403, 'rg_cool_off');
    expect(
      await walletCall(t.app, provider, '/transaction/bet', moneyBody(s, { amount: USD })),
    ).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: 50 * USD });

    // Signing in and the balance stay open.
    const me = await t.app.inject({ url: '/api/v1/me', headers: player.auth });
    expect(me.statusCode).toBe(200);
    expect(await mainBalanceOf(t.app, player)).toBe('50.000000');

    // Shorter is refused; a longer self-exclusion replaces it; then even a 6-week cool-off is shorter.
    expectErrorBody(await block(player, { kind: 'cool_off', duration: '24h' }), 409, 'conflict');
    const excluded = await block(player, { kind: 'self_exclusion', duration: '6m' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(ZRgState.parse(excluded.json()).block?.kind).toBe('self_exclusion');
    expectErrorBody(await block(player, { kind: 'cool_off', duration: '6w' }), 409, 'conflict');
    expectErrorBody(await dice(player, '1'), 403, 'rg_self_exclusion');

    // Staff see it read-only (audited); there is no way for them to lift it.
    const globalId = await globalIdOf(t.app, player.auth);
    const view = await t.app.inject({
      url: `/api/admin/users/${globalId}/responsible-gaming`,
      headers: support.auth,
    });
    expect(view.statusCode, view.body).toBe(200);
    const staffView = ZAdminRgResponse.parse(view.json());
    expect(staffView.state.block?.kind).toBe('self_exclusion');
    expect(staffView.history.map((row) => row.kind)).toEqual(['self_exclusion', 'cool_off']);
    for (const method of ['DELETE', 'PUT', 'PATCH', 'POST'] as const) {
      const lift = await t.app.inject({
        method,
        url: `/api/admin/users/${globalId}/responsible-gaming`,
        headers: support.auth,
        payload: {},
      });
      expect([404, 405]).toContain(lift.statusCode);
    }
    const audit = await t.app.inject({
      url: `/api/admin/audit?action=user.responsible_gaming.view&targetId=${globalId}`,
      headers: (await createStaff(t.app, ['admin'])).auth,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json<{ meta: { total: number } }>().meta.total).toBe(1);
    const content = await createStaff(t.app, ['content']);
    const forbidden = await t.app.inject({
      url: `/api/admin/users/${globalId}/responsible-gaming`,
      headers: content.auth,
    });
    expectErrorBody(forbidden, 403, 'forbidden');
    const missing = await t.app.inject({
      url: '/api/admin/users/no-such-player/responsible-gaming',
      headers: support.auth,
    });
    expect(missing.statusCode).toBe(404);
  });

  // The tests below move the app's clock forward, so they run last: the ledger's own times stay
  // real, and calendar periods computed from a clock days ahead would no longer contain them.
  it('session limit: stakes stop once the session is as long as the limit and resume after the break; the reality check has the figures', async () => {
    const player = await funded('100');
    const setTime = (kind: string, minutes: number | null) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/responsible-gaming/time-limits',
        headers: player.auth,
        payload: { kind, minutes },
      });
    expect((await setTime('session', 60)).statusCode).toBe(200);
    expect((await setTime('reality_check', 15)).statusCode).toBe(200);
    const none = ZRgSessionResponse.parse(
      (
        await t.app.inject({ url: '/api/v1/responsible-gaming/session', headers: player.auth })
      ).json(),
    );
    expect(none.session).toBeNull();
    expect((await dice(player, '2')).statusCode).toBe(200);
    const started = t.clock.now().toISOString();
    t.clock.advance(20 * 60_000);
    expect((await dice(player, '1')).statusCode).toBe(200);
    const session = ZRgSessionResponse.parse(
      (
        await t.app.inject({ url: '/api/v1/responsible-gaming/session', headers: player.auth })
      ).json(),
    ).session;
    const balance = Number(await mainBalanceOf(t.app, player));
    expect(session).toMatchObject({
      startedAt: started,
      playedSeconds: 20 * 60,
      realityCheckMinutes: 15,
      sessionLimitMinutes: 60,
      currency: 'USD',
    });
    expect(Number(session?.net)).toBeCloseTo(balance - 100, 6);
    t.clock.advance(20 * 60_000);
    expect((await dice(player, '1')).statusCode).toBe(200);
    const lastStake = t.clock.now().getTime();
    t.clock.advance(20 * 60_000);
    const refused = expectErrorBody(await dice(player, '1'), 403, 'rg_session_limit');
    expect(refused).toMatchObject({
      limit: '60',
      opensAt: new Date(lastStake + 30 * 60_000).toISOString(),
    });
    t.clock.advance(10 * 60_000 - 1);
    expectErrorBody(await dice(player, '1'), 403, 'rg_session_limit');
    t.clock.advance(1);
    expect((await dice(player, '1')).statusCode).toBe(200);
  });

  it('a looser limit waits 24 hours (shown as pending), a tighter one applies at once', async () => {
    const player = await funded('100');
    await limitOk(player, 'wager', 'month', '10');
    const raised = await limitOk(player, 'wager', 'month', '20');
    const asked = t.clock.now().getTime();
    const limitIn = (state: typeof raised) =>
      state.limits.find((l) => l.kind === 'wager' && l.period === 'month');
    expect(limitIn(raised)).toMatchObject({
      amount: '10.000000',
      pending: { value: '20.000000', effectiveAt: new Date(asked + 24 * 3_600_000).toISOString() },
    });
    // Only refused bets before the wait ends, so what is used cannot depend on the period.
    expectErrorBody(await dice(player, '15'), 403, 'rg_wager_limit');
    // Asking again does not restart the wait.
    t.clock.advance(3_600_000);
    expect(limitIn(await limitOk(player, 'wager', 'month', '20'))?.pending?.effectiveAt).toBe(
      new Date(asked + 24 * 3_600_000).toISOString(),
    );
    t.clock.advance(23 * 3_600_000 - 1);
    expectErrorBody(await dice(player, '15'), 403, 'rg_wager_limit');
    t.clock.advance(1);
    const state = ZRgState.parse(
      (await t.app.inject({ url: '/api/v1/responsible-gaming', headers: player.auth })).json(),
    );
    expect(limitIn(state)).toMatchObject({ amount: '20.000000', pending: null });
    expect((await dice(player, '15')).statusCode).toBe(200);
    // Removing waits too; tightening applies at once and drops the waiting removal.
    const removed = await limitOk(player, 'wager', 'month', null);
    expect(limitIn(removed)).toMatchObject({ amount: '20.000000', pending: { value: null } });
    const tightened = await limitOk(player, 'wager', 'month', '16');
    expect(limitIn(tightened)).toMatchObject({ amount: '16.000000', pending: null });
    expectErrorBody(await dice(player, '16.000001'), 403, 'rg_wager_limit');
  });

  it('a cool-off ends on time, not before', async () => {
    const player = await funded('20');
    expect((await block(player, { kind: 'cool_off', duration: '24h' })).statusCode).toBe(200);
    t.clock.advance(24 * 3_600_000 - 1);
    expectErrorBody(await dice(player, '1'), 403, 'rg_cool_off');
    t.clock.advance(1);
    expect((await dice(player, '1')).statusCode).toBe(200);
  });
});
