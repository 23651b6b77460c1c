import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '@wheelhouse/contracts/money';
import {
  ZActiveMinesRoundResponse,
  ZBetsPage,
  ZMinesRoundResponse,
  type MinesRound,
} from '@wheelhouse/contracts/originals';
import { mineTiles, minesMultiplier } from '@wheelhouse/fair/mines';
import { formatMultiplier } from '@wheelhouse/fair/multiplier';
import { payoutFor } from '@wheelhouse/fair/payout';
import { fairSeeds, originalBets } from './schema';
import { users } from '../users/schema';
import { expectErrorBody, registerPlayer, type TestPlayer } from '../../test/factories';
import { createTestApp, databaseTargets, restartApp, type TestApp } from '../../test/harness';
import { expectLedgerConsistent } from '../../test/ledger-consistency';
import { fund, mainBalanceOf } from '../../test/money';

describe.each(databaseTargets())('mines rounds on %s', (target) => {
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp(target);
    app = t.app;
  });

  afterAll(async () => {
    await t.close();
  });

  async function funded(amount = '100'): Promise<TestPlayer> {
    const player = await registerPlayer(app);
    await fund(app, player.email, amount);
    return player;
  }

  const start = (player: TestPlayer, body: Record<string, unknown>, key = randomUUID()) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/originals/mines/rounds',
      headers: { ...player.auth, 'idempotency-key': key },
      payload: body,
    });
  const reveal = (player: TestPlayer, id: string, cell: number) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/originals/mines/rounds/${id}/reveal`,
      headers: player.auth,
      payload: { cell },
    });
  const cashout = (player: TestPlayer, id: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/originals/mines/rounds/${id}/cashout`,
      headers: player.auth,
    });
  const roundOf = (response: Awaited<ReturnType<typeof reveal>>): MinesRound => {
    expect(response.statusCode, response.body).toBe(200);
    return ZMinesRoundResponse.parse(response.json()).round;
  };

  /** The board of a round, read from the database as only the server can before rotation. */
  async function boardOf(player: TestPlayer, round: MinesRound): Promise<number[]> {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, player.email));
    const [seed] = await t.database.db
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.userId, user?.id ?? 0), eq(fairSeeds.active, true)));
    if (!seed) throw new Error('no seed');
    return mineTiles(
      { serverSeed: seed.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
      round.mines,
    );
  }

  const safeTiles = (board: number[]) =>
    Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !board.includes(tile));

  it('plays a round: stake debited at start, safe reveals raise the multiplier, cash-out pays once', async () => {
    const player = await funded('100');
    const started = roundOf(await start(player, { amount: '10', mines: 3 }));
    expect(started).toMatchObject({
      status: 'active',
      mines: 3,
      revealed: [],
      safeReveals: 0,
      multiplier: '0.0000',
      nextMultiplier: formatMultiplier(minesMultiplier(3, 1)),
      mineTiles: null,
    });
    expect(await mainBalanceOf(app, player)).toBe('90.000000');
    expectErrorBody(await cashout(player, started.id), 409, 'conflict');

    const [first, second] = safeTiles(await boardOf(player, started));
    roundOf(await reveal(player, started.id, first ?? 0));
    const afterTwo = roundOf(await reveal(player, started.id, second ?? 0));
    expect(afterTwo.safeReveals).toBe(2);
    expect(afterTwo.multiplier).toBe(formatMultiplier(minesMultiplier(3, 2)));
    expect(
      expectErrorBody(await reveal(player, started.id, first ?? 0), 400, 'validation_error').fields,
    ).toEqual({ cell: { key: 'Validation.duplicate' } });

    const paid = roundOf(await cashout(player, started.id));
    const payout = payoutFor(10_000_000n, minesMultiplier(3, 2));
    expect(paid.status).toBe('cashed_out');
    expect(paid.payout.houseAmount).toBe(formatAmount(payout, 6));
    expect(paid.mineTiles).toEqual(await boardOf(player, started));
    expect(await mainBalanceOf(app, player)).toBe(formatAmount(90_000_000n + payout, 6));
    expectErrorBody(await cashout(player, started.id), 409, 'conflict');
    expectErrorBody(await reveal(player, started.id, 24), 409, 'conflict');

    const history = ZBetsPage.parse(
      (await app.inject({ url: '/api/v1/originals/bets?game=mines', headers: player.auth })).json(),
    );
    expect(history.data[0]).toMatchObject({ id: started.id, game: 'mines', status: 'settled' });
    await expectLedgerConsistent(t.database.db);
  });

  it('loses on a mine, then refuses further reveals and cash-outs', async () => {
    const player = await funded('20');
    const round = roundOf(await start(player, { amount: '5', mines: 24 }));
    const [mine] = await boardOf(player, round);
    const lost = roundOf(await reveal(player, round.id, mine ?? 0));
    expect(lost).toMatchObject({ status: 'lost', multiplier: '0.0000', safeReveals: 0 });
    expect(lost.payout.houseAmount).toBe('0.000000');
    expect(lost.mineTiles).toHaveLength(24);
    expectErrorBody(
      await reveal(player, round.id, safeTiles(lost.mineTiles ?? [])[0] ?? 0),
      409,
      'conflict',
    );
    expectErrorBody(await cashout(player, round.id), 409, 'conflict');
    expect(await mainBalanceOf(app, player)).toBe('15.000000');
    const active = ZActiveMinesRoundResponse.parse(
      (
        await app.inject({ url: '/api/v1/originals/mines/rounds/active', headers: player.auth })
      ).json(),
    );
    expect(active.round).toBeNull();
  });

  it('allows one active round, refuses rotation during it, and validates the mine count and cell', async () => {
    const player = await funded('20');
    expect(
      expectErrorBody(await start(player, { amount: '1', mines: 25 }), 400, 'validation_error')
        .fields,
    ).toEqual({ mines: { key: 'Validation.max', params: { max: 24 } } });
    const round = roundOf(await start(player, { amount: '1', mines: 5 }));
    expectErrorBody(await start(player, { amount: '1', mines: 5 }), 409, 'conflict');
    expectErrorBody(
      await app.inject({
        method: 'POST',
        url: '/api/v1/originals/seeds/rotate',
        headers: player.auth,
      }),
      409,
      'conflict',
    );
    expectErrorBody(await reveal(player, round.id, 25), 400, 'validation_error');
    expect(await mainBalanceOf(app, player)).toBe('19.000000');
  });

  it('cashes out once when two cash-outs race', async () => {
    const player = await funded('50');
    const round = roundOf(await start(player, { amount: '10', mines: 2 }));
    const [safe] = safeTiles(await boardOf(player, round));
    roundOf(await reveal(player, round.id, safe ?? 0));
    const results = await Promise.all(Array.from({ length: 5 }, () => cashout(player, round.id)));
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const payout = payoutFor(10_000_000n, minesMultiplier(2, 1));
    expect(await mainBalanceOf(app, player)).toBe(formatAmount(40_000_000n + payout, 6));
    await expectLedgerConsistent(t.database.db);
  });

  it('reveals a tile once when the same click arrives twice', async () => {
    const player = await funded('50');
    const round = roundOf(await start(player, { amount: '10', mines: 2 }));
    const [safe] = safeTiles(await boardOf(player, round));
    const results = await Promise.all([
      reveal(player, round.id, safe ?? 0),
      reveal(player, round.id, safe ?? 0),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const active = ZActiveMinesRoundResponse.parse(
      (
        await app.inject({ url: '/api/v1/originals/mines/rounds/active', headers: player.auth })
      ).json(),
    );
    expect(active.round?.revealed).toEqual([safe]);
  });

  it('keeps another player out of a round and its bet (404)', async () => {
    const owner = await funded('20');
    const intruder = await funded('20');
    const round = roundOf(await start(owner, { amount: '2', mines: 3 }));
    expectErrorBody(await reveal(intruder, round.id, 0), 404, 'not_found');
    expectErrorBody(await cashout(intruder, round.id), 404, 'not_found');
    expectErrorBody(
      await app.inject({ url: `/api/v1/originals/bets/${round.id}`, headers: intruder.auth }),
      404,
      'not_found',
    );
    const theirs = ZActiveMinesRoundResponse.parse(
      (
        await app.inject({ url: '/api/v1/originals/mines/rounds/active', headers: intruder.auth })
      ).json(),
    );
    expect(theirs.round).toBeNull();
    const list = ZBetsPage.parse(
      (await app.inject({ url: '/api/v1/originals/bets', headers: intruder.auth })).json(),
    );
    expect(list.meta.total).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(originalBets)
      .where(eq(originalBets.id, BigInt(round.id)));
    expect(row?.status).toBe('active');
  });

  it('answers a round or bet id past the bigint column with 400, the largest with 404', async () => {
    const player = await funded('1');
    for (const id of ['9223372036854775808', '99999999999999999999', '0', '1e3', '-1']) {
      expectErrorBody(await reveal(player, id, 0), 400, 'validation_error');
      expectErrorBody(await cashout(player, id), 400, 'validation_error');
      expectErrorBody(
        await app.inject({ url: `/api/v1/originals/bets/${id}`, headers: player.auth }),
        400,
        'validation_error',
      );
    }
    const largest = '9223372036854775807';
    expectErrorBody(await reveal(player, largest, 0), 404, 'not_found');
    expectErrorBody(
      await app.inject({ url: `/api/v1/originals/bets/${largest}`, headers: player.auth }),
      404,
      'not_found',
    );
  });

  it('resumes an unfinished round after the server restarts', async () => {
    const player = await funded('30');
    const round = roundOf(await start(player, { amount: '3', mines: 4 }));
    const [first, second] = safeTiles(await boardOf(player, round));
    roundOf(await reveal(player, round.id, first ?? 0));

    app = await restartApp(t);

    const resumed = ZActiveMinesRoundResponse.parse(
      (
        await app.inject({ url: '/api/v1/originals/mines/rounds/active', headers: player.auth })
      ).json(),
    ).round;
    expect(resumed).toMatchObject({
      id: round.id,
      status: 'active',
      revealed: [first],
      safeReveals: 1,
    });
    const afterRestart = roundOf(await reveal(player, round.id, second ?? 0));
    expect(afterRestart.safeReveals).toBe(2);
    expect(roundOf(await cashout(player, round.id)).status).toBe('cashed_out');
    await expectLedgerConsistent(t.database.db);
  });
});
