import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { wheelPrizes, wheelSeeds, wheelSettings, wheelSpins } from './schema';

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

    /** Players who spun on `day`, by id after `afterUserId` (the wheel-available push pages). */
    async spinnersOn(day: string, afterUserId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ userId: wheelSpins.userId })
        .from(wheelSpins)
        .where(and(eq(wheelSpins.spinDay, sql`${day}::date`), gt(wheelSpins.userId, afterUserId)))
        .orderBy(asc(wheelSpins.userId))
        .limit(limit);
      return rows.map((row) => row.userId);
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
