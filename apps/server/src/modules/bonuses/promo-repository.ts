import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { promoCodes, promoRedemptions } from './schema';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCodeRow = typeof promoCodes.$inferInsert;

/** Promo codes (staff data) and their redemptions (each scoped by the redeeming player). */
export function promoRepository(db: Database) {
  return {
    async byCode(code: string, executor: Database = db): Promise<PromoCodeRow | null> {
      const [row] = await executor.select().from(promoCodes).where(eq(promoCodes.code, code));
      return row ?? null;
    },

    async all(): Promise<PromoCodeRow[]> {
      return db.select().from(promoCodes).orderBy(asc(promoCodes.id));
    },

    /** null when the code exists already. */
    async insert(row: NewPromoCodeRow, executor: Database): Promise<PromoCodeRow | null> {
      const [created] = await executor
        .insert(promoCodes)
        .values(row)
        .onConflictDoNothing({ target: promoCodes.code })
        .returning();
      return created ?? null;
    },

    async byId(id: number, executor: Database = db): Promise<PromoCodeRow | null> {
      const [row] = await executor.select().from(promoCodes).where(eq(promoCodes.id, id));
      return row ?? null;
    },

    /** Locks the code's row, so a change and a redemption do not interleave. */
    async lockById(id: number, executor: Database): Promise<PromoCodeRow | null> {
      const [row] = await executor
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.id, id))
        .for('update');
      return row ?? null;
    },

    async update(
      id: number,
      change: Partial<NewPromoCodeRow>,
      executor: Database,
    ): Promise<PromoCodeRow | null> {
      const [row] = await executor
        .update(promoCodes)
        .set(change)
        .where(eq(promoCodes.id, id))
        .returning();
      return row ?? null;
    },

    /** Takes one use: one conditional UPDATE, so the last use goes to exactly one caller. */
    async takeUse(id: number, executor: Database): Promise<boolean> {
      const rows = await executor
        .update(promoCodes)
        .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
        .where(and(eq(promoCodes.id, id), lt(promoCodes.redemptions, promoCodes.maxRedemptions)))
        .returning({ id: promoCodes.id });
      return rows.length === 1;
    },

    async redeemedBy(userId: number, promoCodeId: number, executor: Database = db) {
      const [row] = await executor
        .select()
        .from(promoRedemptions)
        .where(
          and(eq(promoRedemptions.userId, userId), eq(promoRedemptions.promoCodeId, promoCodeId)),
        );
      return row ?? null;
    },

    /** false when the player redeemed the code before (the unique index). */
    async recordRedemption(
      row: typeof promoRedemptions.$inferInsert,
      executor: Database,
    ): Promise<boolean> {
      const inserted = await executor
        .insert(promoRedemptions)
        .values(row)
        .onConflictDoNothing()
        .returning({ userId: promoRedemptions.userId });
      return inserted.length === 1;
    },
  };
}
