import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsbookEventChannel } from '@wheelhouse/contracts/realtime';
import {
  ZEventDetail,
  ZEventList,
  ZFavorites,
  ZSportPage,
  ZSportsMenuResponse,
  ZSportsbookEventMessage,
  ZSportsbookLiveMessage,
  type EventPatch,
  type SportEventDetail,
} from '@wheelhouse/contracts/sportsbook';
import { createStaff, expectErrorBody, registerPlayer } from '../../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../../test/harness';
import { listenForWebsockets, openGuestSocket } from '../../../test/ws-client';
import { sbMarkets, sbOutcomes } from '../catalogue/schema';
import type { EventMessage, Fixture, OddsChange, OddsChangeMarket } from './messages';
import { feedProcessor } from './processor';
import { noSettlementHooks } from './settlement-hooks';

const SOCCER: Fixture['sport'] = {
  id: 1,
  slug: 'soccer',
  kind: 'sport',
  title: 'Soccer',
  icon: 'soccer',
  position: 0,
};
const CS: Fixture['sport'] = {
  id: 109,
  slug: 'counter-strike',
  kind: 'esport',
  title: 'Counter-Strike',
  icon: 'counter-strike',
  position: 12,
};

function fixture(startsAt: number, sport = SOCCER): Fixture {
  return {
    sport,
    category: { id: sport.id * 10 + 1, name: 'England', countryCode: 'GB' },
    tournament: { id: sport.id * 100 + 7, name: 'Premier League', top: true, position: 0 },
    home: { id: 1, name: 'Northbridge FC' },
    away: { id: 2, name: 'Eastport FC' },
    startsAt,
  };
}

/** The prematch producer's fixture_change that announces `event`. */
function announce(event: string, fixtureOfEvent: Fixture): EventMessage {
  return {
    kind: 'fixture_change',
    id: `${event}:fx`,
    producer: 'prematch',
    ts: 1,
    event,
    fixture: fixtureOfEvent,
  };
}

const oneXTwo = (
  home: bigint,
  draw: bigint,
  away: bigint,
  status: OddsChangeMarket['status'] = 'active',
): OddsChangeMarket => ({
  type: '1x2',
  specifiers: {},
  status,
  outcomes: [
    { key: 'home', odds: home, active: true },
    { key: 'draw', odds: draw, active: true },
    { key: 'away', odds: away, active: true },
  ],
});
const totals = (line: string, over: bigint, under: bigint): OddsChangeMarket => ({
  type: 'totals',
  specifiers: { total: line },
  status: 'active',
  outcomes: [
    { key: 'over', odds: over, active: true },
    { key: 'under', odds: under, active: true },
  ],
});

/** A live match's feed: odds move, a goal stops betting, odds reopen, results, a rollback, a re-settlement, a cancel. */
function matchFeed(event: string, start: number): EventMessage[] {
  const base = { producer: 'live' as const, event };
  const live = (score: [number, number]) => ({
    status: 'live' as const,
    live: true,
    score: { home: score[0], away: score[1], periods: [{ home: score[0], away: score[1] }] },
    period: '1h',
    clock: "10'",
  });
  return [
    {
      ...base,
      kind: 'fixture_change',
      id: `${event}:fx`,
      producer: 'prematch',
      ts: start - 1000,
      fixture: fixture(start),
    },
    {
      ...base,
      kind: 'odds_change',
      id: `${event}:o1`,
      ts: start + 1,
      sportEventStatus: live([0, 0]),
      markets: [oneXTwo(2500n, 3200n, 2900n), totals('2.5', 1900n, 1900n)],
    },
    { ...base, kind: 'bet_stop', id: `${event}:bs`, ts: start + 2 },
    {
      ...base,
      kind: 'odds_change',
      id: `${event}:o2`,
      ts: start + 3,
      sportEventStatus: live([1, 0]),
      markets: [oneXTwo(1500n, 4000n, 6000n), totals('2.5', 1500n, 2500n)],
    },
    {
      ...base,
      kind: 'odds_change',
      id: `${event}:o3`,
      ts: start + 4,
      markets: [oneXTwo(1450n, 4100n, 6500n)],
    },
    {
      ...base,
      kind: 'bet_settlement',
      id: `${event}:s1`,
      ts: start + 5,
      markets: [
        {
          type: '1x2',
          specifiers: {},
          outcomes: [
            { key: 'home', result: 'won' },
            { key: 'draw', result: 'lost' },
            { key: 'away', result: 'lost' },
          ],
        },
      ],
    },
    {
      ...base,
      kind: 'rollback_bet_settlement',
      id: `${event}:rb`,
      ts: start + 6,
      markets: [{ type: '1x2', specifiers: {} }],
    },
    {
      ...base,
      kind: 'bet_settlement',
      id: `${event}:s2`,
      ts: start + 7,
      markets: [
        {
          type: '1x2',
          specifiers: {},
          outcomes: [
            { key: 'home', result: 'lost' },
            { key: 'draw', result: 'won', deadHeatFactor: '0.5' },
            { key: 'away', result: 'lost' },
          ],
        },
        {
          type: 'totals',
          specifiers: { total: '2.5' },
          outcomes: [
            { key: 'over', result: 'lost', voidFactor: '1' },
            { key: 'under', result: 'lost', voidFactor: '1' },
          ],
        },
      ],
    },
  ];
}

