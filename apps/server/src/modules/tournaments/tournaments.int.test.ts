import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import {
  ZAdminTournament,
  ZAdminTournamentsResponse,
  ZAdminTournamentResults,
  ZLeaderboardResponse,
  ZTournament,
  ZTournamentsResponse,
  type AdminTournament,
} from '@wheelhouse/contracts/tournaments';
import { topicFor } from '../../platform/bus';
import { outbox } from '../../platform/db/schema';
import type { Database } from '../../platform/db/client';
import { users } from '../users/schema';
import { TOURNAMENT_FINISH_GRACE_MS, TOURNAMENT_FINISH_MAX_WAIT_MS } from './service';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
  type TestStaff,
} from '../../test/factories';
import {
  createTestApp,
  databaseTargets,
  openSecondInstance,
  type TestApp,
} from '../../test/harness';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { listenForWebsockets, openPlayerSocket, type TestSocket } from '../../test/ws-client';
import { balanceOf, fund, mainBalanceOf } from '../../test/money';
import {
  connectTestProvider,
  moneyBody,
  PROTOCOL_USD as USD,
  walletCall,
  walletSession,
  type TestProvider,
} from '../../test/provider-wallet';

const SCALE = 6;
const minor = (text: string) => {
  const parsed = parseAmount(text, SCALE);
  if (!parsed.ok) throw new Error(`not an amount: ${text}`);
  return parsed.minor;
};

