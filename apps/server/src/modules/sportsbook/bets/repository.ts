import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { MarketType, OutcomeKey } from '@wheelhouse/contracts/sportsbook';
import type { OddsPolicy } from '@wheelhouse/contracts/sportsbook-bets';
import type { Database } from '../../../platform/db/client';
import { runPrepared, statementName } from '../../../platform/db/prepared';
import type { UsersService } from '../../users';
import { sbEvents, sbMarkets, sbOutcomes } from '../catalogue/schema';
import {
  sportsBetLegs,
  sportsBets,
  sportsbookLiability,
  sportsCashOutOffers,
  sportsSettlementDebts,
  sportsbookLimits,
  sportsbookPreferences,
} from './schema';

export type BetRow = typeof sportsBets.$inferSelect;
export type LegRow = typeof sportsBetLegs.$inferSelect;
export type NewBet = typeof sportsBets.$inferInsert;
export type NewLeg = Omit<typeof sportsBetLegs.$inferInsert, 'betId'>;
export type LimitsRow = typeof sportsbookLimits.$inferSelect;
export type OfferRow = typeof sportsCashOutOffers.$inferSelect;
export type DebtRow = typeof sportsSettlementDebts.$inferSelect;
export type BetWithLegs = BetRow & { legs: LegRow[] };

/** An outcome as a bet sees it: its odds, market and event, read from the feed's tables. */
export interface OutcomeForBet {
  outcomeId: number;
  odds: bigint;
  outcomeActive: boolean;
  outcomeKey: OutcomeKey;
  marketId: number;
  marketKey: string;
  marketType: MarketType;
  specifiers: Record<string, string>;
  marketStatus: string;
  /** When a bet stop, a suspension or a producer's silence last stopped the market. */
  marketStoppedAt: Date | null;
  eventId: number;
  eventStatus: string;
  live: boolean;
  homeName: string;
  awayName: string;
  startsAt: Date;
}

/** A bet the one-statement path writes (placeInOneStatement): everything but what the slip reads. */
export interface OneStatementBet {
  id: bigint;
  userId: number;
  kind: 'single' | 'multi';
  stakeMinor: bigint;
  totalOdds: bigint;
  potentialPayoutMinor: bigint;
  displayCurrency: string;
  displayRate: { numerator: string; denominator: string };
  oddsPolicy: OddsPolicy;
  idempotencyKey: string;
  requestHash: string;
  createdAt: Date;
  /** The slip in the player's order, with the odds it was priced at. */
  selections: Array<{ outcomeId: number; odds: bigint }>;
  /** > 0: live events refuse (they wait a delay first, on the general path). */
  liveDelayMs: number;
  /** > 0: no outcome's open potential payouts may pass it with this bet's. */
  marketLiabilityCapMinor: bigint;
}

/** Adds a value to a statement's parameters and answers its placeholder (`$3::bigint`). */
export type StatementParam = (value: unknown, cast: string) => string;

/**
 * What other modules add to the one-statement bet: `gate`, SQL conditions on the player (limits,
 * blocks, a bonus's max bet); `ctes`, data-modifying CTEs that run when the bet was written (bonus
 * wagering, then the ledger's stake), `complete`, SQL true when the stake moved; `columns`, extra
 * select columns (balances, active bonuses).
 */
export interface OneStatementParts {
  gate: string;
  ctes: string;
  complete: string;
  columns: string;
}

/** SQLSTATEs of a one-statement bet that refused to write (the general path answers instead). */
const REFUSED = new Set(['22012', '23505', '23514', '40P01', '40001', '55P03']);

/** The one-statement bet refused (nothing written; its transaction must roll back). */
export class OneStatementRefused extends Error {
  constructor(readonly sqlState: string) {
    super(`one-statement bet refused (${sqlState})`);
  }
}

function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const PREPARE_BET_SQL = `
  with m as (
    select m.id from sb_markets m
    where m.id in (select o.market_id from sb_outcomes o where o.id = any($1::integer[]))
    order by m.id for share),
  liability as (
    select count(pg_advisory_xact_lock(7305811, s.id)) as n
    from (select id from m order by 1) as s where $2::boolean)
  select nextval(pg_get_serial_sequence('sportsbook_bets', 'id'))::text as id,
    (select count(*) from m) as markets, (select n from liability) as locked,
    set_config('plan_cache_mode', 'force_generic_plan', true) as plan_mode`;

