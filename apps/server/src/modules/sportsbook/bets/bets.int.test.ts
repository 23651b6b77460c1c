import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ZCashOutOffer,
  ZCashOutResponse,
  ZPlaceSportsBetResponse,
  ZSettlementDebtsPage,
  ZSportsBet,
  ZSportsBetChanged,
  ZSportsBetsPage,
} from '@wheelhouse/contracts/sportsbook-bets';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { sbEvents } from '../catalogue/schema';
import type { EventMessage } from '../feed/messages';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
  type TestStaff,
} from '../../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../../test/harness';
import { expectLedgerConsistent, servicesOf } from '../../../test/ledger-consistency';
import { fund, globalIdOf, mainBalanceOf } from '../../../test/money';
import { listenForWebsockets, openPlayerSocket } from '../../../test/ws-client';
import { betsRepository } from './repository';
import { liveDelay } from './service';
import { betSettlement } from './settlement';
import {
  createEvent,
  ensureLeague,
  keepProducersAlive,
  liabilityKeptAndOwed,
  setMarketStatus,
  setOdds,
  writeResults,
} from './test-fixtures';

describe.each(databaseTargets())('sportsbook bets on %s', (target) => {
  let t: TestApp;
  let db: Database;
  let admin: TestStaff;
  let settlement: ReturnType<typeof betSettlement>;

  beforeAll(async () => {
    t = await createTestApp(target);
    db = t.database.db;
    await ensureLeague(db);
    await keepProducersAlive(db);
    admin = await createStaff(t.app, ['admin']);
    const services = servicesOf(t.app);
    settlement = betSettlement({
      db,
      clock: t.clock,
      houseCurrency: t.config.houseCurrency,
      repository: betsRepository(db, services.users),
      ledger: services.ledger,
      bonuses: services.bonuses,
      currencies: services.currencies,
    });
    // No live delay unless a test asks for one; no liability cap unless a test sets one.
    const limits = await setLimits({ liveDelayMs: 0, marketLiabilityCap: '0' });
    expect(limits.statusCode, limits.body).toBe(200);
  });

  afterAll(async () => {
    await expectLedgerConsistent(db);
    // After every placement, settlement, rollback, cancel and cash-out of this file.
    const { kept, owed } = await liabilityKeptAndOwed(db);
    expect(kept).toEqual(owed);
    await t.close();
  });

  function setLimits(patch: Record<string, unknown>, staff: TestStaff = admin) {
    return t.app.inject({
      method: 'PATCH',
      url: '/api/admin/sportsbook/limits',
      headers: staff.auth,
      payload: patch,
    });
  }

  async function funded(amount = '100'): Promise<TestPlayer> {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, amount);
    return player;
  }

  const place = (player: TestPlayer, body: Record<string, unknown>, key: string = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/sportsbook/bets',
      headers: { ...player.auth, 'idempotency-key': key },
      payload: body,
    });

  const betOf = async (player: TestPlayer, id: string) => {
    const response = await t.app.inject({
      url: `/api/v1/sportsbook/bets/${id}`,
      headers: player.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZSportsBet.parse(response.json());
  };

  const inTx = <T>(work: (tx: Database) => Promise<T>) =>
    db.transaction(async (tx) => work(tx as unknown as Database));

  it('places a single: the stake leaves the balance once, a replay answers the same bet, another player gets 404', async () => {
    const player = await funded('100');
    const event = await createEvent(db);
    const key = randomUUID();
    const body = {
      stake: '10',
      selections: [{ outcomeId: event.main.outcomes.home, odds: '2.00' }],
    };
    const first = await place(player, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const placed = ZPlaceSportsBetResponse.parse(first.json());
    expect(placed.bet).toMatchObject({
      kind: 'single',
      status: 'open',
      stake: '10.000000',
      odds: '2.00',
      potentialPayout: '20.000000',
      payout: '0.000000',
      cashOutAvailable: true,
    });
    // What the app names the pick from in the player's language (not raw keys).
    expect(placed.bet.legs[0]).toMatchObject({
      eventName: 'Home FC – Away United',
      market: { type: '1x2', specifiers: {} },
      outcomeKey: 'home',
      home: 'Home FC',
      away: 'Away United',
      status: 'open',
    });
    expect(await mainBalanceOf(t.app, player)).toBe('90.000000');

    const replay = await place(player, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(ZPlaceSportsBetResponse.parse(replay.json()).bet.id).toBe(placed.bet.id);
    expect(await mainBalanceOf(t.app, player)).toBe('90.000000');
    expectErrorBody(
      await place(player, { ...body, stake: '11' }, key),
      409,
      'idempotency_conflict',
    );

    const list = await t.app.inject({
      url: '/api/v1/sportsbook/bets?status=open',
      headers: player.auth,
    });
    expect(ZSportsBetsPage.parse(list.json())).toMatchObject({
      data: [{ id: placed.bet.id }],
      meta: { total: 1 },
    });

    const other = await funded('1');
    expectErrorBody(
      await t.app.inject({ url: `/api/v1/sportsbook/bets/${placed.bet.id}`, headers: other.auth }),
      404,
      'not_found',
    );
    expectErrorBody(
      await t.app.inject({
        url: `/api/v1/sportsbook/bets/${placed.bet.id}/cash-out`,
        headers: other.auth,
      }),
      404,
      'not_found',
    );
  });

  it('takes the stake in the player’s display currency and converts it to the house currency', async () => {
    const player = await registerPlayer(t.app, { currency: 'EUR' });
    await fund(t.app, player.email, '100');
    const event = await createEvent(db);
    const selections = [{ outcomeId: event.main.outcomes.home, odds: '2.00' }];
    const response = await place(player, { stake: '10.00', selections });
    expect(response.statusCode, response.body).toBe(200);
    // Seeded rate EUR/USD 1.08: 10.00 EUR is 10.80 USD off the house-currency balance.
    const placed = ZPlaceSportsBetResponse.parse(response.json());
    expect(placed.bet).toMatchObject({
      currency: 'EUR',
      stake: '10.00',
      potentialPayout: '20.00',
    });
    expect(await mainBalanceOf(t.app, player)).toBe('89.200000');
    expectErrorBody(await place(player, { stake: '1.001', selections }), 400, 'validation_error');
  });

  it('refuses without moving money: odds outside the policy, suspended market, limits, bad slips', async () => {
    const player = await funded('50');
    const event = await createEvent(db);
    const home = event.main.outcomes.home as number;
    await setOdds(db, home, 1800n);

    const changed = expectErrorBody(
      await place(player, { stake: '5', selections: [{ outcomeId: home, odds: '2.00' }] }),
      409,
      'odds_changed',
    );
    expect(changed.fields).toEqual({
      'selections.0.odds': { key: 'Sportsbook.odds_changed', params: { odds: '1.80' } },
    });
    expectErrorBody(
      await place(player, {
        stake: '5',
        selections: [{ outcomeId: home, odds: '2.00' }],
        oddsPolicy: 'none',
      }),
      409,
      'odds_changed',
    );

    await setMarketStatus(db, event.totals.id, 'suspended');
    expectErrorBody(
      await place(player, {
        stake: '5',
        selections: [{ outcomeId: event.totals.outcomes.over, odds: '1.90' }],
      }),
      409,
      'market_suspended',
    );

    const tooBig = expectErrorBody(
      await place(player, { stake: '20000', selections: [{ outcomeId: home, odds: '1.80' }] }),
      400,
      'sportsbook_limit',
    );
    expect(tooBig.fields).toMatchObject({ stake: { key: 'Validation.maximum_amount' } });
    expectErrorBody(
      await place(player, { stake: '0.01', selections: [{ outcomeId: home, odds: '1.80' }] }),
      400,
      'sportsbook_limit',
    );
    expectErrorBody(
      await place(player, { stake: '60', selections: [{ outcomeId: home, odds: '1.80' }] }),
      400,
      'insufficient_balance',
    );
    // Two selections of one event, an unknown outcome, malformed odds.
    expectErrorBody(
      await place(player, {
        stake: '5',
        selections: [
          { outcomeId: home, odds: '1.80' },
          { outcomeId: event.totals.outcomes.under, odds: '1.90' },
        ],
      }),
      400,
      'validation_error',
    );
    expectErrorBody(
      await place(player, { stake: '5', selections: [{ outcomeId: 2_000_000_000, odds: '1.80' }] }),
      400,
      'validation_error',
    );
    expectErrorBody(
      await place(player, { stake: '5', selections: [{ outcomeId: home, odds: '1.8e0' }] }),
      400,
      'validation_error',
    );

    // Higher odds are fine with the default policy ("higher"): accepted at the current odds.
    await setOdds(db, home, 2100n);
    const accepted = await place(player, {
      stake: '5',
      selections: [{ outcomeId: home, odds: '2.00' }],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(ZPlaceSportsBetResponse.parse(accepted.json()).bet.odds).toBe('2.10');
    expect(await mainBalanceOf(t.app, player)).toBe('45.000000');
  });

  it('caps the payout per bet and the liability per market', async () => {
    const player = await funded('100');
    const event = await createEvent(db, { odds: { away: 50_000n } });
    expect((await setLimits({ maxPayout: '100', marketLiabilityCap: '150' })).statusCode).toBe(200);
    try {
      const over = expectErrorBody(
        await place(player, {
          stake: '3',
          selections: [{ outcomeId: event.main.outcomes.away, odds: '50.00' }],
        }),
        400,
        'sportsbook_limit',
      );
      expect(over.fields).toMatchObject({ stake: { key: 'Validation.maximum_payout' } });
      const selection = { outcomeId: event.main.outcomes.home, odds: '2.00' };
      expect((await place(player, { stake: '40', selections: [selection] })).statusCode).toBe(200);
      // 80 of liability on "home" already: another 80 passes the cap of 150.
      const capped = expectErrorBody(
        await place(player, { stake: '40', selections: [selection] }),
        400,
        'sportsbook_limit',
      );
      expect(capped.fields).toMatchObject({
        'selections.0.outcomeId': { key: 'Sportsbook.liability' },
      });
      expect(await mainBalanceOf(t.app, player)).toBe('60.000000');
    } finally {
      await setLimits({ maxPayout: '100000', marketLiabilityCap: '0' });
    }
  });

  it('concurrent bets on one outcome never take its liability past the cap', async () => {
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => funded('100')));
    const event = await createEvent(db);
    expect((await setLimits({ marketLiabilityCap: '150' })).statusCode).toBe(200);
    try {
      const selection = { outcomeId: event.main.outcomes.home, odds: '2.00' };
      // Each bet adds 80 of liability: with a cap of 150 exactly one of them may stand.
      const answers = await Promise.all(
        players.map((player) => place(player, { stake: '40', selections: [selection] })),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      for (const refused of answers.filter((answer) => answer.statusCode !== 200))
        expect(expectErrorBody(refused, 400, 'sportsbook_limit').fields).toMatchObject({
          'selections.0.outcomeId': { key: 'Sportsbook.liability' },
        });
      const balances = await Promise.all(players.map((player) => mainBalanceOf(t.app, player)));
      expect(balances.sort()).toEqual([
        '100.000000',
        '100.000000',
        '100.000000',
        '100.000000',
        '60.000000',
      ]);
    } finally {
      await setLimits({ marketLiabilityCap: '0' });
    }
  });

  it('the liability follows a multi through settlement and its rollback, and folds into one row per outcome', async () => {
    const player = await funded('100');
    const [first, second] = [await createEvent(db), await createEvent(db)];
    const home = first.main.outcomes.home as number;
    const away = second.main.outcomes.away as number;
    const owedOn = async (outcomeId: number) =>
      (await liabilityKeptAndOwed(db)).kept[String(outcomeId)] ?? '0';
    const multi = ZPlaceSportsBetResponse.parse(
      (
        await place(player, {
          stake: '10',
          selections: [
            { outcomeId: home, odds: '2.00' },
            { outcomeId: away, odds: '3.80' },
          ],
        })
      ).json(),
    ).bet;
    // 10 × 2.00 × 3.80 = 76 on each leg's outcome (house minor units: 6 decimals).
    expect([await owedOn(home), await owedOn(away)]).toEqual(['76000000', '76000000']);

    // The first leg loses: the multi is lost, so neither outcome owes it any more.
    await writeResults(db, first.main.id, { [home]: { result: 'lost' } });
    await inTx((tx) => settlement.marketSettled(tx, { marketId: first.main.id }));
    expect(await betOf(player, multi.id)).toMatchObject({ status: 'lost' });
    expect([await owedOn(home), await owedOn(away)]).toEqual(['0', '0']);
    // The feed takes the settlement back: the multi is open again and owed again.
    await inTx((tx) => settlement.settlementRolledBack(tx, { marketId: first.main.id }));
    expect([await owedOn(home), await owedOn(away)]).toEqual(['76000000', '76000000']);

    // Three singles on "away", then the fold: one row for it, with the same sum.
    for (const stake of ['1', '2', '3'])
      expect(
        (await place(player, { stake, selections: [{ outcomeId: away, odds: '3.80' }] }))
          .statusCode,
      ).toBe(200);
    expect(await owedOn(away)).toBe('98800000');
    await servicesOf(t.app).sportsBets.foldLiability();
    const rows = (await db.execute(
      sql`select amount_minor::text as amount from sportsbook_liability where outcome_id = ${away}`,
    )) as unknown as { rows: Array<{ amount: string }> };
    expect(rows.rows).toEqual([{ amount: '98800000' }]);
    // The cap reads the folded row: 98.80 owed, so a bet adding 3.80 passes a cap of 102.60 and
    // the next one does not.
    expect((await setLimits({ marketLiabilityCap: '102.6' })).statusCode).toBe(200);
    try {
      const single = { stake: '1', selections: [{ outcomeId: away, odds: '3.80' }] };
      expect((await place(player, single)).statusCode).toBe(200);
      expect(
        expectErrorBody(await place(player, single), 400, 'sportsbook_limit').fields,
      ).toMatchObject({ 'selections.0.outcomeId': { key: 'Sportsbook.liability' } });
    } finally {
      await setLimits({ marketLiabilityCap: '0' });
    }
  });

  it('a live bet waits the delay and is refused when a bet stop arrives meanwhile', async () => {
    const player = await funded('20');
    const event = await createEvent(db, { live: true });
    await setLimits({ liveDelayMs: 2000 });
    const waited: number[] = [];
    const spy = vi.spyOn(liveDelay, 'wait').mockImplementation(async (ms) => {
      waited.push(ms);
      if (waited.length === 1) await setMarketStatus(db, event.main.id, 'suspended');
    });
    try {
      const selection = { outcomeId: event.main.outcomes.draw, odds: '3.40' };
      expectErrorBody(
        await place(player, { stake: '5', selections: [selection] }),
        409,
        'bet_stopped',
      );
      expect(await mainBalanceOf(t.app, player)).toBe('20.000000');
      await setMarketStatus(db, event.main.id, 'active');
      const ok = await place(player, { stake: '5', selections: [selection] });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ZPlaceSportsBetResponse.parse(ok.json()).bet.legs[0]?.live).toBe(true);
      expect(waited).toEqual([2000, 2000]);
    } finally {
      spy.mockRestore();
      await setLimits({ liveDelayMs: 0 });
    }
  });

  it('refuses a live bet whose market stopped and reopened during the delay', async () => {
    const player = await funded('20');
    const event = await createEvent(db, { live: true });
    const [row] = await db
      .select({ externalId: sbEvents.externalId })
      .from(sbEvents)
      .where(eq(sbEvents.id, event.eventId));
    const external = row!.externalId;
    const feed = t.app.services.sportsbook.processor;
    const oneXTwo = {
      type: '1x2' as const,
      specifiers: {},
      status: 'active' as const,
      outcomes: [
        { key: 'home' as const, odds: 2000n, active: true },
        { key: 'draw' as const, odds: 3400n, active: true },
        { key: 'away' as const, odds: 3800n, active: true },
      ],
    };
    await setLimits({ liveDelayMs: 2000 });
    // During the delay: a goal stops the market, a second later the feed reopens it.
    const spy = vi.spyOn(liveDelay, 'wait').mockImplementation(async () => {
      t.clock.advance(500);
      const stop = await feed.handle({
        kind: 'bet_stop',
        id: `${external}:stop`,
        producer: 'live',
        ts: 10,
        event: external,
      });
      expect(stop.outcome).toBe('applied');
      t.clock.advance(1000);
      const reopen = await feed.handle({
        kind: 'odds_change',
        id: `${external}:reopen`,
        producer: 'live',
        ts: 11,
        event: external,
        markets: [oneXTwo],
      });
      expect(reopen.outcome).toBe('applied');
      t.clock.advance(500);
    });
    try {
      const selection = { outcomeId: event.main.outcomes.draw, odds: '3.40' };
      const refused = expectErrorBody(
        await place(player, { stake: '5', selections: [selection] }),
        409,
        'bet_stopped',
      );
      expect(refused.fields).toMatchObject({
        'selections.0.outcomeId': { key: 'Sportsbook.bet_stopped' },
      });
      expect(await mainBalanceOf(t.app, player)).toBe('20.000000');
      // A bet received after the reopening is accepted.
      spy.mockImplementation(async () => t.clock.advance(2000));
      const ok = await place(player, { stake: '5', selections: [selection] });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await mainBalanceOf(t.app, player)).toBe('15.000000');
    } finally {
      spy.mockRestore();
      await setLimits({ liveDelayMs: 0 });
    }
  });

  it('settles a single by hand, a multi with a void leg, and pays through the ledger once', async () => {
    const player = await funded('100');
    const a = await createEvent(db);
    const b = await createEvent(db);
    const c = await createEvent(db);
    const single = ZPlaceSportsBetResponse.parse(
      (
        await place(player, {
          stake: '10',
          selections: [{ outcomeId: a.main.outcomes.home, odds: '2.00' }],
        })
      ).json(),
    ).bet;
    const multiResponse = await place(player, {
      stake: '10',
      selections: [
        { outcomeId: a.totals.outcomes.over, odds: '1.90' },
        { outcomeId: b.main.outcomes.draw, odds: '3.40' },
        { outcomeId: c.main.outcomes.away, odds: '3.80' },
      ],
    });
    expect(multiResponse.statusCode, multiResponse.body).toBe(200);
    const multi = ZPlaceSportsBetResponse.parse(multiResponse.json()).bet;
    expect(multi).toMatchObject({ kind: 'multi', odds: '24.548' }); // 1.9 × 3.4 × 3.8 = 24.548
    expect(await mainBalanceOf(t.app, player)).toBe('80.000000');

    const settle = (marketId: number, outcomes: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/sportsbook/markets/${marketId}/settle`,
        headers: admin.auth,
        payload: { outcomes },
      });
    const home = await settle(a.main.id, [
      { outcomeId: a.main.outcomes.home, result: 'won' },
      { outcomeId: a.main.outcomes.draw, result: 'lost' },
      { outcomeId: a.main.outcomes.away, result: 'lost' },
    ]);
    expect(home.statusCode, home.body).toBe(200);
    expect(await betOf(player, single.id)).toMatchObject({ status: 'won', payout: '20.000000' });
    expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
    // The same settlement again moves nothing.
    expect(
      (await settle(a.main.id, [{ outcomeId: a.main.outcomes.home, result: 'won' }])).json(),
    ).toMatchObject({ betsChanged: 0 });

    // Over 2.5 won; event b's 1x2 voided by hand (odds 1.0); event c away won.
    await settle(a.totals.id, [
      { outcomeId: a.totals.outcomes.over, result: 'won' },
      { outcomeId: a.totals.outcomes.under, result: 'lost' },
    ]);
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/sportsbook/markets/${b.main.id}/void`,
      headers: admin.auth,
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await betOf(player, multi.id)).status).toBe('open');
    await settle(c.main.id, [{ outcomeId: c.main.outcomes.away, result: 'won' }]);
    const paid = await betOf(player, multi.id);
    // 10 × 1.9 × 1.0 × 3.8 = 72.2
    expect(paid).toMatchObject({ status: 'won', payout: '72.200000' });
    expect(paid.legs.map((leg) => leg.status)).toEqual(['won', 'void', 'won']);
    expect(await mainBalanceOf(t.app, player)).toBe('172.200000');

    const audit = await servicesOf(t.app).audit.entriesFor('sportsbook_market', String(b.main.id));
    expect(audit.map((row) => row.action)).toEqual(['sportsbook.void']);
  });

  it('refuses a dead-heat factor of zero or above one with 400 before anything is written', async () => {
    const player = await funded('100');
    const event = await createEvent(db);
    const bet = ZPlaceSportsBetResponse.parse(
      (
        await place(player, {
          stake: '10',
          selections: [{ outcomeId: event.main.outcomes.home, odds: '2.00' }],
        })
      ).json(),
    ).bet;
    for (const deadHeatFactor of ['0.0', '0', '1.5']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/sportsbook/markets/${event.main.id}/settle`,
        headers: admin.auth,
        payload: {
          outcomes: [{ outcomeId: event.main.outcomes.home, result: 'won', deadHeatFactor }],
        },
      });
      const body = expectErrorBody(response, 400, 'validation_error');
      expect(Object.keys(body.fields as object)).toEqual(['outcomes.0.deadHeatFactor']);
    }
    expect(await betOf(player, bet.id)).toMatchObject({ status: 'open', payout: '0.000000' });
    expect(await mainBalanceOf(t.app, player)).toBe('90.000000');
  });

  it('a rollback takes the payout back, never below zero: the rest becomes a settlement debt', async () => {
    const player = await funded('10');
    const event = await createEvent(db);
    const bet = ZPlaceSportsBetResponse.parse(
      (
        await place(player, {
          stake: '10',
          selections: [{ outcomeId: event.main.outcomes.away, odds: '3.80' }],
        })
      ).json(),
    ).bet;
    await writeResults(db, event.main.id, {
      [event.main.outcomes.away as number]: { result: 'won' },
    });
    await inTx((tx) => settlement.marketSettled(tx, { marketId: event.main.id }));
    expect(await mainBalanceOf(t.app, player)).toBe('38.000000');

    // The player spends 30 of the 38 on another bet before the feed rolls the settlement back.
    const other = await createEvent(db);
    const spent = await place(player, {
      stake: '30',
      selections: [{ outcomeId: other.main.outcomes.home, odds: '2.00' }],
    });
    expect(spent.statusCode, spent.body).toBe(200);
    await inTx((tx) => settlement.settlementRolledBack(tx, { marketId: event.main.id }));
    expect(await mainBalanceOf(t.app, player)).toBe('0.000000');
    expect(await betOf(player, bet.id)).toMatchObject({ status: 'open', payout: '0.000000' });
    const debts = ZSettlementDebtsPage.parse(
      (
        await t.app.inject({ url: '/api/admin/sportsbook/settlement-debts', headers: admin.auth })
      ).json(),
    );
    // The back office links the debt to the player's page by global id.
    expect(debts.data.find((debt) => debt.betId === bet.id)).toMatchObject({
      amount: '30.000000',
      globalId: await globalIdOf(t.app, player.auth),
    });

    // Settled again as won: the debt is netted from the new payout (38 − 30 = 8 paid).
    await inTx((tx) => settlement.marketSettled(tx, { marketId: event.main.id }));
    expect(await betOf(player, bet.id)).toMatchObject({ status: 'won', payout: '38.000000' });
    expect(await mainBalanceOf(t.app, player)).toBe('8.000000');
    // Replaying the same message moves nothing.
    await inTx((tx) => settlement.marketSettled(tx, { marketId: event.main.id }));
    expect(await mainBalanceOf(t.app, player)).toBe('8.000000');
  });

  it('bet_cancel voids bets placed inside its window only; rollback_bet_cancel reopens them', async () => {
    const player = await funded('20');
    const event = await createEvent(db);
    const selection = { outcomeId: event.main.outcomes.home, odds: '2.00' };
    const early = ZPlaceSportsBetResponse.parse(
      (await place(player, { stake: '5', selections: [selection] })).json(),
    ).bet;
    t.clock.advance(60_000);
    const windowStart = t.clock.now();
    t.clock.advance(1_000);
    const inside = ZPlaceSportsBetResponse.parse(
      (await place(player, { stake: '5', selections: [selection] })).json(),
    ).bet;
    expect(await mainBalanceOf(t.app, player)).toBe('10.000000');

    await inTx((tx) =>
      settlement.marketCancelled(tx, {
        marketId: event.main.id,
        from: windowStart,
        to: new Date(windowStart.getTime() + 10_000),
      }),
    );
    expect(await betOf(player, inside.id)).toMatchObject({ status: 'void', payout: '5.000000' });
    expect((await betOf(player, early.id)).status).toBe('open');
    expect(await mainBalanceOf(t.app, player)).toBe('15.000000');

    await inTx((tx) => settlement.cancelRolledBack(tx, { marketId: event.main.id }));
    expect((await betOf(player, inside.id)).status).toBe('open');
    expect(await mainBalanceOf(t.app, player)).toBe('10.000000');
  });

  /** The feed's id of a test event (its messages name it). */
  const externalIdOf = async (eventId: number) => {
    const [row] = await db
      .select({ externalId: sbEvents.externalId })
      .from(sbEvents)
      .where(eq(sbEvents.id, eventId));
    return row!.externalId;
  };

  it('a windowed rollback_bet_cancel restores only the bets its own cancel voided', async () => {
    const player = await funded('100');
    const event = await createEvent(db);
    const external = await externalIdOf(event.eventId);
    const feed = t.app.services.sportsbook.processor;
    const selection = { outcomeId: event.main.outcomes.home, odds: '2.00' };
    const bet = async () => {
      const response = await place(player, { stake: '5', selections: [selection] });
      expect(response.statusCode, response.body).toBe(200);
      t.clock.advance(1_000);
      return ZPlaceSportsBetResponse.parse(response.json()).bet;
    };
    const before = await bet();
    const windowA = t.clock.now().getTime();
    const inA = await bet();
    const windowB = t.clock.now().getTime();
    const inB = await bet();
    const after = await bet();
    const market = [{ type: '1x2' as const, specifiers: {} }];
    const base = { producer: 'prematch' as const, event: external, markets: market };
    expect(
      await feed.handle({
        ...base,
        kind: 'bet_cancel',
        id: `${external}:cancel-a`,
        ts: 10,
        startTime: windowA,
        endTime: windowB,
      }),
    ).toEqual({ outcome: 'applied' });
    expect(
      await feed.handle({
        ...base,
        kind: 'bet_cancel',
        id: `${external}:cancel-b`,
        ts: 11,
        startTime: windowB,
        endTime: windowB + 1_000,
      }),
    ).toEqual({ outcome: 'applied' });
    expect((await betOf(player, inA.id)).status).toBe('void');
    expect((await betOf(player, inB.id)).status).toBe('void');
    expect(await mainBalanceOf(t.app, player)).toBe('90.000000');

    // Rolling back cancel A reopens only the bet placed inside A.
    expect(
      await feed.handle({
        ...base,
        kind: 'rollback_bet_cancel',
        id: `${external}:rollback-a`,
        ts: 12,
        startTime: windowA,
        endTime: windowB,
      }),
    ).toEqual({ outcome: 'applied' });
    expect((await betOf(player, inA.id)).status).toBe('open');
    expect(await betOf(player, inB.id)).toMatchObject({ status: 'void', payout: '5.000000' });
    expect((await betOf(player, before.id)).status).toBe('open');
    expect((await betOf(player, after.id)).status).toBe('open');
    expect(await mainBalanceOf(t.app, player)).toBe('85.000000');
  });

  it('feed settlements, cancels and rollbacks replayed twice and out of order leave the same money', async () => {
    const picks = ['home', 'draw', 'over', 'under'] as const;
    /** One event, one player per pick (10 each), then the feed's result messages in the given order. */
    const run = async (order: (messages: EventMessage[]) => EventMessage[][]) => {
      const event = await createEvent(db);
      const external = await externalIdOf(event.eventId);
      const players: TestPlayer[] = [];
      for (const pick of picks) {
        const player = await funded('100');
        const outcomeId =
          pick === 'over' || pick === 'under'
            ? event.totals.outcomes[pick]!
            : event.main.outcomes[pick]!;
        const odds = { home: '2.00', draw: '3.40', over: '1.90', under: '1.90' }[pick];
        const response = await place(player, { stake: '10', selections: [{ outcomeId, odds }] });
        expect(response.statusCode, response.body).toBe(200);
        players.push(player);
      }
      const base = { producer: 'live' as const, event: external };
      const main = { type: '1x2' as const, specifiers: {} };
      const totals = { type: 'totals' as const, specifiers: { total: '2.5' } };
      const messages: EventMessage[] = [
        {
          ...base,
          kind: 'bet_settlement',
          id: `${external}:s1`,
          ts: 10,
          markets: [
            {
              ...main,
              outcomes: [
                { key: 'home', result: 'won' },
                { key: 'draw', result: 'lost' },
                { key: 'away', result: 'lost' },
              ],
            },
          ],
        },
        { ...base, kind: 'rollback_bet_settlement', id: `${external}:r1`, ts: 11, markets: [main] },
        {
          ...base,
          kind: 'bet_settlement',
          id: `${external}:s2`,
          ts: 12,
          markets: [
            {
              ...main,
              outcomes: [
                { key: 'home', result: 'lost' },
                { key: 'draw', result: 'won' },
                { key: 'away', result: 'lost' },
              ],
            },
          ],
        },
        { ...base, kind: 'bet_cancel', id: `${external}:c1`, ts: 13, markets: [totals] },
        { ...base, kind: 'rollback_bet_cancel', id: `${external}:rc1`, ts: 14, markets: [totals] },
        {
          ...base,
          kind: 'bet_settlement',
          id: `${external}:s3`,
          ts: 15,
          markets: [
            {
              ...totals,
              outcomes: [
                { key: 'over', result: 'won' },
                { key: 'under', result: 'lost' },
              ],
            },
          ],
        },
      ];
      for (const batch of order(messages))
        for (const message of batch) {
          const result = await t.app.services.sportsbook.processor.handle(message);
          expect(['applied', 'stale', 'duplicate']).toContain(result.outcome);
        }
      return Promise.all(players.map((player) => mainBalanceOf(t.app, player)));
    };

    const inOrder = await run((messages) => [messages]);
    // home lost, draw 10 × 3.40, over 10 × 1.90, under lost.
    expect(inOrder).toEqual(['90.000000', '124.000000', '109.000000', '90.000000']);
    const shuffled = await run((messages) => [
      [...messages].reverse(),
      [messages[2]!, messages[0]!, messages[4]!, messages[1]!, messages[5]!, messages[3]!],
    ]);
    expect(shuffled).toEqual(inOrder);
    const twice = await run((messages) => [messages, messages]);
    expect(twice).toEqual(inOrder);
    await expectLedgerConsistent(db);
  });

  it('a lost bet reaches its player’s sports_bets channel, and settled bets score in tournaments', async () => {
    const content = await createStaff(t.app, ['content']);
    const now = t.clock.now().getTime();
    const cup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tournaments',
      headers: content.auth,
      payload: {
        descriptions: { en: { name: 'Sports cup', description: 'Rules' } },
        startsAt: new Date(now - 60_000).toISOString(),
        endsAt: new Date(now + 3_600_000).toISOString(),
        scoring: 'turnover',
        entry: 'auto',
        minBet: '1',
        prizes: [{ rank: 1, amount: '50', balanceType: 'main' }],
      },
    });
    expect(cup.statusCode, cup.body).toBe(200);
    const cupId = cup.json<{ id: number }>().id;

    const player = await funded('100');
    const other = await funded('100');
    const event = await createEvent(db);
    const placed = ZPlaceSportsBetResponse.parse(
      (
        await place(player, {
          stake: '10',
          selections: [{ outcomeId: event.main.outcomes.away, odds: '3.80' }],
        })
      ).json(),
    ).bet;
    const url = await listenForWebsockets(t.app);
    const socket = await openPlayerSocket(t.app, url, player.auth, ['sports_bets']);
    const otherSocket = await openPlayerSocket(t.app, url, other.auth, ['sports_bets']);
    try {
      const settled = await t.app.inject({
        method: 'POST',
        url: `/api/admin/sportsbook/markets/${event.main.id}/settle`,
        headers: admin.auth,
        payload: {
          outcomes: [
            { outcomeId: event.main.outcomes.home, result: 'won' },
            { outcomeId: event.main.outcomes.away, result: 'lost' },
          ],
        },
      });
      expect(settled.statusCode, settled.body).toBe(200);
      await t.app.outboxRelay!.flush();
      const message = (await socket.nextOn('sports_bets')) as { data: unknown };
      expect(ZSportsBetChanged.parse(message.data)).toEqual({ betId: placed.id, status: 'lost' });
      expect(otherSocket.pending()).toEqual([]);
      // A second relay run scores nothing twice.
      await t.app.outboxRelay!.flush();
      const board = await t.app.inject({
        url: `/api/v1/tournaments/${cupId}/leaderboard`,
        headers: player.auth,
      });
      expect(board.statusCode, board.body).toBe(200);
      expect(board.json<{ me: { score: string } | null }>().me?.score).toBe('10.000000');
    } finally {
      socket.close();
      otherSocket.close();
    }
  });

  it('cashes out at the offer, once; refused while suspended or after the offer expired', async () => {
    const player = await funded('20');
    const event = await createEvent(db);
    const bet = ZPlaceSportsBetResponse.parse(
      (
        await place(player, {
          stake: '10',
          selections: [{ outcomeId: event.main.outcomes.home, odds: '2.00' }],
        })
      ).json(),
    ).bet;
    const offerOf = () =>
      t.app.inject({ url: `/api/v1/sportsbook/bets/${bet.id}/cash-out`, headers: player.auth });
    const accept = (offerId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/sportsbook/bets/${bet.id}/cash-out`,
        headers: player.auth,
        payload: { offerId },
      });

    await setMarketStatus(db, event.main.id, 'suspended');
    expectErrorBody(await offerOf(), 409, 'cash_out_unavailable');
    await setMarketStatus(db, event.main.id, 'active');

    // Home now 1.60: 10 × 2.00 / 1.60 × 0.95 = 11.875
    await setOdds(db, event.main.outcomes.home as number, 1600n);
    const expired = ZCashOutOffer.parse((await offerOf()).json());
    t.clock.advance(60_000);
    // The refusal carries the new offer, which the player can take as it is.
    const refused = await accept(expired.offerId);
    expectErrorBody(refused, 409, 'cash_out_unavailable');
    const renewed = refused.json<Record<string, string>>();
    expect(renewed.offerAmount).toBe('11.875000');
    expect(renewed.offerCurrency).toBe('USD');
    expect(renewed.offerId).not.toBe(expired.offerId);

    // The odds move against that offer (home 1.60 → 1.70): refused, with the lower offer of now.
    await setOdds(db, event.main.outcomes.home as number, 1700n);
    const moved = await accept(renewed.offerId!);
    expectErrorBody(moved, 409, 'cash_out_unavailable');
    // 10 × 2.00 / 1.70 × 0.95 = 11.176470
    expect(moved.json<Record<string, string>>().offerAmount).toBe('11.176470');
    await setOdds(db, event.main.outcomes.home as number, 1600n);

    const offer = ZCashOutOffer.parse((await offerOf()).json());
    expect(offer.amount).toBe('11.875000');
    const taken = await accept(offer.offerId);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(ZCashOutResponse.parse(taken.json()).bet).toMatchObject({
      status: 'cashed_out',
      payout: '11.875000',
      cashOutAvailable: false,
    });
    expect(await mainBalanceOf(t.app, player)).toBe('21.875000');
    expectErrorBody(await accept(offer.offerId), 409, 'cash_out_unavailable');

    // A settlement after the cash-out changes nothing.
    await writeResults(db, event.main.id, {
      [event.main.outcomes.home as number]: { result: 'won' },
    });
    await inTx((tx) => settlement.marketSettled(tx, { marketId: event.main.id }));
    expect(await mainBalanceOf(t.app, player)).toBe('21.875000');
  });

  it('operator API: roles, event search, liability and bets of an event', async () => {
    const support = await createStaff(t.app, ['support']);
    expectErrorBody(await setLimits({ liveDelayMs: 10 }, support), 403, 'forbidden');
    const player = await funded('10');
    const event = await createEvent(db);
    await place(player, {
      stake: '4',
      selections: [{ outcomeId: event.main.outcomes.draw, odds: '3.40' }],
    });

    const search = await t.app.inject({
      url: '/api/admin/sportsbook/events?q=away%20united&limit=100',
      headers: support.auth,
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().data.some((row: { id: number }) => row.id === event.eventId)).toBe(true);

    const liability = await t.app.inject({
      url: `/api/admin/sportsbook/events/${event.eventId}/liability`,
      headers: support.auth,
    });
    expect(liability.json()).toMatchObject({
      eventId: event.eventId,
      openBets: 1,
      stakes: '4.000000',
      outcomes: [{ outcomeId: event.main.outcomes.draw, bets: 1, liability: '13.600000' }],
    });
    const bets = await t.app.inject({
      url: `/api/admin/sportsbook/events/${event.eventId}/bets`,
      headers: support.auth,
    });
    expect(bets.json()).toMatchObject({
      meta: { total: 1 },
      data: [{ houseStake: '4.000000', globalId: await globalIdOf(t.app, player.auth) }],
    });

    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/sportsbook/markets/${event.main.id}/status`,
      headers: admin.auth,
      payload: { status: 'suspended' },
    });
    expect(suspend.json()).toEqual({ id: event.main.id, status: 'suspended' });
    expectErrorBody(
      await t.app.inject({
        url: '/api/admin/sportsbook/events/2000000000/liability',
        headers: support.auth,
      }),
      404,
      'not_found',
    );
    expectErrorBody(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/sportsbook/markets/2000000000/void',
        headers: admin.auth,
      }),
      404,
      'not_found',
    );
  });
});
