/**
 * Tournament scoring benchmark: `npm run bench:tournaments`.
 *
 * Builds the real app in this process (the test harness: embedded PGlite, or a scratch PostgreSQL
 * database when DATABASE_URL is set), listens on a local port, registers BENCH_TOUR_PLAYERS
 * (default 50) funded players and a running tournament that counts every game (automatic entry,
 * scored by number of bets). Then BENCH_TOUR_CONCURRENCY (default 16; PGlite 8) keep-alive clients
 * post dice bets as fast as the server answers for BENCH_TOUR_SECONDS (default 10). A watcher polls
 * the tournament's counted bets every 10 ms; for each bet it records the delay from the bet's
 * answer (committed) to the moment the bet is counted on the leaderboard. It prints bets per
 * second, the delay's p50/p99/max (target p99 under 1 s) and any bet never counted, and checks
 * that the leaderboard equals a recomputation from the counted bets.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { tournamentBets, tournaments } from '../apps/server/src/modules/tournaments/schema';
import { checkLedger } from '../apps/server/src/modules/ledger';
import type { Services } from '../apps/server/src/services';
import { createTestApp } from '../apps/server/src/test/harness';

const PLAYERS = Number(process.env.BENCH_TOUR_PLAYERS ?? 50);
const SECONDS = Number(process.env.BENCH_TOUR_SECONDS ?? 10);
const TARGET = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const CONCURRENCY = Number(process.env.BENCH_TOUR_CONCURRENCY ?? (TARGET === 'pglite' ? 8 : 16));
const BET = { amount: '1', params: { direction: 'over', target: '50.50' } };

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] as number;
}

async function main() {
  // Every client comes from 127.0.0.1: the per-IP limit (600/min by default) would refuse all but
  // 10 bets a second, which is what an earlier run measured ("refused 11,874").
  const t = await createTestApp(TARGET, { env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
  const services = (t.app as unknown as { services: Services }).services;
  await services.games.seedDemo();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

  const tokens: string[] = [];
  for (let index = 0; index < PLAYERS; index += 1) {
    const email = `bench-tour-${index}-${randomUUID().slice(0, 8)}@example.test`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password: `Wh-${randomUUID()}` },
    });
    tokens.push(registered.json<{ token: string }>().token);
    await t.app.inject({
      method: 'POST',
      url: '/api/dev/credit',
      headers: { 'idempotency-key': randomUUID() },
      payload: { email, amount: '100000', currency: 'USD' },
    });
  }
  const now = t.clock.now().getTime();
  const [cup] = await t.database.db
    .insert(tournaments)
    .values({
      descriptions: { en: { name: 'Bench cup', description: '' } },
      startsAt: new Date(now - 3_600_000),
      endsAt: new Date(now + 3_600_000),
      scoring: 'bets',
      entry: 'auto',
      prizes: [{ rank: 1, amountMinor: '1000000', balanceType: 'main', wagerE4: '0' }],
    })
    .returning();
  const tournamentId = cup!.id;

  // bet id → when its answer arrived; removed once the watcher sees it counted.
  const pending = new Map<string, number>();
  const delays: number[] = [];
  let stop = false;
  let lastAnswer = performance.now();
  let placed = 0;
  let failed = 0;
  const refusedBy = new Map<number, number>();

  const watcher = (async () => {
    while (!stop || pending.size > 0) {
      const ids = [...pending.keys()].slice(0, 2000);
      if (ids.length > 0) {
        const rows = await t.database.db
          .select({ betId: tournamentBets.betId })
          .from(tournamentBets)
          .where(
            and(
              eq(tournamentBets.tournamentId, tournamentId),
              inArray(
                tournamentBets.betId,
                ids.map((id) => `o:${id}`),
              ),
            ),
          );
        const seenAt = performance.now();
        for (const row of rows) {
          const id = row.betId.slice(2);
          const answered = pending.get(id);
          if (answered === undefined) continue;
          delays.push(seenAt - answered);
          pending.delete(id);
        }
      }
      if (stop && pending.size > 0 && performance.now() - lastAnswer > 10_000) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();

  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      let turn = client;
      while (performance.now() < deadline) {
        const token = tokens[turn % tokens.length]!;
        turn += CONCURRENCY;
        const response = await fetch(`${base}/api/v1/originals/dice/bets`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify(BET),
        });
        const answered = performance.now();
        lastAnswer = answered;
        if (response.status !== 200) {
          failed += 1;
          refusedBy.set(response.status, (refusedBy.get(response.status) ?? 0) + 1);
          await response.arrayBuffer();
          continue;
        }
        const { bet } = (await response.json()) as { bet: { id: string } };
        pending.set(bet.id, answered);
        placed += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  stop = true;
  await watcher;

  const counted = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(tournamentBets)
    .where(eq(tournamentBets.tournamentId, tournamentId));
  const board = await services.tournaments.leaderboard(
    tournamentId,
    { offset: 0, limit: 100 },
    null,
  );
  const boardSum = board.data.reduce((sum, row) => sum + BigInt(row.score), 0n);
  const ledger = await checkLedger(t.database.db);
  delays.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `tournament scoring on ${TARGET}: ${CONCURRENCY} clients, ${PLAYERS} players, ${SECONDS} s`,
  );
  const statuses = [...refusedBy].map(([status, n]) => `${status}: ${n}`).join(', ');
  console.log(
    `  bets placed ${placed} (${(placed / elapsed).toFixed(0)}/s), refused ${failed}${statuses ? ` (${statuses})` : ''}`,
  );
  console.log(
    `  bet answered → counted on the leaderboard: p50 ${ms(percentile(delays, 0.5))}, p99 ${ms(percentile(delays, 0.99))}, max ${ms(delays.at(-1) ?? Number.NaN)} (target p99 < 1000 ms)`,
  );
  console.log(`  never counted: ${pending.size}; counted rows ${counted[0]?.n ?? 0}`);
  console.log(
    `  leaderboard total ${boardSum} bets ${boardSum === BigInt(counted[0]?.n ?? 0) ? '=' : '≠'} recomputation; ledger check: ${ledger.findings.length === 0 ? 'clean' : `${ledger.findings.length} findings`}`,
  );
  await t.close();
}

await main();
