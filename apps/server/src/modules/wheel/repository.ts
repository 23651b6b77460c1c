import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  wheelAvailableNotices,
  wheelPrizes,
  wheelSeeds,
  wheelSettings,
  wheelSpins,
} from './schema';

export type WheelPrizeRow = typeof wheelPrizes.$inferSelect;
export type NewWheelPrizeRow = typeof wheelPrizes.$inferInsert;
export type WheelSpinRow = typeof wheelSpins.$inferSelect;
export type WheelSeedRow = typeof wheelSeeds.$inferSelect;

const SETTINGS_ID = 1;

/** The only place that runs the wheel's SQL; every player query is scoped by the user it serves. */
export function wheelRepository(db: Database) {
  return {
    prizes(executor: Database = db): Promise<WheelPrizeRow[]> {
      return executor.select().from(wheelPrizes).orderBy(asc(wheelPrizes.position));
    },

    async replacePrizes(rows: NewWheelPrizeRow[], tx: Database): Promise<void> {
      await tx.delete(wheelPrizes);
      if (rows.length > 0) await tx.insert(wheelPrizes).values(rows);
    },

    async settings(executor: Database = db): Promise<{ zeroDepositsMaySpin: boolean }> {
      const [row] = await executor
        .select({ zeroDepositsMaySpin: wheelSettings.zeroDepositsMaySpin })
        .from(wheelSettings)
        .where(eq(wheelSettings.id, SETTINGS_ID));
      return row ?? { zeroDepositsMaySpin: false };
    },

    async settingsForUpdate(tx: Database): Promise<{ zeroDepositsMaySpin: boolean }> {
      await tx.insert(wheelSettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
      const [row] = await tx
        .select({ zeroDepositsMaySpin: wheelSettings.zeroDepositsMaySpin })
        .from(wheelSettings)
        .where(eq(wheelSettings.id, SETTINGS_ID))
        .for('update');
      return row ?? { zeroDepositsMaySpin: false };
    },

    async updateSettings(
      values: { zeroDepositsMaySpin: boolean; updatedBy: number; updatedAt: Date },
      tx: Database,
    ): Promise<void> {
      await tx.update(wheelSettings).set(values).where(eq(wheelSettings.id, SETTINGS_ID));
    },

    /** The player's next-spin seed, created on first use (two racing creators keep one). */
    async seedOf(
      userId: number,
      fresh: { serverSeed: string; serverSeedHash: string },
      executor: Database = db,
    ): Promise<WheelSeedRow> {
      await executor
        .insert(wheelSeeds)
        .values({ userId, ...fresh })
        .onConflictDoNothing();
      const [row] = await executor.select().from(wheelSeeds).where(eq(wheelSeeds.userId, userId));
      if (!row) throw new Error('wheel seed vanished');
      return row;
    },

    /** Locks the player's seed row: parallel spins of one player queue here. */
    async lockSeed(userId: number, tx: Database): Promise<WheelSeedRow | undefined> {
      const [row] = await tx
        .select()
        .from(wheelSeeds)
        .where(eq(wheelSeeds.userId, userId))
        .for('update');
      return row;
    },

    async rotateSeed(
      userId: number,
      next: { serverSeed: string; serverSeedHash: string; nonce: number },
      tx: Database,
    ): Promise<void> {
      await tx.update(wheelSeeds).set(next).where(eq(wheelSeeds.userId, userId));
    },

    async spinOn(
      userId: number,
      day: string,
      executor: Database = db,
    ): Promise<WheelSpinRow | undefined> {
      const [row] = await executor
        .select()
        .from(wheelSpins)
        .where(and(eq(wheelSpins.userId, userId), eq(wheelSpins.spinDay, day)));
      return row;
    },

    async insertSpin(row: typeof wheelSpins.$inferInsert, tx: Database): Promise<WheelSpinRow> {
      const [created] = await tx.insert(wheelSpins).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    /**
     * Claims up to `limit` players to tell today that the wheel is ready: those who spun
     * yesterday, have not spun today and were not claimed today. One statement: a concurrent claim
     * of the same player conflicts on the key and returns nothing, so no player is claimed twice.
     */
    async claimAvailableNotices(
      today: string,
      yesterday: string,
      limit: number,
    ): Promise<number[]> {
      const result = (await db.execute(sql`
        insert into wheel_available_notices (day, user_id)
        select ${today}::date, s.user_id from wheel_spins s
        where s.spin_day = ${yesterday}::date
          and not exists (select 1 from wheel_spins t where t.user_id = s.user_id and t.spin_day = ${today}::date)
          and not exists (select 1 from wheel_available_notices n where n.day = ${today}::date and n.user_id = s.user_id)
        order by s.user_id
        limit ${limit}
        on conflict do nothing
        returning user_id`)) as unknown as { rows: Array<{ user_id: number }> };
      return result.rows.map((row) => Number(row.user_id));
    },

    /** Gives claims back (their push could not be queued), so a later tick tries them again. */
    async releaseAvailableNotices(day: string, userIds: number[]): Promise<void> {
      await db
        .delete(wheelAvailableNotices)
        .where(
          and(
            eq(wheelAvailableNotices.day, sql`${day}::date`),
            inArray(wheelAvailableNotices.userId, userIds),
          ),
        );
    },

    async forgetNoticesBefore(day: string): Promise<void> {
      await db
        .delete(wheelAvailableNotices)
        .where(lt(wheelAvailableNotices.day, sql`${day}::date`));
    },

    async countSpinsOn(day: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(wheelSpins)
        .where(eq(wheelSpins.spinDay, sql`${day}::date`));
      return row?.total ?? 0;
    },
  };
}

export type WheelRepository = ReturnType<typeof wheelRepository>;
