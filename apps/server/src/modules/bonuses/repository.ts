import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { userBonuses } from './schema';

export type UserBonusRow = typeof userBonuses.$inferSelect;
export type NewUserBonusRow = typeof userBonuses.$inferInsert;

/** An active bonus as activeBonusesColumn reads it. */
export type ActiveBonusRow = Pick<
  UserBonusRow,
  'id' | 'title' | 'amountMinor' | 'wagerCurrentMinor' | 'wagerTotalMinor'
>;

/**
 * A column for another module's one-statement read or write (the originals' bet): the active
 * bonuses of the player `userIdSql` names (a parameter of that statement), oldest first, as JSON.
 * Read it back with activeBonusesFromColumn. Scoped by the player like every query here.
 */
export function activeBonusesColumn(userIdSql: string, name: string): string {
  return `(select coalesce(json_agg(json_build_array(b.id, b.title, b.amount_minor::text,
              b.wager_current_minor::text, b.wager_total_minor::text)
              order by b.created_at, b.id), '[]'::json)
            from user_bonuses b where b.user_id = ${userIdSql} and b.status = 'active') as ${name}`;
}

export function activeBonusesFromColumn(value: unknown): ActiveBonusRow[] {
  const listed = (typeof value === 'string' ? JSON.parse(value) : value) as Array<
    [string, string, string, string, string]
  >;
  if (!Array.isArray(listed)) throw new TypeError('not an active bonuses column');
  return listed.map(([id, title, amount, wagerCurrent, wagerTotal]) => ({
    id,
    title,
    amountMinor: BigInt(amount),
    wagerCurrentMinor: BigInt(wagerCurrent),
    wagerTotalMinor: BigInt(wagerTotal),
  }));
}

/** The only code that touches user_bonuses; every query is scoped by the player's id. */
export function bonusesRepository(db: Database) {
  const activeOf = (userId: number) =>
    and(eq(userBonuses.userId, userId), eq(userBonuses.status, 'active'));

  /** Read with every Balance (each bet's answer): a prepared statement. */
  const activeStatement = db
    .select()
    .from(userBonuses)
    .where(and(eq(userBonuses.userId, sql.placeholder('userId')), eq(userBonuses.status, 'active')))
    .orderBy(asc(userBonuses.createdAt), asc(userBonuses.id))
    .prepare('user_bonuses_active');

  return {
    async insert(row: NewUserBonusRow, executor: Database): Promise<UserBonusRow> {
      const [created] = await executor.insert(userBonuses).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    async listForUser(userId: number, executor: Database = db): Promise<UserBonusRow[]> {
      return executor
        .select()
        .from(userBonuses)
        .where(eq(userBonuses.userId, userId))
        .orderBy(desc(userBonuses.createdAt), desc(userBonuses.id));
    },

    async active(userId: number, executor: Database = db): Promise<UserBonusRow[]> {
      if (executor === db) return activeStatement.execute({ userId });
      return executor
        .select()
        .from(userBonuses)
        .where(activeOf(userId))
        .orderBy(asc(userBonuses.createdAt), asc(userBonuses.id));
    },

    async countActive(userId: number): Promise<number> {
      const [row] = await db.select({ total: count() }).from(userBonuses).where(activeOf(userId));
      return Number(row?.total ?? 0);
    },

    /** The active bonuses, oldest first, locked until the caller's transaction ends. */
    async activeForUpdate(userId: number, executor: Database): Promise<UserBonusRow[]> {
      return executor
        .select()
        .from(userBonuses)
        .where(activeOf(userId))
        .orderBy(asc(userBonuses.createdAt), asc(userBonuses.id))
        .for('update');
    },

    async markForfeited(
      userId: number,
      ids: string[],
      now: Date,
      executor: Database,
    ): Promise<void> {
      if (ids.length === 0) return;
      await executor
        .update(userBonuses)
        .set({ status: 'forfeited', endedAt: now })
        .where(and(activeOf(userId), inArray(userBonuses.id, ids)));
    },
  };
}
