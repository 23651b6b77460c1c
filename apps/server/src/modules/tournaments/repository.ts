import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { tournamentBets, tournamentEntries, tournaments } from './schema';

export type TournamentRow = typeof tournaments.$inferSelect;
export type NewTournamentRow = typeof tournaments.$inferInsert;
export type EntryRow = typeof tournamentEntries.$inferSelect;

/** One bet to count in one tournament (the scoring consumer's unit). */
export interface CountedBet {
  tournamentId: number;
  betId: string;
  userId: number;
  stakeMinor: bigint;
  payoutMinor: bigint;
  multiplierE4: bigint;
  placedAt: Date;
}

/** Player-facing status windows, by the clock, of scheduled tournaments. */
export type ListWindow = 'active' | 'upcoming' | 'finished' | 'current';

/** The only place that runs SQL on the tournaments tables. Player reads are scoped by user id. */
export function tournamentsRepository(db: Database) {
  return {
    async insert(row: NewTournamentRow, tx: Database): Promise<TournamentRow> {
      const [created] = await tx.insert(tournaments).values(row).returning();
      return created!;
    },

    async update(id: number, patch: Partial<NewTournamentRow>, tx: Database) {
      const [updated] = await tx
        .update(tournaments)
        .set(patch)
        .where(eq(tournaments.id, id))
        .returning();
      return updated;
    },

    async find(id: number, executor: Database = db): Promise<TournamentRow | undefined> {
      const [row] = await executor.select().from(tournaments).where(eq(tournaments.id, id));
      return row;
    },

    async findForUpdate(id: number, tx: Database): Promise<TournamentRow | undefined> {
      const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
      return row;
    },

    /** Tournaments a player may see in a window (VIP-only ones only for VIPs), newest start first. */
    async list(input: {
      window?: ListWindow;
      includeVip: boolean;
      now: Date;
      offset: number;
      limit: number;
    }): Promise<{ rows: TournamentRow[]; total: number }> {
      const { now } = input;
      const windows = {
        active: and(
          eq(tournaments.status, 'scheduled'),
          lte(tournaments.startsAt, now),
          gt(tournaments.endsAt, now),
        ),
        upcoming: and(eq(tournaments.status, 'scheduled'), gt(tournaments.startsAt, now)),
        current: and(eq(tournaments.status, 'scheduled'), gt(tournaments.endsAt, now)),
        // Ended by the clock and awaiting the end job counts as finished for the player too.
        finished: or(
          eq(tournaments.status, 'finished'),
          and(eq(tournaments.status, 'scheduled'), lte(tournaments.endsAt, now)),
        ),
      };
      const where = and(
        input.window ? windows[input.window] : sql`${tournaments.status} <> 'cancelled'`,
        input.includeVip ? undefined : eq(tournaments.vipOnly, false),
      );
      const endingFirst = [asc(tournaments.endsAt), asc(tournaments.id)];
      const order =
        input.window === 'finished'
          ? [desc(tournaments.endsAt), desc(tournaments.id)]
          : input.window === 'current'
            ? [sql`${tournaments.startsAt} > ${now}`, ...endingFirst]
            : endingFirst;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(tournaments)
          .where(where)
          .orderBy(...order)
          .offset(input.offset)
          .limit(input.limit),
        db.select({ n: count() }).from(tournaments).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async listForStaff(offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db.select().from(tournaments).orderBy(desc(tournaments.id)).offset(offset).limit(limit),
        db.select({ n: count() }).from(tournaments),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Every scheduled tournament (the scoring consumer caches them briefly and filters by time). */
    async scheduled(): Promise<TournamentRow[]> {
      return db.select().from(tournaments).where(eq(tournaments.status, 'scheduled'));
    },

    /**
     * Locks (shared) the given tournaments that are still scheduled, in id order, and answers their
     * ids: the scoring transaction counts bets only into those. The end job's FOR UPDATE waits for
     * it, and once a tournament is finished no later relay (with a stale cache) adds to it.
     */
    async lockScheduled(ids: number[], tx: Database): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await tx
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(and(inArray(tournaments.id, ids), eq(tournaments.status, 'scheduled')))
        .orderBy(asc(tournaments.id))
        .for('share');
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Claims the running tournaments whose start nobody announced yet (one UPDATE: two ticks
     * never claim the same one) and answers them.
     */
    async claimStarted(now: Date): Promise<Array<{ id: number; vipOnly: boolean }>> {
      return db
        .update(tournaments)
        .set({ startAnnouncedAt: now })
        .where(
          and(
            eq(tournaments.status, 'scheduled'),
            lte(tournaments.startsAt, now),
            gt(tournaments.endsAt, now),
            isNull(tournaments.startAnnouncedAt),
          ),
        )
        .returning({ id: tournaments.id, vipOnly: tournaments.vipOnly });
    },

    /** Scheduled tournaments past their end: the end job's work. */
    async dueToFinish(now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(and(eq(tournaments.status, 'scheduled'), lte(tournaments.endsAt, now)))
        .orderBy(asc(tournaments.endsAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async playerCounts(ids: number[], executor: Database = db): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await executor
        .select({ id: tournamentEntries.tournamentId, n: count() })
        .from(tournamentEntries)
        .where(inArray(tournamentEntries.tournamentId, ids))
        .groupBy(tournamentEntries.tournamentId);
      return new Map(rows.map((row) => [row.id, row.n]));
    },

    async playersIn(id: number, tx: Database): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(tournamentEntries)
        .where(eq(tournamentEntries.tournamentId, id));
      return row?.n ?? 0;
    },

    /** Which of `ids` this player has an entry in. */
    async joinedOf(userId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: tournamentEntries.tournamentId })
        .from(tournamentEntries)
        .where(
          and(eq(tournamentEntries.userId, userId), inArray(tournamentEntries.tournamentId, ids)),
        );
      return new Set(rows.map((row) => row.id));
    },

    async entryOf(tournamentId: number, userId: number, executor: Database = db) {
      const [row] = await executor
        .select()
        .from(tournamentEntries)
        .where(
          and(
            eq(tournamentEntries.tournamentId, tournamentId),
            eq(tournamentEntries.userId, userId),
          ),
        );
      return row;
    },

    /** Inserts the entry; false when the player had joined already. */
    async join(
      entry: { tournamentId: number; userId: number; buyInMinor: bigint; at: Date },
      tx: Database,
    ): Promise<boolean> {
      const inserted = await tx
        .insert(tournamentEntries)
        .values({
          tournamentId: entry.tournamentId,
          userId: entry.userId,
          buyInMinor: entry.buyInMinor,
          joinedAt: entry.at,
        })
        .onConflictDoNothing()
        .returning({ userId: tournamentEntries.userId });
      return inserted.length > 0;
    },

    /**
     * The live order: score high to low, an equal score to whoever reached it first, then user id.
     * Only entries with a counted bet are ranked. A frozen board orders by final_rank.
     */
    async board(tournamentId: number, frozen: boolean, offset: number, limit: number) {
      const where = and(
        eq(tournamentEntries.tournamentId, tournamentId),
        frozen ? isNotNull(tournamentEntries.finalRank) : gt(tournamentEntries.bets, 0),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(tournamentEntries)
          .where(where)
          .orderBy(
            ...(frozen
              ? [asc(tournamentEntries.finalRank)]
              : [
                  desc(tournamentEntries.score),
                  asc(tournamentEntries.scoredAt),
                  asc(tournamentEntries.userId),
                ]),
          )
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(tournamentEntries).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The player's live rank (1-based), or null without a counted bet. */
    async liveRankOf(tournamentId: number, userId: number): Promise<number | null> {
      const result = await db.execute(sql`
        select 1 + (select count(*) from tournament_entries o
          where o.tournament_id = me.tournament_id and o.bets > 0
            and (o.score > me.score
              or (o.score = me.score and (o.scored_at < me.scored_at
                or (o.scored_at = me.scored_at and o.user_id < me.user_id))))) as rank
        from tournament_entries me
        where me.tournament_id = ${tournamentId} and me.user_id = ${userId} and me.bets > 0`);
      const row = (result as unknown as { rows: { rank: string | number }[] }).rows[0];
      return row ? Number(row.rank) : null;
    },

    /** Which (tournament, user) pairs have an entry, for opt-in tournaments. */
    async existingEntries(pairs: Array<{ tournamentId: number; userId: number }>) {
      if (pairs.length === 0) return new Set<string>();
      const tournamentIds = [...new Set(pairs.map((pair) => pair.tournamentId))];
      const userIds = [...new Set(pairs.map((pair) => pair.userId))];
      const rows = await db
        .select({ t: tournamentEntries.tournamentId, u: tournamentEntries.userId })
        .from(tournamentEntries)
        .where(
          and(
            inArray(tournamentEntries.tournamentId, tournamentIds),
            inArray(tournamentEntries.userId, userIds),
          ),
        );
      return new Set(rows.map((row) => `${row.t}:${row.u}`));
    },

    /** Records the bets; returns those not counted before (dedupe by tournament and bet id). */
    async insertBets(bets: CountedBet[], tx: Database): Promise<CountedBet[]> {
      if (bets.length === 0) return [];
      const inserted = await tx
        .insert(tournamentBets)
        .values(bets)
        .onConflictDoNothing()
        .returning({ tournamentId: tournamentBets.tournamentId, betId: tournamentBets.betId });
      const fresh = new Set(inserted.map((row) => `${row.tournamentId}:${row.betId}`));
      return bets.filter((bet) => fresh.has(`${bet.tournamentId}:${bet.betId}`));
    },

    /**
     * Adds score deltas in one statement, in (tournament, user) order so two relays never deadlock.
     * `best` rows take the greater score; others add. scored_at moves only when the score rose.
     */
    async addScores(
      deltas: Array<{
        tournamentId: number;
        userId: number;
        score: bigint;
        bets: number;
        best: boolean;
        at: Date;
      }>,
      tx: Database,
    ): Promise<void> {
      if (deltas.length === 0) return;
      const sorted = [...deltas].sort(
        (a, b) => a.tournamentId - b.tournamentId || a.userId - b.userId,
      );
      const values = sql.join(
        sorted.map(
          (d) =>
            sql`(${d.tournamentId}::int, ${d.userId}::int, ${d.score.toString()}::bigint, ${d.bets}::int, ${d.best}::boolean, ${d.at.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        insert into tournament_entries as e (tournament_id, user_id, score, bets, scored_at, created_at)
        select v.t, v.u, v.s, v.n, v.at, v.at from (values ${values}) as v(t, u, s, n, best, at)
        order by v.t, v.u
        on conflict (tournament_id, user_id) do update set
          bets = e.bets + excluded.bets,
          score = case when (select t.scoring from tournaments t where t.id = e.tournament_id) = 'best_multiplier'
            then greatest(e.score, excluded.score) else e.score + excluded.score end,
          scored_at = case
            when (select t.scoring from tournaments t where t.id = e.tournament_id) = 'best_multiplier'
              and excluded.score <= e.score and e.scored_at is not null then e.scored_at
            when excluded.score = 0 and e.scored_at is not null then e.scored_at
            else excluded.scored_at end`);
    },

    /** Freezes the board: final_rank for every entry with a counted bet, in the live order. */
    async freeze(tournamentId: number, tx: Database): Promise<void> {
      await tx.execute(sql`
        update tournament_entries e set final_rank = r.rank
        from (select user_id, row_number() over (order by score desc, scored_at asc, user_id asc) as rank
              from tournament_entries where tournament_id = ${tournamentId} and bets > 0) r
        where e.tournament_id = ${tournamentId} and e.user_id = r.user_id`);
    },

    async winners(tournamentId: number, maxRank: number, tx: Database): Promise<EntryRow[]> {
      return tx
        .select()
        .from(tournamentEntries)
        .where(
          and(
            eq(tournamentEntries.tournamentId, tournamentId),
            lte(tournamentEntries.finalRank, maxRank),
          ),
        )
        .orderBy(asc(tournamentEntries.finalRank));
    },

    async markPrizePaid(tournamentId: number, userId: number, at: Date, tx: Database) {
      await tx
        .update(tournamentEntries)
        .set({ prizePaidAt: at })
        .where(
          and(
            eq(tournamentEntries.tournamentId, tournamentId),
            eq(tournamentEntries.userId, userId),
          ),
        );
    },

    /** Entries with a buy-in not yet refunded, locked in user order. */
    async unrefunded(tournamentId: number, tx: Database): Promise<EntryRow[]> {
      return tx
        .select()
        .from(tournamentEntries)
        .where(
          and(
            eq(tournamentEntries.tournamentId, tournamentId),
            gt(tournamentEntries.buyInMinor, 0n),
            isNull(tournamentEntries.buyInRefundedAt),
          ),
        )
        .orderBy(asc(tournamentEntries.userId))
        .for('update');
    },

    async markRefunded(tournamentId: number, userId: number, at: Date, tx: Database) {
      await tx
        .update(tournamentEntries)
        .set({ buyInRefundedAt: at })
        .where(
          and(
            eq(tournamentEntries.tournamentId, tournamentId),
            eq(tournamentEntries.userId, userId),
          ),
        );
    },

    /** Every counted bet of a tournament (results, tests' recomputation). */
    async betsOf(tournamentId: number) {
      return db.select().from(tournamentBets).where(eq(tournamentBets.tournamentId, tournamentId));
    },
  };
}

export type TournamentsRepository = ReturnType<typeof tournamentsRepository>;
