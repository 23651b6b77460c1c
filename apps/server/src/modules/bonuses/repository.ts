import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { userBonuses } from '../../platform/db/schema';

export type UserBonusRow = typeof userBonuses.$inferSelect;
export type NewUserBonusRow = typeof userBonuses.$inferInsert;

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
