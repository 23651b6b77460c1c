import { and, asc, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { rgBlocks, rgLimits, rgPlaySessions } from './schema';
import type { StoredLimit } from './rules';

export type RgBlockRow = typeof rgBlocks.$inferSelect;
export type RgPlaySessionRow = typeof rgPlaySessions.$inferSelect;

/**
 * SQL boolean for another module's one-statement stake: the player has no limit row and no block
 * in force at `nowSql` (what precheckStake answers `guarded: false` for, read in the statement
 * that stakes, so a limit or block committed before it is seen).
 */
export function unguardedStakeSql(userIdSql: string, nowSql: string): string {
  return `(not exists (select 1 from rg_limits l where l.user_id = ${userIdSql})
    and not exists (select 1 from rg_blocks b where b.user_id = ${userIdSql}
      and (b.ends_at is null or b.ends_at > ${nowSql})))`;
}

/** The only place that runs this module's SQL; every query is scoped by the player it serves. */
export function rgRepository(db: Database) {
  return {
    /**
     * The player's limits by key. `lock`: FOR UPDATE, in key order, so stakes of one player with
     * limits run one after the other (and a limit change waits for a stake in flight).
     */
    async limitsOf(
      userId: number,
      executor: Database = db,
      lock = false,
    ): Promise<Map<string, StoredLimit>> {
      const query = executor
        .select({
          key: rgLimits.key,
          value: rgLimits.value,
          pendingValue: rgLimits.pendingValue,
          pendingAt: rgLimits.pendingAt,
        })
        .from(rgLimits)
        .where(eq(rgLimits.userId, userId))
        .orderBy(asc(rgLimits.key));
      const rows = lock ? await query.for('update') : await query;
      return new Map(rows.map(({ key, ...limit }) => [key, limit]));
    },

    async saveLimit(
      userId: number,
      key: string,
      limit: StoredLimit,
      now: Date,
      tx: Database,
    ): Promise<void> {
      const values = { ...limit, updatedAt: now };
      await tx
        .insert(rgLimits)
        .values({ userId, key, ...values })
        .onConflictDoUpdate({ target: [rgLimits.userId, rgLimits.key], set: values });
    },

    /** The block in force at `now` that ends last (a permanent one first). */
    async activeBlock(userId: number, now: Date, executor: Database = db) {
      const rows = await executor
        .select()
        .from(rgBlocks)
        .where(
          and(eq(rgBlocks.userId, userId), or(isNull(rgBlocks.endsAt), gt(rgBlocks.endsAt, now))),
        );
      let last: RgBlockRow | null = null;
      for (const row of rows)
        if (
          !last ||
          row.endsAt === null ||
          (last.endsAt !== null && row.endsAt.getTime() > last.endsAt.getTime())
        )
          last = row;
      return last;
    },

    blocksOf(userId: number): Promise<RgBlockRow[]> {
      return db
        .select()
        .from(rgBlocks)
        .where(eq(rgBlocks.userId, userId))
        .orderBy(desc(rgBlocks.startedAt), desc(rgBlocks.id));
    },

    async insertBlock(
      row: { userId: number; kind: RgBlockRow['kind']; startedAt: Date; endsAt: Date | null },
      tx: Database,
    ): Promise<RgBlockRow> {
      const [inserted] = await tx.insert(rgBlocks).values(row).returning();
      if (!inserted) throw new Error('block insert returned nothing');
      return inserted;
    },

    async playSession(userId: number, executor: Database = db) {
      const [row] = await executor
        .select()
        .from(rgPlaySessions)
        .where(eq(rgPlaySessions.userId, userId));
      return row ?? null;
    },

    async savePlaySession(row: RgPlaySessionRow, tx: Database): Promise<void> {
      await tx
        .insert(rgPlaySessions)
        .values(row)
        .onConflictDoUpdate({
          target: rgPlaySessions.userId,
          set: { startedAt: row.startedAt, lastStakeAt: row.lastStakeAt },
        });
    },
  };
}

export type RgRepository = ReturnType<typeof rgRepository>;
