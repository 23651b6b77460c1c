import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { fund, globalIdOf, mainBalanceOf } from '../../test/money';
import { PROVIDER_LAST_BET_TOPIC } from './last-bets';
import { batchedStatements, type BatchedCall, type BatchedStatements } from './batched-statements';

const PROVIDER = 'batch-provider';
/** 1 USD in the house currency's minor units (scale 6) and in the protocol's (1/100,000). */
const HOUSE_USD = 1_000_000n;
const PROTOCOL_USD = 100_000n;

describe.each(databaseTargets())('batched provider bets and wins on %s', (target) => {
  let t: TestApp;
  let statements: BatchedStatements;

  beforeAll(async () => {
    t = await createTestApp(target);
    const services = servicesOf(t.app);
    statements = batchedStatements({
      db: t.database.db,
      ledger: services.ledger,
      bonuses: services.bonuses,
      users: services.users,
      rg: services.rg,
    });
  });

  afterAll(async () => {
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  async function player(usd: string) {
    const registered = await registerPlayer(t.app);
    if (usd !== '0') await fund(t.app, registered.email, usd);
    const [row] = await rows<{ id: number }>(
      sql`select id from users where email = ${registered.email}`,
    );
    return { ...registered, userId: row!.id, globalId: await globalIdOf(t.app, registered.auth) };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  function callOf(p: Player, usd: bigint, extra: Partial<BatchedCall> = {}): BatchedCall {
    const transactionUuid = randomUUID();
    return {
      provider: PROVIDER,
      requestUuid: randomUUID(),
      bodyHash: randomUUID(),
      transactionUuid,
      transactionHash: randomUUID(),
      userId: p.userId,
      globalId: p.globalId,
      round: randomUUID(),
      gameCode: 'slot',
      gameId: 1,
      currency: 'USD',
      amountMinor: usd * PROTOCOL_USD,
      houseMinor: usd * HOUSE_USD,
      houseCurrency: 'USD',
      toSession: { multiply: 100_000n, divide: 1_000_000n },
      ledgerKey: `provider:${PROVIDER}:${transactionUuid}`,
      metadata: { provider: PROVIDER, game: 'slot' },
      closes: true,
      houseScale: 6,
      ...extra,
    };
  }

  const recorded = (calls: BatchedCall[]) =>
    rows<{ transaction_uuid: string; kind: string }>(sql`
      select transaction_uuid, kind from provider_transactions
      where provider = ${PROVIDER}
        and transaction_uuid in (${sql.join(
          calls.map((call) => sql`${call.transactionUuid}`),
          sql`, `,
        )})`);

  it('stakes and pays several players in one statement each, with the answers one call gets', async () => {
    const players = await Promise.all([player('10'), player('10'), player('10')]);
    const bets = players.map((p) => callOf(p, 2n));

    const staked = await statements.bets(bets, new Date());
    expect([...(staked?.keys() ?? [])].sort()).toEqual([0, 1, 2]);
    for (const [index, bet] of bets.entries()) {
      expect(staked!.get(index)!.response).toEqual({
        status: 'RS_OK',
        request_uuid: bet.requestUuid,
        user: bet.globalId,
        currency: 'USD',
        balance: Number(8n * PROTOCOL_USD),
        transaction_uuid: bet.transactionUuid,
      });
      expect(await mainBalanceOf(t.app, players[index]!)).toBe('8.000000');
    }

    // Two wins pay (one closing its round), one pays nothing and closes.
    const wins = [
      callOf(players[0]!, 5n, { round: bets[0]!.round }),
      callOf(players[1]!, 1n, { round: bets[1]!.round, closes: false }),
      callOf(players[2]!, 0n, { round: bets[2]!.round }),
    ];
    const paid = await statements.wins(wins, new Date(), 6);
    expect([...(paid?.keys() ?? [])].sort()).toEqual([0, 1, 2]);
    expect(paid!.get(0)!.response.balance).toBe(Number(13n * PROTOCOL_USD));
    expect(paid!.get(2)!.response.balance).toBe(Number(8n * PROTOCOL_USD));
    expect(await mainBalanceOf(t.app, players[0]!)).toBe('13.000000');
    expect(await mainBalanceOf(t.app, players[1]!)).toBe('9.000000');
    expect(await mainBalanceOf(t.app, players[2]!)).toBe('8.000000');

    const rounds = await rows<{ round: string; closed: boolean }>(sql`
      select round, closed_at is not null as closed from provider_rounds
      where provider = ${PROVIDER} and round in (${sql.join(
        bets.map((bet) => sql`${bet.round}`),
        sql`, `,
      )})`);
    expect(new Map(rounds.map((round) => [round.round, round.closed]))).toEqual(
      new Map([
        [bets[0]!.round, true],
        [bets[1]!.round, false],
        [bets[2]!.round, true],
      ]),
    );
    // Each closed round is announced on the last-bets feed once.
    const feed = await rows<{ id: string; payout: string; multiplier: string }>(sql`
      select payload->>'id' as id, payload->>'payout' as payout, payload->>'multiplier' as multiplier
      from outbox where topic = ${PROVIDER_LAST_BET_TOPIC} and payload->>'id' like ${`${PROVIDER}:%`}`);
    expect(feed.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: `${PROVIDER}:${bets[0]!.round}`, payout: '5.000000', multiplier: '2.5000' },
        { id: `${PROVIDER}:${bets[2]!.round}`, payout: '0.000000', multiplier: '0.0000' },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(await recorded([...bets, ...wins])).toHaveLength(6);
  });

  it('answers the calls that pass their checks and writes nothing for those that fail', async () => {
    const [rich, poor, other, banned] = await Promise.all([
      player('10'),
      player('1'),
      player('10'),
      player('10'),
    ]);
    await rows(sql`update users set banned_at = now() where id = ${banned!.userId}`);
    const owned = callOf(rich!, 1n);
    expect((await statements.bets([owned], new Date()))?.size).toBe(1);

    const bets = [
      callOf(rich!, 2n),
      callOf(poor!, 2n), // more than the player's real money
      callOf(other!, 1n, { round: owned.round }), // another player's round
      callOf(banned!, 1n),
      callOf(other!, 1n, { globalId: rich!.globalId }), // a global id that is not the player's
    ];
    const answered = await statements.bets(bets, new Date());
    expect([...(answered?.keys() ?? [])]).toEqual([0]);
    expect(await mainBalanceOf(t.app, rich!)).toBe('7.000000');
    expect(await mainBalanceOf(t.app, poor!)).toBe('1.000000');
    expect(await mainBalanceOf(t.app, other!)).toBe('10.000000');
    expect(await recorded(bets.slice(1))).toEqual([]);

    // Wins: of a closed round, of a round never staked, of another player's round.
    const closing = callOf(rich!, 0n, { round: owned.round });
    expect((await statements.wins([closing], new Date(), 6))?.size).toBe(1);
    const wins = [
      callOf(rich!, 3n, { round: bets[0]!.round }),
      callOf(poor!, 3n, { round: owned.round }),
      callOf(other!, 3n),
      callOf(banned!, 3n, { round: bets[0]!.round }),
    ];
    const paid = await statements.wins(wins, new Date(), 6);
    expect([...(paid?.keys() ?? [])]).toEqual([0]);
    expect(await mainBalanceOf(t.app, rich!)).toBe('10.000000');
    expect(await mainBalanceOf(t.app, poor!)).toBe('1.000000');
    expect(await mainBalanceOf(t.app, other!)).toBe('10.000000');
    expect(await recorded(wins.slice(1))).toEqual([]);
  });

  it('aborts the whole batch when a transaction id or ledger key was taken before', async () => {
    const [first, second] = await Promise.all([player('10'), player('10')]);
    const bet = callOf(first!, 1n);
    expect((await statements.bets([bet], new Date()))?.size).toBe(1);

    // The same transaction under a new request id: its insert conflicts, so nothing of the batch
    // stays written and every call goes the one-call way, which answers the replay.
    const replay = { ...bet, requestUuid: randomUUID(), round: randomUUID() };
    const fresh = callOf(second!, 1n);
    expect(await statements.bets([fresh, replay], new Date())).toBeNull();
    expect(await mainBalanceOf(t.app, first!)).toBe('9.000000');
    expect(await mainBalanceOf(t.app, second!)).toBe('10.000000');
    expect(await recorded([fresh])).toEqual([]);
  });

  it('runs two batches of the same players side by side (two processes) without losing a call', async () => {
    const players = await Promise.all([player('10'), player('10'), player('10')]);
    const forward = players.map((p) => callOf(p, 1n));
    const backward = players.map((p) => callOf(p, 2n)).reverse();
    const [first, second] = await Promise.all([
      statements.bets(forward, new Date()),
      statements.bets(backward, new Date()),
    ]);
    expect(first?.size).toBe(3);
    expect(second?.size).toBe(3);
    for (const p of players) expect(await mainBalanceOf(t.app, p)).toBe('7.000000');
    // Their wins, each batch paying all three players, also side by side.
    const [paidFirst, paidSecond] = await Promise.all([
      statements.wins(
        forward.map((bet, index) => callOf(players[index]!, 1n, { round: bet.round })),
        new Date(),
        6,
      ),
      statements.wins(
        backward.map((bet, index) => callOf(players[2 - index]!, 2n, { round: bet.round })),
        new Date(),
        6,
      ),
    ]);
    expect(paidFirst?.size).toBe(3);
    expect(paidSecond?.size).toBe(3);
    for (const p of players) expect(await mainBalanceOf(t.app, p)).toBe('10.000000');
  });

  it('leaves a player with an active bonus to the one-call path (wagering, max bet)', async () => {
    const p = await player('10');
    await rows(sql`
      insert into user_bonuses (id, user_id, title, status, terms, amount_minor, wager_total_minor)
      values (${randomUUID()}, ${p.userId}, 'Test bonus', 'active', '{}'::jsonb, 0, 100)`);
    const answered = await statements.bets([callOf(p, 1n)], new Date());
    expect(answered?.size).toBe(0);
    expect(await mainBalanceOf(t.app, p)).toBe('10.000000');
  });
});