describe.each(databaseTargets())('tournaments on %s', (target) => {
  let t: TestApp;
  let staff: TestStaff;
  let provider: TestProvider;

  beforeAll(async () => {
    t = await createTestApp(target);
    provider = await connectTestProvider(t.app);
    staff = await createStaff(t.app, ['content']);
  });

  afterAll(async () => {
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  async function create(overrides: Record<string, unknown> = {}): Promise<AdminTournament> {
    const now = t.clock.now().getTime();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tournaments',
      headers: staff.auth,
      payload: {
        descriptions: { en: { name: 'Test cup', description: 'Rules' }, ru: { name: 'Кубок' } },
        startsAt: new Date(now - 60_000).toISOString(),
        endsAt: new Date(now + 3_600_000).toISOString(),
        scoring: 'turnover',
        entry: 'opt_in',
        prizes: [
          { rank: 1, amount: '50', balanceType: 'main' },
          { rank: 2, amount: '20', balanceType: 'bonus', wagerMultiplier: '10' },
        ],
        ...overrides,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZAdminTournament.parse(response.json());
  }

  async function bet(player: TestPlayer, game: 'limbo' | 'dice', amount: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/originals/${game}/bets`,
      headers: { ...player.auth, 'idempotency-key': randomUUID() },
      payload:
        game === 'limbo'
          ? { amount, params: { target: '2' } }
          : { amount, params: { target: '50', direction: 'under' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ bet: { id: string; amount: string; payout: string } }>().bet;
  }

  async function board(id: number, player?: TestPlayer) {
    const response = await t.app.inject({
      url: `/api/v1/tournaments/${id}/leaderboard`,
      headers: player?.auth ?? {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZLeaderboardResponse.parse(response.json());
  }

  const relay = () => t.app.outboxRelay!.flush();

  it('scores every counted bet once, originals and provider rounds, matching a recomputation', async () => {
    const cup = await create({ minBet: '1' });
    const alice = await registerPlayer(t.app);
    const bob = await registerPlayer(t.app);
    const outsider = await registerPlayer(t.app);
    for (const player of [alice, bob, outsider]) await fund(t.app, player.email, '100');
    for (const player of [alice, bob]) {
      const joined = await t.app.inject({
        method: 'POST',
        url: `/api/v1/tournaments/${cup.id}/join`,
        headers: player.auth,
      });
      expect(joined.statusCode, joined.body).toBe(200);
      expect(ZTournament.parse(joined.json()).joined).toBe(true);
    }
    // A second join changes nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/tournaments/${cup.id}/join`,
      headers: alice.auth,
    });
    expect(again.json<{ players: number }>().players).toBe(2);

    const stakes = new Map<string, bigint>();
    const add = (email: string, amount: string) =>
      stakes.set(email, (stakes.get(email) ?? 0n) + minor(amount));
    for (const [player, amount] of [
      [alice, '2'],
      [bob, '5'],
      [alice, '3'],
      [outsider, '9'],
    ] as const) {
      await bet(player, 'limbo', amount);
      if (player !== outsider) add(player.email, amount);
    }
    await bet(alice, 'dice', '0.5'); // below the minimum bet: not counted
    await relay();
    await relay(); // a second relay run delivers nothing twice

    // A provider round: bet 4, win 1 (the stake counts).
    const providerPlayer = await walletSession(t.app, provider, '20');
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/tournaments/${cup.id}/join`,
      headers: providerPlayer.player.auth,
    });
    const round = randomUUID();
    await walletCall(
      t.app,
      provider,
      '/transaction/bet',
      moneyBody(providerPlayer, { round, amount: 4 * USD }),
    );
    await walletCall(
      t.app,
      provider,
      '/transaction/win',
      moneyBody(providerPlayer, { round, amount: USD, round_closed: true }),
    );
    add(providerPlayer.player.email, '4');
    await relay();

    const live = await board(cup.id, alice);
    const expected = [...stakes.entries()].sort((a, b) => (a[1] > b[1] ? -1 : a[1] < b[1] ? 1 : 0));
    expect(live.data.map((row) => row.score)).toEqual(
      expected.map(([, stake]) => formatAmount(stake, SCALE)),
    );
    expect(live.me).toMatchObject({
      isMe: true,
      score: formatAmount(stakes.get(alice.email)!, SCALE),
    });
    expect(live.data.find((row) => row.isMe)?.rank).toBe(live.me?.rank);

    // The recomputation from the counted bets equals the board.
    const counted = await servicesOf(t.app).tournaments.countedBets(cup.id);
    const recomputed = new Map<number, bigint>();
    for (const row of counted)
      recomputed.set(row.userId, (recomputed.get(row.userId) ?? 0n) + row.stakeMinor);
    expect([...recomputed.values()].sort((a, b) => (a > b ? -1 : 1))).toEqual(
      expected.map(([, stake]) => stake),
    );
    expect(counted).toHaveLength(4);
  });

  it.each(['total_win', 'best_multiplier'] as const)(
    'scores %s as a recomputation from the settled bets says',
    async (scoring) => {
      staff = await createStaff(t.app, ['content']);
      const cup = await create({ scoring, entry: 'auto' });
      const players = [await registerPlayer(t.app), await registerPlayer(t.app)];
      for (const player of players) await fund(t.app, player.email, '100');
      const expected = new Map<string, bigint>();
      const plays: Array<[TestPlayer, 'limbo' | 'dice', string]> = [
        [players[0]!, 'limbo', '2'],
        [players[1]!, 'dice', '3'],
        [players[0]!, 'dice', '1.5'],
        [players[1]!, 'limbo', '4'],
        [players[0]!, 'limbo', '2.5'],
        [players[1]!, 'dice', '1'],
      ];
      for (const [player, game, amount] of plays) {
        const placed = (await bet(player, game, amount)) as unknown as {
          stake: { houseAmount: string };
          payout: { houseAmount: string };
        };
        const stake = minor(placed.stake.houseAmount);
        const payout = minor(placed.payout.houseAmount);
        // total_win adds payouts (a loss adds 0); best_multiplier keeps payout/stake at 4 decimals.
        const score = scoring === 'total_win' ? payout : (payout * 10_000n) / stake;
        const previous = expected.get(player.email) ?? 0n;
        expected.set(
          player.email,
          scoring === 'total_win' ? previous + score : score > previous ? score : previous,
        );
      }
      await relay();
      const text = (score: bigint) => formatAmount(score, scoring === 'total_win' ? SCALE : 4);
      const scores = [...expected.values()].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
      const live = await board(cup.id, players[0]);
      expect(live.data.map((row) => row.score)).toEqual(scores.map(text));
      expect(live.me?.score).toBe(text(expected.get(players[0]!.email)!));

      const counted = await servicesOf(t.app).tournaments.countedBets(cup.id);
      expect(counted).toHaveLength(plays.length);
      const recomputed = new Map<number, bigint>();
      for (const row of counted) {
        const value = scoring === 'total_win' ? row.payoutMinor : row.multiplierE4;
        const previous = recomputed.get(row.userId) ?? 0n;
        recomputed.set(
          row.userId,
          scoring === 'total_win' ? previous + value : value > previous ? value : previous,
        );
      }
      expect([...recomputed.values()].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(scores);
    },
  );

  it('hides a VIP-only tournament from guests and non-VIPs (404) and shows it to VIPs', async () => {
    staff = await createStaff(t.app, ['content']);
    const vipCup = await create({ vipPlayersOnly: true, entry: 'auto' });
    const regular = await registerPlayer(t.app);
    const vip = await registerPlayer(t.app);
    await t.database.db.update(users).set({ isVip: true }).where(eq(users.email, vip.email));

    for (const headers of [{}, regular.auth]) {
      for (const path of ['', '/leaderboard']) {
        const response = await t.app.inject({
          url: `/api/v1/tournaments/${vipCup.id}${path}`,
          headers,
        });
        expectErrorBody(response, 404, 'not_found');
      }
      const joined = await t.app.inject({
        method: 'POST',
        url: `/api/v1/tournaments/${vipCup.id}/join`,
        headers,
      });
      expect([401, 404]).toContain(joined.statusCode);
      const list = ZTournamentsResponse.parse(
        (await t.app.inject({ url: '/api/v1/tournaments', headers })).json(),
      );
      expect(list.data.map((item) => item.id)).not.toContain(vipCup.id);
    }
    const seen = await t.app.inject({
      url: `/api/v1/tournaments/${vipCup.id}?lang=ru`,
      headers: vip.auth,
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(ZTournament.parse(seen.json())).toMatchObject({ vip_players_only: true, name: 'Кубок' });

    // Live on the `tournaments` channel for VIPs' sockets; a non-VIP's socket hears nothing of it.
    const url = await listenForWebsockets(t.app);
    const vipSocket = await openPlayerSocket(t.app, url, vip.auth, ['tournaments']);
    const regularSocket = await openPlayerSocket(t.app, url, regular.auth, ['tournaments']);
    try {
      // Bets of a non-VIP do not enter it; the VIP's do.
      await fund(t.app, regular.email, '10');
      await fund(t.app, vip.email, '10');
      await bet(regular, 'limbo', '1');
      await bet(vip, 'limbo', '2');
      await relay();
      const standings = await board(vipCup.id, vip);
      expect(standings.data).toHaveLength(1);
      expect(standings.me).toMatchObject({ rank: 1, score: '2.000000' });

      const heard = async (socket: TestSocket, until: (data: { id?: unknown }) => boolean) => {
        const ids: unknown[] = [];
        for (;;) {
          const { data } = (await socket.nextOn('tournaments')) as { data: { id?: unknown } };
          ids.push(data.id);
          if (until(data)) return ids;
        }
      };
      expect(await heard(vipSocket, (data) => data.id === vipCup.id)).toContain(vipCup.id);
      // A public message after it: everything the non-VIP heard before it, in order, is public.
      await t.app.bus.publish(topicFor('tournaments'), { id: -1 });
      const publicIds = await heard(regularSocket, (data) => data.id === -1);
      expect(publicIds).not.toContain(vipCup.id);
    } finally {
      vipSocket.close();
      regularSocket.close();
    }
  });

  it('lists running, then upcoming tournaments as current, never finished ones', async () => {
    const now = t.clock.now().getTime();
    const longRunning = await create({ endsAt: new Date(now + 30 * 86_400_000).toISOString() });
    const soon = await create({
      startsAt: new Date(now + 3_600_000).toISOString(),
      endsAt: new Date(now + 2 * 3_600_000).toISOString(),
    });
    const over = await create({
      startsAt: new Date(now - 2 * 3_600_000).toISOString(),
      endsAt: new Date(now - 3_600_000).toISOString(),
    });
    const list = ZTournamentsResponse.parse(
      (await t.app.inject({ url: '/api/v1/tournaments?status=current&limit=100' })).json(),
    );
    const ids = list.data.map((item) => item.id);
    expect(ids).toContain(longRunning.id);
    expect(ids).not.toContain(over.id);
    // Running first even when it ends after the upcoming one.
    expect(ids.indexOf(longRunning.id)).toBeLessThan(ids.indexOf(soon.id));
    const statuses = list.data.map((item) => item.status);
    expect(statuses.lastIndexOf('active')).toBeLessThan(statuses.indexOf('upcoming'));
    expect(new Set(statuses)).toEqual(new Set(['active', 'upcoming']));
    // An ended tournament with nobody on its board finishes and pays nothing.
    expect(await servicesOf(t.app).tournaments.finish(over.id)).toEqual({
      finished: true,
      paid: 0,
    });
  });

  it('validates staff input, refuses other roles, and refunds buy-ins on cancel', async () => {
    staff = await createStaff(t.app, ['content']);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tournaments',
      headers: staff.auth,
      payload: {
        descriptions: { en: { name: 'x' } },
        startsAt: '2030-01-02T00:00:00Z',
        endsAt: '2030-01-01T00:00:00Z',
        scoring: 'turnover',
        prizes: [{ rank: 1, amount: '1.1234567', balanceType: 'main' }],
      },
    });
    expect(bad.statusCode).toBe(400);
    const wrongPrize = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tournaments',
      headers: staff.auth,
      payload: {
        descriptions: { en: { name: 'x' } },
        startsAt: '2030-01-01T00:00:00Z',
        endsAt: '2030-01-02T00:00:00Z',
        scoring: 'turnover',
        gameIds: [987654],
        prizes: [{ rank: 1, amount: '1', balanceType: 'main' }],
      },
    });
    expectErrorBody(wrongPrize, 400, 'validation_error');
    const support = await createStaff(t.app, ['support']);
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/tournaments', headers: support.auth }),
      403,
      'forbidden',
    );
    expectErrorBody(await t.app.inject({ url: '/api/v1/tournaments/999999' }), 404, 'not_found');

    const paid = await create({ buyIn: '5' });
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '7');
    const join = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/tournaments/${paid.id}/join`,
        headers: player.auth,
      });
    expect((await join()).statusCode).toBe(200);
    expect((await join()).statusCode).toBe(200);
    expect(await mainBalanceOf(t.app, player)).toBe('2.000000');
    const broke = await registerPlayer(t.app);
    expectErrorBody(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/tournaments/${paid.id}/join`,
        headers: broke.auth,
      }),
      400,
      'insufficient_balance',
    );

    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/tournaments/${paid.id}/cancel`,
        headers: staff.auth,
      });
    const heard: unknown[] = [];
    const stop = await t.app.bus.subscribe(topicFor('tournaments'), (message) => {
      heard.push(message);
    });
    const cancelled = await cancel();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Watchers of the tournaments channel learn of the cancellation.
    await vi.waitFor(() =>
      expect(heard).toContainEqual({ id: paid.id, status: 'cancelled', players: 1 }),
    );
    stop();
    expect(cancelled.json<{ status: string }>().status).toBe('cancelled');
    expectErrorBody(await cancel(), 409, 'conflict');
    expect(await mainBalanceOf(t.app, player)).toBe('7.000000');
    expectErrorBody(
      await t.app.inject({ url: `/api/v1/tournaments/${paid.id}` }),
      404,
      'not_found',
    );
  });
  it('counts only the chosen games or categories; staff edits are audited and take effect', async () => {
    staff = await createStaff(t.app, ['content']);
    const gameOf = async (slug: string) => {
      const response = await t.app.inject({ url: `/api/v2/games/${slug}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ id: number; categories: string[] }>();
    };
    const limbo = await gameOf('limbo');
    const dice = await gameOf('dice');
    expect(limbo.categories).toContain('originals');
    const byGame = await create({ scoring: 'bets', entry: 'auto', gameIds: [limbo.id] });
    const byCategory = await create({ scoring: 'bets', entry: 'auto', categories: ['originals'] });
    const sportsOnly = await create({ scoring: 'bets', entry: 'auto', categories: ['sportsbook'] });
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '20');
    await bet(player, 'limbo', '1');
    await bet(player, 'dice', '1');
    await relay();
    expect((await board(byGame.id, player)).me?.score).toBe('1');
    expect((await board(byCategory.id, player)).me?.score).toBe('2');
    expect((await board(sportsOnly.id, player)).data).toEqual([]);

    // Staff switch the counted game to dice and add a Kazakh name: later bets follow the edit.
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/tournaments/${byGame.id}`,
      headers: staff.auth,
      payload: {
        gameIds: [dice.id],
        scoring: 'bets', // the same scoring again is no change
        descriptions: { en: { name: 'Dice cup', description: 'Dice only' }, kk: { name: 'Кубок' } },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(ZAdminTournament.parse(edited.json()).gameIds).toEqual([dice.id]);
    const audit = await servicesOf(t.app).audit.entriesFor('tournament', String(byGame.id));
    expect(audit.map((row) => row.action)).toEqual(['tournament.create', 'tournament.update']);
    await bet(player, 'limbo', '1');
    await bet(player, 'dice', '1');
    await relay();
    expect((await board(byGame.id, player)).me?.score).toBe('2');
    expect((await servicesOf(t.app).tournaments.countedBets(byGame.id)).length).toBe(2);

    // Names and descriptions by language, falling back to English.
    const shown = async (lang: string) =>
      ZTournament.parse(
        (await t.app.inject({ url: `/api/v1/tournaments/${byGame.id}?lang=${lang}` })).json(),
      );
    expect(await shown('kk')).toMatchObject({ name: 'Кубок', description: '' });
    expect(await shown('uk')).toMatchObject({ name: 'Dice cup', description: 'Dice only' });

    // A running tournament keeps its scoring (the kept scores are bet counts); an upcoming one may change.
    const rescored = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/tournaments/${byGame.id}`,
      headers: staff.auth,
      payload: { scoring: 'turnover' },
    });
    expect(expectErrorBody(rescored, 400, 'validation_error').fields).toEqual({
      scoring: { key: 'Validation.locked_after_start' },
    });
    expect((await board(byGame.id, player)).me?.score).toBe('2');
    const now = t.clock.now().getTime();
    const upcoming = await create({
      startsAt: new Date(now + 3_600_000).toISOString(),
      endsAt: new Date(now + 7_200_000).toISOString(),
    });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/tournaments/${upcoming.id}`,
      headers: staff.auth,
      payload: { scoring: 'best_multiplier' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(ZAdminTournament.parse(changed.json()).scoring).toBe('best_multiplier');
  });

  // Last: it moves the app's clock past the end (bets keep the database's time).
  it('pays every prize exactly once when the end job runs twice and concurrently', async () => {
    // The end job finishes every due tournament: cancel the earlier tests' auto-entry cups (one
    // counts limbo too), or their prizes would land in the same balances.
    const listed = await t.app.inject({
      url: '/api/admin/tournaments?limit=100',
      headers: staff.auth,
    });
    for (const earlier of ZAdminTournamentsResponse.parse(listed.json()).data) {
      if (earlier.finishedAt || earlier.cancelledAt) continue;
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/admin/tournaments/${earlier.id}/cancel`,
        headers: staff.auth,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    }
    const cup = await create({ scoring: 'bets', entry: 'auto' });
    const first = await registerPlayer(t.app);
    const second = await registerPlayer(t.app);
    for (const player of [first, second]) await fund(t.app, player.email, '50');
    await bet(first, 'limbo', '1');
    await bet(first, 'limbo', '1');
    await bet(second, 'limbo', '1');
    await relay();
    const before = await mainBalanceOf(t.app, first);

    t.clock.advance(2 * 3_600_000);
    staff = await createStaff(t.app, ['content']); // a staff session idles out in two hours
    const service = servicesOf(t.app).tournaments;
    const runs = await Promise.all([
      service.finish(cup.id),
      service.finish(cup.id),
      service.finishDue(),
    ]);
    // The app's own end-job tick (every 5 s) may win the race: at most one run finishes it, and
    // the balances below show the prizes paid once.
    expect(runs.filter((run) => 'paid' in run && run.finished).length).toBeLessThanOrEqual(1);
    expect((await service.finish(cup.id)).finished).toBe(false);

    const after = await mainBalanceOf(t.app, first);
    expect(minor(after) - minor(before)).toBe(minor('50'));
    const secondBalance = await balanceOf(t.app, second);
    expect(secondBalance.bonuses.map((bonus) => minor(bonus.value))).toEqual([minor('20')]);

    const frozen = await board(cup.id, first);
    expect(frozen.data.map((row) => [row.rank, row.score])).toEqual([
      [1, '2'],
      [2, '1'],
    ]);
    const results = await t.app.inject({
      url: `/api/admin/tournaments/${cup.id}/results`,
      headers: staff.auth,
    });
    const parsed = ZAdminTournamentResults.parse(results.json());
    expect(parsed.tournament.status).toBe('finished');
    expect(parsed.data.every((row) => row.paidAt !== null)).toBe(true);

    // A bet after the end counts nowhere; editing or cancelling a finished tournament is refused.
    await bet(first, 'limbo', '1');
    await relay();
    expect((await board(cup.id)).data[0]?.score).toBe('2');
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/tournaments/${cup.id}`,
      headers: staff.auth,
      payload: { scoring: 'turnover' },
    });
    expectErrorBody(edit, 409, 'conflict');
  });
});

/**
 * The end against the scoring lag. Bets carry the database's time; here the app's clock is set
 * relative to real time, so a tournament can end between two real bets.
 */
describe.each(databaseTargets())('tournament end and late bets on %s', (target) => {
  let t: TestApp;
  let staff: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(target);
    await servicesOf(t.app).games.seedDemo(); // the catalogue tells which games count
    staff = await createStaff(t.app, ['content']);
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const setClock = (at: number) => t.clock.advance(at - t.clock.now().getTime());
  const service = () => servicesOf(t.app).tournaments;
  const relay = () => t.app.outboxRelay!;

  /** A tournament counting bets that ends `endsInMs` of real time from now; 10 to rank 1. */
  async function endingSoon(endsInMs: number) {
    setClock(Date.now());
    staff = await createStaff(t.app, ['content']);
    const now = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tournaments',
      headers: staff.auth,
      payload: {
        descriptions: { en: { name: 'Sprint', description: 'Rules' } },
        startsAt: new Date(now - 60_000).toISOString(),
        endsAt: new Date(now + endsInMs).toISOString(),
        scoring: 'bets',
        entry: 'auto',
        prizes: [{ rank: 1, amount: '10', balanceType: 'main' }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cup = ZAdminTournament.parse(response.json());
    return { id: cup.id, endsAt: new Date(cup.endsAt).getTime() };
  }

  async function fundedPlayer() {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '20');
    return player;
  }

  async function bet(player: TestPlayer) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/originals/limbo/bets',
      headers: { ...player.auth, 'idempotency-key': randomUUID() },
      payload: { amount: '1', params: { target: '2' } },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function waitUntilPast(at: number) {
    while (Date.now() <= at) await new Promise((resolve) => setTimeout(resolve, 25));
  }

  async function scoreOf(id: number, player: TestPlayer) {
    const response = await t.app.inject({
      url: `/api/v1/tournaments/${id}/leaderboard`,
      headers: player.auth,
    });
    return ZLeaderboardResponse.parse(response.json()).me?.score ?? null;
  }

  it('counts a bet placed just before the end and relayed after it, and not one after the end', async () => {
    const cup = await endingSoon(1_500);
    const player = await fundedPlayer();
    await relay().stop(); // the relay lags: nothing is scored until it runs again
    await bet(player);
    await waitUntilPast(cup.endsAt);
    await bet(player);

    setClock(cup.endsAt + 1_000);
    expect((await service().finishDue()).finished).toBe(0); // within the grace period
    setClock(cup.endsAt + TOURNAMENT_FINISH_GRACE_MS + 1_000);
    // A bet placed before the end still waits in the outbox: the end job waits for it.
    expect(await service().finish(cup.id)).toEqual({ finished: false, paid: 0 });

    relay().start();
    await relay().flush();
    const before = await mainBalanceOf(t.app, player);
    expect(await service().finish(cup.id)).toEqual({ finished: true, paid: 1 });
    expect(await scoreOf(cup.id, player)).toBe('1');
    expect(await service().countedBets(cup.id)).toHaveLength(1);
    expect(minor(await mainBalanceOf(t.app, player)) - minor(before)).toBe(minor('10'));
  });

  it('never adds to a finished board, even from a relay that read the tournament before the end', async () => {
    const cup = await endingSoon(60_000);
    const player = await fundedPlayer();
    await relay().stop();
    await bet(player);
    const db = t.database.db;
    const rows = await db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.userId, (await servicesOf(t.app).users.accessByEmail(player.email))!.userId),
          eq(outbox.topic, 'originals.last_bet'),
          isNull(outbox.publishedAt),
        ),
      );
    expect(rows).toHaveLength(1);
    // Another worker prepared the bet while the tournament was running…
    const apply = await service().scoring.prepare(rows);
    // …the relay then stalls past the longest wait, and the end job finishes without it.
    setClock(cup.endsAt + TOURNAMENT_FINISH_MAX_WAIT_MS + 1_000);
    expect(await service().finish(cup.id)).toEqual({ finished: true, paid: 0 });
    await db.transaction(async (tx) => {
      await apply(rows, tx as unknown as Database);
    });
    relay().start();
    await relay().flush();
    expect(await service().countedBets(cup.id)).toHaveLength(0);
    expect(await scoreOf(cup.id, player)).toBeNull();
  });

  it.runIf(target === 'postgres')(
    'pays the prizes once when two app instances run the end job at the same moment',
    async () => {
      const cup = await endingSoon(60_000);
      const player = await fundedPlayer();
      await bet(player);
      await bet(player);
      await relay().flush();
      const before = await mainBalanceOf(t.app, player);
      const second = await openSecondInstance(t);
      setClock(cup.endsAt + TOURNAMENT_FINISH_GRACE_MS + 1_000);
      try {
        const other = servicesOf(second.app).tournaments;
        const runs = await Promise.all([
          service().finish(cup.id),
          other.finish(cup.id),
          service().finishDue(),
          other.finishDue(),
          other.finish(cup.id),
        ]);
        // Each instance's own end-job tick races these calls too: at most one run finishes it.
        const finished = runs.filter((run) => 'paid' in run && run.finished);
        expect(finished.length).toBeLessThanOrEqual(1);
        for (const run of finished) expect(run).toEqual({ finished: true, paid: 1 });
      } finally {
        await second.close();
      }
      expect(minor(await mainBalanceOf(t.app, player)) - minor(before)).toBe(minor('10'));
      expect(await scoreOf(cup.id, player)).toBe('2');
      const results = await t.app.inject({
        url: `/api/admin/tournaments/${cup.id}/results`,
        headers: staff.auth,
      });
      expect(ZAdminTournamentResults.parse(results.json()).tournament.status).toBe('finished');
    },
  );
});
