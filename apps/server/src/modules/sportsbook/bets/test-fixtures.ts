import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import {
  sbCategories,
  sbEvents,
  sbMarkets,
  sbOutcomes,
  sbProducers,
  sbSports,
  sbTournaments,
} from '../catalogue/schema';

/** Test data for bets tests: one sport, category and league, then events with markets on demand. */
export async function ensureLeague(db: Database): Promise<void> {
  await db
    .insert(sbSports)
    .values({ id: 9001, slug: 'testball', kind: 'sport', title: 'Testball', icon: 'soccer' })
    .onConflictDoNothing();
  await db
    .insert(sbCategories)
    .values({ id: 9001, sportId: 9001, name: 'Testland', countryCode: null })
    .onConflictDoNothing();
  await db
    .insert(sbTournaments)
    .values({ id: 9001, sportId: 9001, categoryId: 9001, name: 'Test League' })
    .onConflictDoNothing();
}

export interface TestMarket {
  id: number;
  outcomes: Record<string, number>;
}

/**
 * Both producers heard from far in the future: the app's own feed tick checks producer liveness
 * every 2 s, and a test that moves the clock past the silence limit would otherwise have its
 * prematch markets suspended by whichever tick comes first (the feed tests cover liveness).
 */
export async function keepProducersAlive(db: Database): Promise<void> {
  const farFuture = new Date(Date.now() + 10 * 365 * 86_400_000);
  for (const id of ['live', 'prematch'] as const)
    await db
      .insert(sbProducers)
      .values({ id, lastAliveAt: farFuture, down: false })
      .onConflictDoUpdate({
        target: sbProducers.id,
        set: { lastAliveAt: farFuture, down: false, downSince: null },
      });
}

/**
 * An event with a 1x2 market (home 2.00, draw 3.40, away 3.80) and a totals 2.5 market (over
 * 1.90, under 1.90); `live` puts it in play.
 */
export async function createEvent(
  db: Database,
  options: { live?: boolean; odds?: Partial<Record<'home' | 'draw' | 'away', bigint>> } = {},
) {
  const [event] = await db
    .insert(sbEvents)
    .values({
      externalId: `test:${randomBytes(6).toString('hex')}`,
      sportId: 9001,
      categoryId: 9001,
      tournamentId: 9001,
      homeId: 1,
      homeName: 'Home FC',
      awayId: 2,
      awayName: 'Away United',
      startsAt: new Date(Date.now() + (options.live ? -1800_000 : 3600_000)),
      status: options.live ? 'live' : 'not_started',
      live: Boolean(options.live),
    })
    .returning();
  if (!event) throw new Error('no event');
  const market = async (
    type: '1x2' | 'totals',
    key: string,
    outcomes: Array<[string, bigint]>,
  ): Promise<TestMarket> => {
    const [row] = await db
      .insert(sbMarkets)
      .values({
        eventId: event.id,
        type,
        specifiers: type === 'totals' ? { total: '2.5' } : {},
        key,
        group: type === 'totals' ? 'totals' : 'main',
        status: 'active',
      })
      .returning();
    if (!row) throw new Error('no market');
    const rows = await db
      .insert(sbOutcomes)
      .values(
        outcomes.map(([outcomeKey, odds]) => ({
          marketId: row.id,
          key: outcomeKey as 'home',
          odds,
        })),
      )
      .returning();
    return { id: row.id, outcomes: Object.fromEntries(rows.map((o) => [o.key, o.id])) };
  };
  const main = await market('1x2', '1x2', [
    ['home', options.odds?.home ?? 2000n],
    ['draw', options.odds?.draw ?? 3400n],
    ['away', options.odds?.away ?? 3800n],
  ]);
  const totals = await market('totals', 'totals|total=2.5', [
    ['over', 1900n],
    ['under', 1900n],
  ]);
  return { eventId: event.id, main, totals };
}

export async function setOdds(db: Database, outcomeId: number, odds: bigint): Promise<void> {
  await db.update(sbOutcomes).set({ odds }).where(eq(sbOutcomes.id, outcomeId));
}

export async function setMarketStatus(
  db: Database,
  marketId: number,
  status: 'active' | 'suspended',
) {
  await db.update(sbMarkets).set({ status }).where(eq(sbMarkets.id, marketId));
}

/** Writes the feed's results on a market's outcomes (what a bet_settlement stores). */
export async function writeResults(
  db: Database,
  marketId: number,
  results: Record<number, { result: 'won' | 'lost'; voidFactor?: string; deadHeatFactor?: string }>,
): Promise<void> {
  for (const [outcomeId, value] of Object.entries(results))
    await db
      .update(sbOutcomes)
      .set({
        result: value.result,
        voidFactor: value.voidFactor ?? null,
        deadHeatFactor: value.deadHeatFactor ?? null,
      })
      .where(eq(sbOutcomes.id, Number(outcomeId)));
  await db
    .update(sbMarkets)
    .set({ status: 'settled', settlementVersion: sql`${sbMarkets.settlementVersion} + 1` })
    .where(eq(sbMarkets.id, marketId));
}

/**
 * The liability the bets module keeps (sportsbook_liability) and the one its open bets give,
 * per outcome (house minor units as strings), for a test to compare.
 */
export async function liabilityKeptAndOwed(
  db: Database,
): Promise<{ kept: Record<string, string>; owed: Record<string, string> }> {
  const rows = async (query: ReturnType<typeof sql>) =>
    Object.fromEntries(
      (
        (await db.execute(query)) as unknown as { rows: Array<{ outcome: number; total: string }> }
      ).rows.map((row) => [String(row.outcome), row.total]),
    );
  const [kept, owed] = [
    await rows(sql`select outcome_id as outcome, sum(amount_minor)::text as total
      from sportsbook_liability group by outcome_id having sum(amount_minor) <> 0`),
    await rows(sql`select l.outcome_id as outcome, sum(b.potential_payout_minor)::text as total
      from sportsbook_bet_legs l join sportsbook_bets b on b.id = l.bet_id
      where b.status = 'open' group by l.outcome_id`),
  ];
  return { kept, owed };
}