/** The state the read API shows, without ids and versions (two events of the same feed compare equal). */
function comparable(event: SportEventDetail) {
  return {
    status: event.status,
    live: event.live,
    score: event.score,
    startsAt: event.startsAt,
    markets: event.groups.flatMap((group) =>
      group.markets.map((market) => ({
        key: market.key,
        status: market.status,
        outcomes: market.outcomes.map(({ key, odds, active, result }) => ({
          key,
          odds,
          active,
          result,
        })),
      })),
    ),
  };
}

describe.each(databaseTargets())('sportsbook feed on %s', (target) => {
  let t: TestApp;
  let start: number;
  const sportsbook = () => t.app.services.sportsbook;
  const handle = (message: Parameters<ReturnType<typeof sportsbook>['processor']['handle']>[0]) =>
    sportsbook().processor.handle(message);
  const eventIdOf = async (external: string) => {
    const list = ZEventList.parse(
      (await t.app.inject({ url: '/api/v1/sportsbook/live' })).json(),
    ).data;
    const upcoming = ZEventList.parse(
      (await t.app.inject({ url: '/api/v1/sportsbook/upcoming?hours=168&limit=100' })).json(),
    ).data;
    const all = [...list, ...upcoming];
    const ids = await Promise.all(
      all.map(
        async (event) => [event.id, await sportsbook().catalogue.externalIdOf(event.id)] as const,
      ),
    );
    const found = ids.find(([, ext]) => ext === external);
    if (!found) throw new Error(`no event ${external}`);
    return found[0];
  };
  const detail = async (eventId: number) => {
    const response = await t.app.inject({ url: `/api/v1/sportsbook/events/${eventId}` });
    expect(response.statusCode, response.body).toBe(200);
    return ZEventDetail.parse(response.json());
  };

  let listening: string | undefined;
  const socketUrl = async () => (listening ??= await listenForWebsockets(t.app));

  beforeAll(async () => {
    t = await createTestApp(target);
    start = t.clock.now().getTime() + 3600_000;
  });
  afterAll(async () => t?.close());

  it('creates the event from its fixture and shows it in the menu, the sport page and the event page', async () => {
    const event = 'test:match:menu';
    expect(await handle(announce(event, fixture(start)))).toEqual({ outcome: 'applied' });
    expect(
      await handle({
        kind: 'odds_change',
        id: `${event}:pm`,
        producer: 'prematch',
        ts: 2,
        event,
        markets: [oneXTwo(2100n, 3333n, 3000n), totals('2.5', 1850n, 1950n)],
      }),
    ).toEqual({ outcome: 'applied' });
    const menu = ZSportsMenuResponse.parse(
      (await t.app.inject({ url: '/api/v1/sportsbook/menu' })).json(),
    );
    const soccer = menu.sports.find((entry) => entry.value === 'soccer-1');
    expect(soccer).toMatchObject({ title: 'Soccer', path: '/sportsbook/soccer-1', icon: 'soccer' });
    expect(soccer!.eventCount).toBeGreaterThanOrEqual(1);
    expect(soccer!.children[0]!.children[0]).toMatchObject({ title: 'Premier League', top: true });

    const page = ZSportPage.parse(
      (await t.app.inject({ url: '/api/v1/sportsbook/sports/soccer-1' })).json(),
    );
    const listed = page.categories[0]!.tournaments[0]!.events.find(
      (e) => e.home.name === 'Northbridge FC',
    );
    expect(listed?.mainMarket?.outcomes.map((o) => o.odds)).toEqual(['2.10', '3.333', '3.00']);
    expect(listed?.marketCount).toBe(2);

    const shown = await detail(listed!.id);
    expect(shown.groups.map((group) => group.group)).toEqual(['main', 'totals']);
    expect(shown.groups[1]!.markets[0]).toMatchObject({
      key: 'totals|total=2.5',
      specifiers: { total: '2.5' },
    });

    const top = (await t.app.inject({ url: '/api/v1/sportsbook/top-leagues' })).json<{
      data: Array<{ tournament: { name: string } }>;
    }>();
    expect(top.data.map((league) => league.tournament.name)).toContain('Premier League');
  });

  it('applies each message once: a replayed feed changes nothing', async () => {
    const feed = matchFeed('test:match:replay', start);
    for (const message of feed) expect((await handle(message)).outcome).toBe('applied');
    const id = await eventIdOf('test:match:replay').catch(async () => {
      // Closed to lists? It is live (status live): found by the live list.
      throw new Error('event not listed');
    });
    const first = await detail(id);
    for (const message of feed) expect((await handle(message)).outcome).toBe('duplicate');
    const again = await detail(id);
    expect(again).toEqual(first);
    const main = again.groups[0]!.markets[0]!;
    expect(main.status).toBe('settled');
    expect(main.outcomes.map((o) => o.result?.result)).toEqual(['lost', 'won', 'lost']);
    expect(main.outcomes[1]!.result).toEqual({
      result: 'won',
      voidFactor: null,
      deadHeatFactor: '0.5',
    });
    expect(again.score).toMatchObject({ home: 1, away: 0 });
  });

  it('reaches the same state whatever order the messages come in', async () => {
    const inOrder = matchFeed('test:match:ordered', start);
    for (const message of inOrder) await handle(message);
    const expected = comparable(await detail(await eventIdOf('test:match:ordered')));

    const [fixtureMessage, ...rest] = matchFeed('test:match:shuffled', start);
    await handle(fixtureMessage!);
    // Reversed, then a deterministic shuffle of the same feed replayed again on top.
    for (const message of [...rest].reverse()) await handle(message);
    const shuffled = [...rest].sort(
      (a, b) => ((a.id.length * 7 + a.ts) % 5) - ((b.id.length * 7 + b.ts) % 5),
    );
    for (const message of shuffled) await handle(message);
    const reversed = comparable(await detail(await eventIdOf('test:match:shuffled')));
    expect(reversed).toEqual(expected);
  });

  it('never lets a stale message overwrite newer odds or a newer fixture', async () => {
    const event = 'test:match:stale';
    await handle({
      kind: 'fixture_change',
      id: `${event}:fx2`,
      producer: 'prematch',
      ts: 20,
      event,
      fixture: fixture(start + 600_000),
    });
    expect(
      (
        await handle({
          kind: 'fixture_change',
          id: `${event}:fx1`,
          producer: 'prematch',
          ts: 10,
          event,
          fixture: fixture(start),
        })
      ).outcome,
    ).toBe('stale');
    await handle({
      kind: 'odds_change',
      id: `${event}:new`,
      producer: 'prematch',
      ts: 30,
      event,
      markets: [oneXTwo(2000n, 3000n, 4000n)],
    });
    expect(
      (
        await handle({
          kind: 'odds_change',
          id: `${event}:old`,
          producer: 'prematch',
          ts: 25,
          event,
          markets: [oneXTwo(9000n, 9000n, 1100n, 'suspended')],
        })
      ).outcome,
    ).toBe('stale');
    const shown = await detail(await eventIdOf(event));
    expect(shown.startsAt).toBe(new Date(start + 600_000).toISOString());
    expect(shown.mainMarket).toMatchObject({ status: 'active' });
    expect(shown.mainMarket!.outcomes.map((o) => o.odds)).toEqual(['2.00', '3.00', '4.00']);
    // A message for an event nobody announced is not recorded: it applies once its fixture arrives.
    expect(
      (
        await handle({
          kind: 'odds_change',
          id: 'test:match:later:o',
          producer: 'prematch',
          ts: 5,
          event: 'test:match:later',
          markets: [oneXTwo(2000n, 3000n, 4000n)],
        })
      ).outcome,
    ).toBe('unknown_event');
  });

  it('odds changes of many events at once apply together, each as it would alone, also against a second process', async () => {
    const events = ['test:match:batch:a', 'test:match:batch:b', 'test:match:batch:c'];
    for (const event of events) await handle(announce(event, fixture(start)));
    const odds = (event: string, id: string, ts: number, home: bigint): OddsChange => ({
      kind: 'odds_change',
      id: `${event}:${id}`,
      producer: 'prematch',
      ts,
      event,
      markets: [oneXTwo(home, 3000n, 4000n), totals('2.5', home, 1900n)],
    });
    const [a, b, c] = events as [string, string, string];
    // Nothing awaited in between: they queue while the first goes, and go together.
    const results = await Promise.all([
      handle(odds(a, 'o1', 10, 2000n)),
      handle(odds(b, 'o1', 10, 2100n)),
      handle(odds(a, 'o2', 20, 2200n)),
      handle(odds(a, 'o1', 10, 2000n)),
      handle(odds('test:match:batch:nobody', 'o1', 10, 2000n)),
      handle(odds(b, 'old', 5, 9000n)),
      handle(odds(c, 'o1', 10, 2300n)),
    ]);
    expect(results.map((result) => result.outcome)).toEqual([
      'applied',
      'applied',
      'applied',
      'duplicate',
      'unknown_event',
      'stale',
      'applied',
    ]);
    const homeOdds = async (event: string) =>
      (await detail(await eventIdOf(event))).groups.flatMap((group) =>
        group.markets.map((market) => market.outcomes[0]!.odds),
      );
    expect(await homeOdds(a)).toEqual(['2.20', '2.20']);
    expect(await homeOdds(b)).toEqual(['2.10', '2.10']);

    // A second feed process given the same messages at the same time: each acts once in all.
    const other = feedProcessor({
      db: t.database.db,
      clock: t.clock,
      hooks: () => noSettlementHooks,
    });
    const raced = [odds(b, 'o2', 30, 2400n), odds(c, 'o2', 30, 2500n)];
    const outcomes = (
      await Promise.all([
        ...raced.map((message) => handle(message)),
        ...raced.map((message) => other.handle(message)),
      ])
    ).map((result) => result.outcome);
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(2);
    expect(await homeOdds(b)).toEqual(['2.40', '2.40']);
    expect(await homeOdds(c)).toEqual(['2.50', '2.50']);
  });

  it('suspends every live market while the live producer is silent, and reopens them when it speaks', async () => {
    const live = 'test:match:producer-live';
    const prematch = 'test:match:producer-prematch';
    await handle({ kind: 'alive', producer: 'live', ts: 1 });
    await handle({ kind: 'alive', producer: 'prematch', ts: 1 });
    await handle(announce(live, fixture(start, CS)));
    await handle({
      kind: 'odds_change',
      id: `${live}:o`,
      producer: 'live',
      ts: 2,
      event: live,
      sportEventStatus: {
        status: 'live',
        live: true,
        score: { home: 0, away: 0, periods: [] },
        period: 'm1',
        clock: null,
      },
      markets: [
        {
          type: 'winner',
          specifiers: {},
          status: 'active',
          outcomes: [
            { key: 'home', odds: 1800n, active: true },
            { key: 'away', odds: 2000n, active: true },
          ],
        },
      ],
    });
    await handle(announce(prematch, fixture(start)));
    await handle({
      kind: 'odds_change',
      id: `${prematch}:o`,
      producer: 'prematch',
      ts: 2,
      event: prematch,
      markets: [oneXTwo(2000n, 3000n, 4000n)],
    });
    const liveId = await eventIdOf(live);
    const prematchId = await eventIdOf(prematch);

    // The prematch producer keeps talking; the live one goes quiet.
    t.clock.advance(25_000);
    await handle({ kind: 'alive', producer: 'prematch', ts: 3 });
    expect(await sportsbook().processor.checkProducers()).toEqual(['live']);
    expect((await detail(liveId)).mainMarket!.status).toBe('suspended');
    expect((await detail(prematchId)).mainMarket!.status).toBe('active');
    expect(await sportsbook().processor.checkProducers()).toEqual([]);

    await handle({ kind: 'alive', producer: 'live', ts: 4 });
    expect((await detail(liveId)).mainMarket!.status).toBe('active');
  });

  it('sends a snapshot on subscribe and coalesced updates to sockets watching the event and the live list', async () => {
    const event = 'test:match:socket';
    await handle(announce(event, fixture(start)));
    await handle({
      kind: 'odds_change',
      id: `${event}:pm`,
      producer: 'prematch',
      ts: 2,
      event,
      markets: [oneXTwo(2000n, 3000n, 4000n)],
    });
    const eventId = await eventIdOf(event);
    await sportsbook().realtime.flush();
    const url = await socketUrl();
    const channel = sportsbookEventChannel(eventId);
    const socket = await openGuestSocket(url, [channel, 'sportsbook:live']);
    try {
      const snapshot = ZSportsbookEventMessage.parse(
        ((await socket.nextOn(channel)) as { data: unknown }).data,
      );
      expect(snapshot).toMatchObject({ type: 'snapshot', event: { id: eventId, live: false } });
      const liveSnapshot = ZSportsbookLiveMessage.parse(
        ((await socket.nextOn('sportsbook:live')) as { data: unknown }).data,
      );
      expect(liveSnapshot.type).toBe('snapshot');

      // Kick-off, then three odds moves before the next flush: one update carries the newest odds.
      const status = {
        status: 'live' as const,
        live: true,
        score: { home: 0, away: 0, periods: [] },
        period: '1h',
        clock: "1'",
      };
      await handle({
        kind: 'odds_change',
        id: `${event}:l1`,
        producer: 'live',
        ts: 3,
        event,
        sportEventStatus: status,
        markets: [oneXTwo(2100n, 3000n, 3900n)],
      });
      await handle({
        kind: 'odds_change',
        id: `${event}:l2`,
        producer: 'live',
        ts: 4,
        event,
        markets: [oneXTwo(2200n, 3000n, 3800n)],
      });
      await handle({
        kind: 'odds_change',
        id: `${event}:l3`,
        producer: 'live',
        ts: 5,
        event,
        markets: [oneXTwo(2300n, 3000n, 3700n)],
      });
      await sportsbook().realtime.flush();
      // The publisher's own timer may flush between the moves: at most one update per flush, the
      // last one carrying the newest odds, versions growing.
      const updates: EventPatch[] = [];
      while (updates.at(-1)?.markets[0]?.outcomes[0]?.odds !== '2.30') {
        const message = ZSportsbookEventMessage.parse(
          ((await socket.nextOn(channel)) as { data: unknown }).data,
        );
        expect(message.type).toBe('update');
        if (message.type === 'update') updates.push(message.event);
      }
      expect(updates.length).toBeLessThanOrEqual(3);
      const versions = updates.map((u) => u.version);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
      const last = updates.at(-1)!;
      expect(last.live).toBe(true);
      expect(last.markets[0]!.outcomes.map((o) => o.odds)).toEqual(['2.30', '3.00', '3.70']);
      const added = ZSportsbookLiveMessage.parse(
        ((await socket.nextOn('sportsbook:live')) as { data: unknown }).data,
      );
      expect(added).toMatchObject({ type: 'added', event: { id: eventId } });
      expect(
        socket.pending().filter((m) => (m as { channel?: string }).channel === channel),
      ).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('a staff suspension sticks through newer odds until staff resume, and sockets hear both', async () => {
    const event = 'test:match:staff';
    const base = { producer: 'prematch' as const, event };
    await handle({
      ...base,
      kind: 'fixture_change',
      id: `${event}:fx`,
      ts: 1,
      fixture: fixture(start),
    });
    await handle({
      ...base,
      kind: 'odds_change',
      id: `${event}:o1`,
      ts: 2,
      markets: [oneXTwo(2000n, 3000n, 4000n)],
    });
    const eventId = await eventIdOf(event);
    const marketId = (await detail(eventId)).groups[0]!.markets[0]!.id;
    const staff = await createStaff(t.app, ['admin']);
    const setStatus = (status: 'active' | 'suspended') =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/sportsbook/markets/${marketId}/status`,
        headers: staff.auth,
        payload: { status },
      });
    await sportsbook().realtime.flush();
    const url = await socketUrl();
    const channel = sportsbookEventChannel(eventId);
    const socket = await openGuestSocket(url, [channel]);
    const nextSnapshot = async () => {
      for (;;) {
        const message = ZSportsbookEventMessage.parse(
          ((await socket.nextOn(channel)) as { data: unknown }).data,
        );
        if (message.type === 'snapshot') return message.event;
      }
    };
    try {
      await nextSnapshot(); // on subscribe
      const suspended = await setStatus('suspended');
      expect(suspended.statusCode, suspended.body).toBe(200);
      await sportsbook().realtime.flush();
      expect((await nextSnapshot()).groups[0]!.markets[0]!.status).toBe('suspended');

      // Newer odds move the prices but do not reopen the market.
      await handle({
        ...base,
        kind: 'odds_change',
        id: `${event}:o2`,
        ts: 3,
        markets: [oneXTwo(2100n, 3000n, 3900n)],
      });
      const held = (await detail(eventId)).groups[0]!.markets[0]!;
      expect(held.status).toBe('suspended');
      expect(held.outcomes.map((o) => o.odds)).toEqual(['2.10', '3.00', '3.90']);

      expect((await setStatus('active')).statusCode).toBe(200);
      await sportsbook().realtime.flush();
      expect((await nextSnapshot()).groups[0]!.markets[0]!.status).toBe('active');
      await handle({
        ...base,
        kind: 'odds_change',
        id: `${event}:o3`,
        ts: 4,
        markets: [oneXTwo(2200n, 3000n, 3800n)],
      });
      expect((await detail(eventId)).groups[0]!.markets[0]!.status).toBe('active');
    } finally {
      socket.close();
    }
  });

  it('a staff resume gives the market back to the feed, and a settlement or cancel ends the hold', async () => {
    const event = 'test:match:staff-rules';
    const base = { producer: 'prematch' as const, event };
    const ONE_X_TWO = { type: '1x2' as const, specifiers: {} };
    let ts = 1;
    await handle({
      ...base,
      kind: 'fixture_change',
      id: `${event}:fx`,
      ts: ts++,
      fixture: fixture(start),
    });
    const odds = (status: OddsChangeMarket['status'] = 'active') =>
      handle({
        ...base,
        kind: 'odds_change',
        id: `${event}:o${ts}`,
        ts: ts++,
        markets: [oneXTwo(2000n, 3000n, 4000n, status)],
      });
    await odds();
    const eventId = await eventIdOf(event);
    const marketId = (await detail(eventId)).groups[0]!.markets[0]!.id;
    const staff = await createStaff(t.app, ['admin']);
    const setStatus = (status: 'active' | 'suspended') =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/sportsbook/markets/${marketId}/status`,
        headers: staff.auth,
        payload: { status },
      });
    const staffView = async () => {
      const response = await t.app.inject({
        url: `/api/admin/sportsbook/events/${eventId}/markets`,
        headers: staff.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      const market = (
        response.json() as { data: Array<{ id: number; status: string; staffSuspended: boolean }> }
      ).data.find((row) => row.id === marketId)!;
      return { status: market.status, staffSuspended: market.staffSuspended };
    };

    // A bet stop that comes during a staff hold still holds after the resume, until the feed reopens.
    expect((await setStatus('suspended')).statusCode).toBe(200);
    await handle({ ...base, kind: 'bet_stop', id: `${event}:bs`, ts: ts++ });
    const resumed = await setStatus('active');
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ status: 'suspended' });
    expect(await staffView()).toEqual({ status: 'suspended', staffSuspended: false });
    await odds();
    expect(await staffView()).toEqual({ status: 'active', staffSuspended: false });

    // A deactivated market can be held and resumed too (not refused as settled).
    await odds('deactivated');
    expect((await setStatus('suspended')).statusCode).toBe(200);
    expect(await staffView()).toEqual({ status: 'deactivated', staffSuspended: true });
    await odds();
    expect(await staffView()).toEqual({ status: 'suspended', staffSuspended: true });
    expect((await setStatus('active')).json()).toMatchObject({ status: 'active' });

    // The feed settles a held market: the hold ends; a rollback reopens it under the feed's rules.
    expect((await setStatus('suspended')).statusCode).toBe(200);
    await handle({
      ...base,
      kind: 'bet_settlement',
      id: `${event}:s1`,
      ts: ts++,
      markets: [
        {
          ...ONE_X_TWO,
          outcomes: [
            { key: 'home', result: 'won' },
            { key: 'draw', result: 'lost' },
            { key: 'away', result: 'lost' },
          ],
        },
      ],
    });
    expect(await staffView()).toEqual({ status: 'settled', staffSuspended: false });
    expectErrorBody(await setStatus('suspended'), 409, 'conflict');
    await handle({
      ...base,
      kind: 'rollback_bet_settlement',
      id: `${event}:rs1`,
      ts: ts++,
      markets: [ONE_X_TWO],
    });
    expect(await staffView()).toEqual({ status: 'suspended', staffSuspended: false });
    await odds();
    expect(await staffView()).toEqual({ status: 'active', staffSuspended: false });

    // So does a cancel; after its rollback the feed's odds reopen the market.
    expect((await setStatus('suspended')).statusCode).toBe(200);
    await handle({
      ...base,
      kind: 'bet_cancel',
      id: `${event}:c1`,
      ts: ts++,
      markets: [ONE_X_TWO],
    });
    expect(await staffView()).toEqual({ status: 'cancelled', staffSuspended: false });
    await handle({
      ...base,
      kind: 'rollback_bet_cancel',
      id: `${event}:rc1`,
      ts: ts++,
      markets: [ONE_X_TWO],
    });
    await odds();
    expect(await staffView()).toEqual({ status: 'active', staffSuspended: false });
  });

  it('keeps favourite events and leagues per player', async () => {
    const event = 'test:match:favourite';
    await handle(announce(event, fixture(start)));
    const eventId = await eventIdOf(event);
    const [alice, bob] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const put = (url: string, auth: { authorization: string }) =>
      t.app.inject({ method: 'PUT', url, headers: auth });
    expect(
      (await put(`/api/v1/sportsbook/favorites/events/${eventId}`, alice.auth)).statusCode,
    ).toBe(200);
    expect(
      (await put(`/api/v1/sportsbook/favorites/events/${eventId}`, alice.auth)).statusCode,
    ).toBe(200);
    expect((await put('/api/v1/sportsbook/favorites/tournaments/107', alice.auth)).json()).toEqual({
      eventIds: [eventId],
      tournamentIds: [107],
    });
    const favourites = ZFavorites.parse(
      (await t.app.inject({ url: '/api/v1/sportsbook/favorites', headers: alice.auth })).json(),
    );
    expect(favourites.events.map((e) => e.id)).toEqual([eventId]);
    expect(favourites.tournaments[0]!.tournament.name).toBe('Premier League');
    expect(
      ZFavorites.parse(
        (await t.app.inject({ url: '/api/v1/sportsbook/favorites', headers: bob.auth })).json(),
      ).eventIds,
    ).toEqual([]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/sportsbook/favorites/events/${eventId}`,
      headers: alice.auth,
    });
    expect(removed.json()).toEqual({ eventIds: [], tournamentIds: [107] });

    expectErrorBody(
      await put('/api/v1/sportsbook/favorites/events/2147483000', alice.auth),
      404,
      'not_found',
    );
    expectErrorBody(
      await t.app.inject({ url: '/api/v1/sportsbook/favorites' }),
      401,
      'unauthorized',
    );
  });

  it('refuses invalid messages at the seam without recording them, and the lane goes on', async () => {
    const event = 'test:match:invalid';
    const base = { producer: 'prematch' as const, event };
    await handle({
      ...base,
      kind: 'fixture_change',
      id: `${event}:fx`,
      ts: 1,
      fixture: fixture(start),
    });
    const tooLow = await handle({
      ...base,
      kind: 'odds_change',
      id: `${event}:o1`,
      ts: 2,
      markets: [oneXTwo(1000n, 3200n, 2900n)],
    });
    expect(tooLow).toEqual({ outcome: 'refused', reason: 'odds_out_of_range' });
    expect(
      await handle({
        ...base,
        kind: 'odds_change',
        id: `${event}:o2`,
        ts: 3,
        markets: [oneXTwo(2000n, 1_000_001n, 2900n)],
      }),
    ).toEqual({ outcome: 'refused', reason: 'odds_out_of_range' });
    // The next, valid message applies; the refused id, corrected and resent, applies too.
    expect(
      await handle({
        ...base,
        kind: 'odds_change',
        id: `${event}:o1`,
        ts: 4,
        markets: [oneXTwo(2000n, 3200n, 2900n)],
      }),
    ).toEqual({ outcome: 'applied' });
    const settle = (deadHeatFactor: string | undefined, voidFactor?: string) =>
      handle({
        ...base,
        kind: 'bet_settlement',
        id: `${event}:s1`,
        ts: 5,
        markets: [
          {
            type: '1x2',
            specifiers: {},
            outcomes: [
              {
                key: 'home',
                result: 'won',
                ...(deadHeatFactor === undefined ? {} : { deadHeatFactor }),
                ...(voidFactor === undefined ? {} : { voidFactor }),
              },
              { key: 'draw', result: 'lost' },
              { key: 'away', result: 'lost' },
            ],
          },
        ],
      });
    expect(await settle('0')).toEqual({ outcome: 'refused', reason: 'bad_dead_heat_factor' });
    expect(await settle('1.5')).toEqual({ outcome: 'refused', reason: 'bad_dead_heat_factor' });
    expect(await settle(undefined, '2')).toEqual({ outcome: 'refused', reason: 'bad_void_factor' });
    expect(
      await handle({
        ...base,
        kind: 'bet_cancel',
        id: `${event}:c1`,
        ts: 6,
        markets: [{ type: '1x2', specifiers: {} }],
        startTime: 20,
        endTime: 10,
      }),
    ).toEqual({ outcome: 'refused', reason: 'bad_window' });

    const upcoming = ZEventList.parse(
      (await t.app.inject({ url: '/api/v1/sportsbook/upcoming?hours=168&limit=100' })).json(),
    ).data;
    expect(upcoming.length).toBeGreaterThan(0);
    const id = await eventIdOf(event);
    const shown = await detail(id);
    expect(shown.groups[0]!.markets[0]).toMatchObject({ status: 'active' });
    expect(shown.groups[0]!.markets[0]!.outcomes.map((o) => o.odds)).toEqual([
      '2.00',
      '3.20',
      '2.90',
    ]);
    expect(await settle('0.5')).toEqual({ outcome: 'applied' });

    const { body } = await t.app.metrics.scrape();
    expect(body).toMatch(
      /wheelhouse_sportsbook_feed_refused_total\{kind="odds_change",reason="odds_out_of_range"\} 2/,
    );
    expect(body).toMatch(
      /wheelhouse_sportsbook_feed_refused_total\{kind="bet_settlement",reason="bad_dead_heat_factor"\} 2/,
    );
  });

  it('the database refuses odds outside 1.001–1000 however they come', async () => {
    const db = t.database.db;
    const [market] = await db.select({ id: sbMarkets.id }).from(sbMarkets).limit(1);
    for (const odds of [1000n, 1_000_001n])
      await expect(
        db.insert(sbOutcomes).values({ marketId: market!.id, key: 'yes', odds }),
      ).rejects.toThrow();
  });

  it('answers bad paths with 4xx, never 5xx', async () => {
    expectErrorBody(
      await t.app.inject({ url: '/api/v1/sportsbook/sports/soccer-2' }),
      404,
      'not_found',
    );
    expectErrorBody(
      await t.app.inject({ url: '/api/v1/sportsbook/sports/curling-999' }),
      404,
      'not_found',
    );
    expectErrorBody(
      await t.app.inject({ url: '/api/v1/sportsbook/sports/SOCCER' }),
      400,
      'validation_error',
    );
    expectErrorBody(
      await t.app.inject({ url: '/api/v1/sportsbook/events/abc' }),
      400,
      'validation_error',
    );
    expectErrorBody(
      await t.app.inject({ url: '/api/v1/sportsbook/events/99999999999' }),
      400,
      'validation_error',
    );
    expectErrorBody(
      await t.app.inject({ url: '/api/v1/sportsbook/events/2147483647' }),
      404,
      'not_found',
    );
    expectErrorBody(
      await t.app.inject({ url: '/api/v1/sportsbook/upcoming?hours=0' }),
      400,
      'validation_error',
    );
    expectErrorBody(
      await t.app.inject({ url: '/api/v1/sportsbook/live?sport=soccer-1%00' }),
      400,
      'validation_error',
    );
  });
});