export type BetListFilter = 'open' | 'settled' | 'cashed_out' | undefined;

const SETTLED = ['won', 'lost', 'void', 'half_won', 'half_lost'] as const;

function statusWhere(filter: BetListFilter): SQL | undefined {
  if (filter === 'open') return eq(sportsBets.status, 'open');
  if (filter === 'cashed_out') return eq(sportsBets.status, 'cashed_out');
  if (filter === 'settled') return inArray(sportsBets.status, [...SETTLED]);
  return undefined;
}

/** The only place the sportsbook's bets run SQL; every player query is scoped by its user. */
export function betsRepository(db: Database, users: Pick<UsersService, 'currencySubquery'>) {
  // Read before every bet: a prepared statement.
  const placeContextQuery = db
    .select({
      limits: sportsbookLimits,
      currency: users.currencySubquery(sql.placeholder('userId')),
      oddsPolicy: sql<OddsPolicy | null>`(select ${sportsbookPreferences.oddsPolicy} from ${sportsbookPreferences} where ${sportsbookPreferences.userId} = ${sql.placeholder('userId')})`,
      replayId: sql<
        string | null
      >`(select ${sportsBets.id}::text from ${sportsBets} where ${sportsBets.userId} = ${sql.placeholder('userId')} and ${sportsBets.idempotencyKey} = ${sql.placeholder('idempotencyKey')})`,
    })
    .from(sportsbookLimits)
    .where(eq(sportsbookLimits.id, 1))
    .prepare('sb_place_context');

  async function addLiability(
    legs: Array<Pick<LegRow, 'outcomeId'>>,
    amountMinor: bigint,
    executor: Database,
  ): Promise<void> {
    if (legs.length === 0) return;
    await executor
      .insert(sportsbookLiability)
      .values(legs.map((leg) => ({ outcomeId: leg.outcomeId, amountMinor })));
  }

  async function legsOf(betIds: bigint[], executor: Database = db): Promise<Map<string, LegRow[]>> {
    const byBet = new Map<string, LegRow[]>();
    if (betIds.length === 0) return byBet;
    const rows = await executor
      .select()
      .from(sportsBetLegs)
      .where(inArray(sportsBetLegs.betId, betIds))
      .orderBy(asc(sportsBetLegs.id));
    for (const row of rows) {
      const key = row.betId.toString();
      byBet.set(key, [...(byBet.get(key) ?? []), row]);
    }
    return byBet;
  }

  async function withLegs(rows: BetRow[], executor: Database = db): Promise<BetWithLegs[]> {
    const legs = await legsOf(
      rows.map((row) => row.id),
      executor,
    );
    return rows.map((row) => ({ ...row, legs: legs.get(row.id.toString()) ?? [] }));
  }

  /** A page of bets matching `where`, newest first, with their legs, and how many match. */
  async function pageOfBets(
    where: SQL | undefined,
    page: { offset: number; limit: number },
  ): Promise<{ rows: BetWithLegs[]; total: number }> {
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(sportsBets)
        .where(where)
        .orderBy(desc(sportsBets.id))
        .offset(page.offset)
        .limit(page.limit),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(sportsBets)
        .where(where),
    ]);
    return { rows: await withLegs(rows), total: Number(count?.total ?? 0) };
  }

  return {
    withLegs,

    /**
     * The first statement of a one-statement bet's transaction: share-locks the slip's markets in
     * id order (as outcomesForBet does: a bet_stop or settlement waits for the bet), then, with
     * `liability`, takes their liability locks (as lockMarketsForLiability, in the same order), and
     * answers a fresh bet id (its stake's ledger key names it). The bet statement runs after the
     * locks, so its snapshot sees every bet committed on these markets before it. It also makes
     * the transaction use that statement's generic plan (see placeInOneStatement).
     */
    async prepareOneStatementBet(
      outcomeIds: number[],
      liability: boolean,
      tx: Database,
    ): Promise<bigint> {
      const [row] = await runPrepared<{ id: string }>(tx, {
        name: 'sb_bet_prepare',
        text: PREPARE_BET_SQL,
        params: [`{${outcomeIds.join(',')}}`, liability],
      });
      if (!row) throw new Error('bet prepare returned nothing');
      return BigInt(row.id);
    },

    /**
     * A bet in ONE statement (after prepareOneStatementBet, in its transaction): reads the slip's
     * outcomes, markets and events and writes the bet and its legs only when every outcome is
     * active at exactly the odds of the slip, its market active, its event not over (not live
     * while a live delay applies), one selection per event, the liability cap holds on every
     * outcome and `parts.gate` holds; then `parts.ctes` (wagering, the ledger's stake). When any
     * of it fails the statement aborts (division by zero, a CHECK or unique violation) and throws
     * OneStatementRefused: nothing is written and the general path decides what to answer.
     */
    async placeInOneStatement(
      bet: OneStatementBet,
      parts: (
        param: StatementParam,
        names: { userIdSql: string; stakeSql: string; written: string },
      ) => Promise<OneStatementParts>,
      tx: Database,
    ): Promise<{ legs: LegRow[]; columns: Record<string, unknown> }> {
      const values: unknown[] = [];
      const param: StatementParam = (value, cast) => {
        values.push(value);
        return `$${values.length}::${cast}`;
      };
      const user = param(bet.userId, 'integer');
      const stake = param(bet.stakeMinor.toString(), 'bigint');
      const potential = param(bet.potentialPayoutMinor.toString(), 'bigint');
      const cap = param(bet.marketLiabilityCapMinor.toString(), 'bigint');
      const count = param(bet.selections.length, 'integer');
      const at = param(bet.createdAt.toISOString(), 'timestamptz');
      const head = `input as (
        select t.outcome_id, t.odds, t.ord
        from unnest(${param(`{${bet.selections.map((s) => s.outcomeId).join(',')}}`, 'integer[]')},
          ${param(`{${bet.selections.map((s) => s.odds.toString()).join(',')}}`, 'bigint[]')})
          with ordinality as t(outcome_id, odds, ord)),
      slip as (
        select i.ord, x.*
        from input i
        cross join lateral (
          select o.id as outcome_id, o.odds, o.key as outcome_key, m.id as market_id,
            m.key as market_key, m.type as market_type, m.specifiers, e.id as event_id, e.live,
            e.home_name, e.away_name
          from sb_outcomes o
          join sb_markets m on m.id = o.market_id and m.status = 'active'
          join sb_events e on e.id = m.event_id and e.status in ('not_started', 'live')
          where o.id = i.outcome_id and o.odds = i.odds and o.active
          -- One row at most: keeps this a lookup per slip line, whatever the plan thinks of the tables.
          limit 1) x
        where not (x.live and ${param(bet.liveDelayMs, 'integer')} > 0))`;
      const extra = await parts(param, {
        userIdSql: user,
        stakeSql: stake,
        written: 'exists (select 1 from bet)',
      });
      const text = `with ${head},
      gate as (
        select 1 as ok
        where (select count(*) from slip) = ${count}
          and (select count(distinct event_id) from slip) = ${count}
          and (${extra.gate})
          and not exists (
            select 1 from slip s
            where ${cap} > 0 and (
              select coalesce(sum(d.amount_minor), 0)
              from sportsbook_liability d where d.outcome_id = s.outcome_id
            ) + ${potential} > ${cap})),
      bet as (
        insert into sportsbook_bets (id, user_id, kind, stake_minor, total_odds,
          potential_payout_minor, display_currency, display_rate, odds_policy, idempotency_key,
          request_hash, created_at)
        select ${param(bet.id.toString(), 'bigint')}, ${user}, ${param(bet.kind, 'text')}, ${stake},
          ${param(bet.totalOdds.toString(), 'bigint')}, ${potential},
          ${param(bet.displayCurrency, 'text')}, ${param(JSON.stringify(bet.displayRate), 'jsonb')},
          ${param(bet.oddsPolicy, 'text')}, ${param(bet.idempotencyKey, 'text')},
          ${param(bet.requestHash, 'text')}, ${at}
        from gate
        returning id),
      legs as (
        insert into sportsbook_bet_legs (bet_id, outcome_id, market_id, event_id, odds, live,
          event_name, market_name, outcome_name, market_type, specifiers, outcome_key, home_name,
          away_name, created_at)
        select b.id, s.outcome_id, s.market_id, s.event_id, s.odds, s.live,
          s.home_name || ' – ' || s.away_name, s.market_key, s.outcome_key, s.market_type,
          s.specifiers, s.outcome_key, s.home_name, s.away_name, ${at}
        from bet b cross join slip s
        order by s.ord
        returning id, outcome_id, market_id, event_id, odds, live, event_name, market_name,
          outcome_name, market_type, specifiers, outcome_key, home_name, away_name),
      liability_added as (
        insert into sportsbook_liability (outcome_id, amount_minor)
        select outcome_id, ${potential} from legs),
      ${extra.ctes}
      select 1 / ((select count(*) from legs) = ${count} and ${extra.complete})::int as ok,
        (select json_agg(json_build_array(l.id::text, l.outcome_id, l.market_id, l.event_id,
          l.odds::text, l.live, l.event_name, l.market_name, l.outcome_name, l.market_type,
          l.specifiers, l.outcome_key, l.home_name, l.away_name) order by l.id) from legs l) as legs,
        ${extra.columns}`;
      let rows: Array<Record<string, unknown>>;
      try {
        // Named, and planned once per connection with a generic plan (prepareOneStatementBet sets
        // plan_cache_mode for the transaction): planning it cost more than running it. The plan
        // cannot go wrong with the tables' statistics: the slip is looked up line by line, and
        // the liability is a few rows per outcome (bench:sportsbook-bets at 60 and 1,000 events:
        // 273 bets/s, against 172–201 planned for each bet).
        rows = await runPrepared<Record<string, unknown>>(tx, {
          name: statementName('sb_bet', text),
          text,
          params: values,
        });
      } catch (error) {
        const state = sqlStateOf(error);
        if (state && REFUSED.has(state)) throw new OneStatementRefused(state);
        throw error;
      }
      const row = rows[0];
      if (!row) throw new OneStatementRefused('no row');
      const listed = (typeof row.legs === 'string' ? JSON.parse(row.legs) : row.legs) as Array<
        [
          string,
          number,
          number,
          number,
          string,
          boolean,
          string,
          string,
          string,
          MarketType,
          Record<string, string>,
          OutcomeKey,
          string,
          string,
        ]
      >;
      const legs: LegRow[] = listed.map((leg) => ({
        id: BigInt(leg[0]),
        betId: bet.id,
        outcomeId: leg[1],
        marketId: leg[2],
        eventId: leg[3],
        odds: BigInt(leg[4]),
        live: leg[5],
        eventName: leg[6],
        marketName: leg[7],
        outcomeName: leg[8],
        marketType: leg[9],
        specifiers: leg[10],
        outcomeKey: leg[11],
        homeName: leg[12],
        awayName: leg[13],
        result: null,
        cancelled: false,
        createdAt: bet.createdAt,
      }));
      return { legs, columns: row };
    },

    /**
     * The outcomes a slip names with their market and event. `lock`: FOR SHARE on the markets, so
     * a bet_stop or a settlement the feed commits meanwhile waits for this bet (and sees it).
     */
    async outcomesForBet(
      outcomeIds: number[],
      executor: Database = db,
      lock = false,
    ): Promise<OutcomeForBet[]> {
      if (outcomeIds.length === 0) return [];
      const query = executor
        .select({
          outcomeId: sbOutcomes.id,
          odds: sbOutcomes.odds,
          outcomeActive: sbOutcomes.active,
          outcomeKey: sbOutcomes.key,
          marketId: sbMarkets.id,
          marketKey: sbMarkets.key,
          marketType: sbMarkets.type,
          specifiers: sbMarkets.specifiers,
          marketStatus: sbMarkets.status,
          marketStoppedAt: sbMarkets.stoppedAt,
          eventId: sbEvents.id,
          eventStatus: sbEvents.status,
          live: sbEvents.live,
          homeName: sbEvents.homeName,
          awayName: sbEvents.awayName,
          startsAt: sbEvents.startsAt,
        })
        .from(sbOutcomes)
        .innerJoin(sbMarkets, eq(sbMarkets.id, sbOutcomes.marketId))
        .innerJoin(sbEvents, eq(sbEvents.id, sbMarkets.eventId))
        .where(inArray(sbOutcomes.id, outcomeIds))
        .orderBy(asc(sbMarkets.id));
      return lock ? query.for('share', { of: sbMarkets }) : query;
    },

    /** Serialises bets on these markets (liability cap) until the caller's transaction ends. */
    async lockMarketsForLiability(marketIds: number[], executor: Database): Promise<void> {
      const ids = [...new Set(marketIds)].sort((a, b) => a - b);
      if (ids.length === 0) return;
      // One round trip; the subquery hands the ids over in ascending order, the one order every
      // bet locks them in, so two bets cannot deadlock.
      await executor.execute(sql`
        select count(pg_advisory_xact_lock(7305811, s.id))
        from (select unnest(${`{${ids.join(',')}}`}::integer[]) as id order by 1) as s`);
    },

    /**
     * Potential payouts of open bets per outcome (house minor units): what the house pays if that
     * outcome wins (a multi counts fully on each of its legs).
     */
    async liabilityByOutcome(outcomeIds: number[], executor: Database = db) {
      if (outcomeIds.length === 0) return new Map<number, bigint>();
      const rows = await executor
        .select({
          outcomeId: sportsbookLiability.outcomeId,
          total: sql<string>`sum(${sportsbookLiability.amountMinor})::text`,
        })
        .from(sportsbookLiability)
        .where(inArray(sportsbookLiability.outcomeId, outcomeIds))
        .groupBy(sportsbookLiability.outcomeId);
      return new Map(rows.map((row) => [row.outcomeId, BigInt(row.total)]));
    },

    /**
     * Replaces each outcome's liability rows with one row of their sum (none when it is 0) and
     * answers how many such rows it wrote. Rows written meanwhile are not in its snapshot and
     * stay; two folds at once delete each row once.
     */
    async foldLiability(executor: Database = db): Promise<number> {
      const result = await executor.execute(sql`
        with folded as (
          delete from sportsbook_liability
          where outcome_id in (
            select outcome_id from sportsbook_liability group by outcome_id
            having count(*) > 1 or sum(amount_minor) = 0)
          returning outcome_id, amount_minor)
        insert into sportsbook_liability (outcome_id, amount_minor)
        select outcome_id, sum(amount_minor) from folded
        group by outcome_id having sum(amount_minor) <> 0
        returning outcome_id`);
      return (result as unknown as { rows: unknown[] }).rows.length;
    },

    async insertBet(bet: NewBet, legs: NewLeg[], executor: Database): Promise<BetWithLegs> {
      const [row] = await executor.insert(sportsBets).values(bet).returning();
      if (!row) throw new Error('bet insert returned nothing');
      const legRows = await executor
        .insert(sportsBetLegs)
        .values(legs.map((leg) => ({ ...leg, betId: row.id })))
        .returning();
      await addLiability(legRows, row.potentialPayoutMinor, executor);
      return { ...row, legs: legRows };
    },

    async betByKey(userId: number, key: string, executor: Database = db) {
      const [row] = await executor
        .select()
        .from(sportsBets)
        .where(and(eq(sportsBets.userId, userId), eq(sportsBets.idempotencyKey, key)));
      return row ? (await withLegs([row], executor))[0] : undefined;
    },

    async betOfUser(userId: number, betId: bigint, executor: Database = db, lock = false) {
      const query = executor
        .select()
        .from(sportsBets)
        .where(and(eq(sportsBets.userId, userId), eq(sportsBets.id, betId)));
      const [row] = lock ? await query.for('update') : await query;
      return row ? (await withLegs([row], executor))[0] : undefined;
    },

    async betsOfUser(
      userId: number,
      filter: BetListFilter,
      page: { offset: number; limit: number },
    ): Promise<{ rows: BetWithLegs[]; total: number }> {
      const where = and(eq(sportsBets.userId, userId), statusWhere(filter));
      return pageOfBets(where, page);
    },

    /** Every bet with a leg on this market, locked in id order, with all its legs. */
    async lockBetsOfMarket(marketId: number, executor: Database): Promise<BetWithLegs[]> {
      const rows = await executor
        .select()
        .from(sportsBets)
        .where(
          inArray(
            sportsBets.id,
            executor
              .select({ id: sportsBetLegs.betId })
              .from(sportsBetLegs)
              .where(eq(sportsBetLegs.marketId, marketId)),
          ),
        )
        .orderBy(asc(sportsBets.id))
        .for('update');
      return withLegs(rows, executor);
    },

    /** Copies the feed's results of this market's outcomes onto the legs that back them. */
    async copyResults(marketId: number, executor: Database): Promise<void> {
      await executor.execute(sql`
        update sportsbook_bet_legs l
           set result = case when o.result is null then null else jsonb_build_object(
                 'result', o.result, 'voidFactor', o.void_factor, 'deadHeatFactor', o.dead_heat_factor) end
          from sb_outcomes o
         where o.id = l.outcome_id and l.market_id = ${marketId}`);
    },

    async clearResults(marketId: number, executor: Database): Promise<void> {
      await executor
        .update(sportsBetLegs)
        .set({ result: null })
        .where(eq(sportsBetLegs.marketId, marketId));
    },

    /**
     * bet_cancel (cancelled true) or its rollback (false): legs on the market of bets placed in
     * [from, to) (either end open) are void, or count again.
     */
    async setCancelled(
      marketId: number,
      cancelled: boolean,
      window: { from?: Date | null; to?: Date | null },
      executor: Database,
    ): Promise<void> {
      const inWindow = and(
        window.from ? gte(sportsBetLegs.createdAt, window.from) : undefined,
        window.to ? lt(sportsBetLegs.createdAt, window.to) : undefined,
      );
      await executor
        .update(sportsBetLegs)
        .set({ cancelled })
        .where(and(eq(sportsBetLegs.marketId, marketId), inWindow));
    },

    /**
     * Writes a change of a locked bet (`bet` as it is before the change). A bet that stops being
     * open takes its potential payout off its outcomes' liability; one that opens again adds it.
     */
    async updateBet(
      bet: BetWithLegs,
      patch: Partial<Pick<BetRow, 'status' | 'payoutMinor' | 'settlementVersion' | 'settledAt'>>,
      executor: Database,
    ): Promise<void> {
      await executor.update(sportsBets).set(patch).where(eq(sportsBets.id, bet.id));
      const wasOpen = bet.status === 'open';
      const isOpen = (patch.status ?? bet.status) === 'open';
      if (wasOpen !== isOpen)
        await addLiability(
          bet.legs,
          isOpen ? bet.potentialPayoutMinor : -bet.potentialPayoutMinor,
          executor,
        );
    },

    /**
     * What placing a bet reads before its transaction, in one round trip: the limits row, the
     * player's display currency and odds policy, and the id of a bet placed already under this
     * idempotency key. `found: false` when the operator has never saved limits (the caller reads
     * the rest alone).
     */
    async placeContext(
      userId: number,
      idempotencyKey: string,
    ): Promise<
      | {
          found: true;
          limits: LimitsRow;
          currency: string | null;
          oddsPolicy: OddsPolicy | null;
          replayId: bigint | null;
        }
      | { found: false }
    > {
      const [row] = await placeContextQuery.execute({ userId, idempotencyKey });
      if (!row) return { found: false };
      return {
        found: true,
        limits: row.limits,
        currency: row.currency,
        oddsPolicy: row.oddsPolicy,
        replayId: row.replayId === null ? null : BigInt(row.replayId),
      };
    },

    async limits(executor: Database = db): Promise<LimitsRow | undefined> {
      const [row] = await executor
        .select()
        .from(sportsbookLimits)
        .where(eq(sportsbookLimits.id, 1));
      return row;
    },

    async saveLimits(
      values: Omit<LimitsRow, 'id' | 'updatedAt'>,
      at: Date,
      executor: Database = db,
    ): Promise<LimitsRow> {
      const [row] = await executor
        .insert(sportsbookLimits)
        .values({ id: 1, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: sportsbookLimits.id, set: { ...values, updatedAt: at } })
        .returning();
      if (!row) throw new Error('limits upsert returned nothing');
      return row;
    },

    async insertLimitsIfNone(values: Omit<LimitsRow, 'id' | 'updatedAt'>): Promise<void> {
      await db
        .insert(sportsbookLimits)
        .values({ id: 1, ...values })
        .onConflictDoNothing();
    },

    async preferences(userId: number) {
      const [row] = await db
        .select()
        .from(sportsbookPreferences)
        .where(eq(sportsbookPreferences.userId, userId));
      return row;
    },

    async savePreferences(row: typeof sportsbookPreferences.$inferInsert) {
      const { userId: _userId, ...set } = row;
      await db
        .insert(sportsbookPreferences)
        .values(row)
        .onConflictDoUpdate({ target: sportsbookPreferences.userId, set });
    },

    async insertOffer(offer: typeof sportsCashOutOffers.$inferInsert): Promise<void> {
      await db.insert(sportsCashOutOffers).values(offer);
    },

    /** Takes an offer once (deletes it); undefined when unknown, another's, or taken already. */
    async takeOffer(userId: number, betId: bigint, offerId: string, executor: Database) {
      const [row] = await executor
        .delete(sportsCashOutOffers)
        .where(
          and(
            eq(sportsCashOutOffers.id, offerId),
            eq(sportsCashOutOffers.userId, userId),
            eq(sportsCashOutOffers.betId, betId),
          ),
        )
        .returning();
      return row;
    },

    async insertDebt(debt: typeof sportsSettlementDebts.$inferInsert, executor: Database) {
      await executor.insert(sportsSettlementDebts).values(debt).onConflictDoNothing();
    },

    async openDebtOf(betId: bigint, executor: Database): Promise<DebtRow[]> {
      return executor
        .select()
        .from(sportsSettlementDebts)
        .where(
          and(eq(sportsSettlementDebts.betId, betId), isNull(sportsSettlementDebts.resolvedAt)),
        )
        .for('update');
    },

    async resolveDebts(ids: bigint[], at: Date, executor: Database): Promise<void> {
      if (ids.length === 0) return;
      await executor
        .update(sportsSettlementDebts)
        .set({ resolvedAt: at })
        .where(inArray(sportsSettlementDebts.id, ids));
    },

    async openDebts(page: { offset: number; limit: number }) {
      const where = isNull(sportsSettlementDebts.resolvedAt);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(sportsSettlementDebts)
          .where(where)
          .orderBy(desc(sportsSettlementDebts.id))
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(sportsSettlementDebts)
          .where(where),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    // ---------- operator ----------

    async searchEvents(
      query: { q?: string; status?: 'live' | 'prematch' | 'ended' },
      page: { offset: number; limit: number },
    ) {
      const words = query.q?.trim();
      const where = and(
        words
          ? or(
              ilike(sbEvents.homeName, `%${escapeLike(words)}%`),
              ilike(sbEvents.awayName, `%${escapeLike(words)}%`),
            )
          : undefined,
        query.status === 'live' ? eq(sbEvents.live, true) : undefined,
        query.status === 'prematch' ? eq(sbEvents.status, 'not_started') : undefined,
        query.status === 'ended'
          ? inArray(sbEvents.status, ['ended', 'closed', 'cancelled'])
          : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: sbEvents.id,
            homeName: sbEvents.homeName,
            awayName: sbEvents.awayName,
            startsAt: sbEvents.startsAt,
            status: sbEvents.status,
            live: sbEvents.live,
          })
          .from(sbEvents)
          .where(where)
          .orderBy(asc(sbEvents.startsAt), asc(sbEvents.id))
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(sbEvents)
          .where(where),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    async marketsOfEvent(eventId: number) {
      return db
        .select({
          id: sbMarkets.id,
          key: sbMarkets.key,
          status: sbMarkets.status,
          staffSuspended: sbMarkets.staffSuspended,
          settlementVersion: sbMarkets.settlementVersion,
        })
        .from(sbMarkets)
        .where(eq(sbMarkets.eventId, eventId))
        .orderBy(asc(sbMarkets.position), asc(sbMarkets.id));
    },

    async outcomesOfMarkets(marketIds: number[], executor: Database = db) {
      if (marketIds.length === 0) return [];
      return executor
        .select({
          id: sbOutcomes.id,
          marketId: sbOutcomes.marketId,
          key: sbOutcomes.key,
          odds: sbOutcomes.odds,
          active: sbOutcomes.active,
          result: sbOutcomes.result,
          voidFactor: sbOutcomes.voidFactor,
          deadHeatFactor: sbOutcomes.deadHeatFactor,
        })
        .from(sbOutcomes)
        .where(inArray(sbOutcomes.marketId, marketIds))
        .orderBy(asc(sbOutcomes.id));
    },

    async eventExists(eventId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: sbEvents.id })
        .from(sbEvents)
        .where(eq(sbEvents.id, eventId));
      return Boolean(row);
    },

    async lockMarket(marketId: number, executor: Database) {
      const [row] = await executor
        .select()
        .from(sbMarkets)
        .where(eq(sbMarkets.id, marketId))
        .for('update');
      return row;
    },

    /**
     * Staff: suspend or resume a market that is still open (not settled or cancelled). A staff
     * suspension is flagged so the feed's next odds do not reopen it. A resume lifts only the staff
     * hold: the market returns to its feed status (a bet stop or a silent producer still holds it),
     * so staff never open betting the feed has stopped.
     */
    async setMarketStatus(
      marketId: number,
      status: 'active' | 'suspended',
      at: Date,
      executor: Database = db,
    ) {
      const [row] = await executor
        .update(sbMarkets)
        .set(
          status === 'suspended'
            ? {
                status: sql`case when ${sbMarkets.status} = 'active' then 'suspended' else ${sbMarkets.status} end`,
                staffSuspended: true,
                updatedAt: at,
                stoppedAt: sql`case when ${sbMarkets.status} = 'active' then ${at}::timestamptz else ${sbMarkets.stoppedAt} end`,
              }
            : {
                status: sql`case when ${sbMarkets.producerSuspended} then ${sbMarkets.status} else ${sbMarkets.feedStatus} end`,
                staffSuspended: false,
                updatedAt: at,
              },
        )
        .where(
          and(
            eq(sbMarkets.id, marketId),
            inArray(sbMarkets.status, ['active', 'suspended', 'deactivated']),
          ),
        )
        .returning({ id: sbMarkets.id, eventId: sbMarkets.eventId, status: sbMarkets.status });
      return row;
    },

    /** Staff settlement: writes results on the outcomes and the market's new status and version. */
    async writeManualResults(
      marketId: number,
      outcomes: Array<{
        outcomeId: number;
        result: 'won' | 'lost' | 'undecided' | null;
        voidFactor: string | null;
        deadHeatFactor: string | null;
      }>,
      status: 'settled' | 'cancelled',
      at: Date,
      executor: Database,
    ): Promise<number> {
      for (const outcome of outcomes)
        await executor
          .update(sbOutcomes)
          .set({
            result: outcome.result,
            voidFactor: outcome.voidFactor,
            deadHeatFactor: outcome.deadHeatFactor,
          })
          .where(and(eq(sbOutcomes.id, outcome.outcomeId), eq(sbOutcomes.marketId, marketId)));
      const [row] = await executor
        .update(sbMarkets)
        .set({
          status,
          feedStatus: status,
          staffSuspended: false,
          settlementVersion: sql`${sbMarkets.settlementVersion} + 1`,
          updatedAt: at,
        })
        .where(eq(sbMarkets.id, marketId))
        .returning({ version: sbMarkets.settlementVersion });
      return row?.version ?? 0;
    },

    async betsOfEvent(eventId: number, page: { offset: number; limit: number }) {
      const ids = db
        .selectDistinct({ id: sportsBetLegs.betId })
        .from(sportsBetLegs)
        .where(eq(sportsBetLegs.eventId, eventId));
      const where = inArray(sportsBets.id, ids);
      return pageOfBets(where, page);
    },

    /** Open bets' stakes and potential payouts per outcome of an event. */
    async liabilityOfEvent(eventId: number) {
      const rows = await db
        .select({
          outcomeId: sportsBetLegs.outcomeId,
          marketName: sportsBetLegs.marketName,
          outcomeName: sportsBetLegs.outcomeName,
          bets: sql<number>`count(*)::int`,
          stakes: sql<string>`coalesce(sum(${sportsBets.stakeMinor}), 0)::text`,
          liability: sql<string>`coalesce(sum(${sportsBets.potentialPayoutMinor}), 0)::text`,
        })
        .from(sportsBetLegs)
        .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
        .where(and(eq(sportsBetLegs.eventId, eventId), eq(sportsBets.status, 'open')))
        .groupBy(sportsBetLegs.outcomeId, sportsBetLegs.marketName, sportsBetLegs.outcomeName)
        .orderBy(asc(sportsBetLegs.outcomeId));
      const [totals] = await db
        .select({
          bets: sql<number>`count(*)::int`,
          stakes: sql<string>`coalesce(sum(${sportsBets.stakeMinor}), 0)::text`,
        })
        .from(sportsBets)
        .where(
          and(
            eq(sportsBets.status, 'open'),
            inArray(
              sportsBets.id,
              db
                .select({ id: sportsBetLegs.betId })
                .from(sportsBetLegs)
                .where(eq(sportsBetLegs.eventId, eventId)),
            ),
          ),
        );
      return { rows, bets: Number(totals?.bets ?? 0), stakes: BigInt(totals?.stakes ?? '0') };
    },
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export type BetsRepository = ReturnType<typeof betsRepository>;
