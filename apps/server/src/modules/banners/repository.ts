import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { banners } from './schema';

export type BannerRow = typeof banners.$inferSelect;
export type NewBannerRow = typeof banners.$inferInsert;
export type BannerChanges = Partial<Omit<NewBannerRow, 'id' | 'createdAt'>>;

/** The only code that touches banners (operator content; no player scope). */
export function bannersRepository(db: Database) {
  return {
    /** Active banners of a place whose time window contains `now`, in display order. */
    async listShowing(place: string, now: Date): Promise<BannerRow[]> {
      return db
        .select()
        .from(banners)
        .where(
          and(
            eq(banners.place, place),
            eq(banners.active, true),
            or(isNull(banners.startsAt), lte(banners.startsAt, now)),
            or(isNull(banners.endsAt), gt(banners.endsAt, now)),
          ),
        )
        .orderBy(asc(banners.sortOrder), asc(banners.id));
    },

    async listAll(place?: string): Promise<BannerRow[]> {
      return db
        .select()
        .from(banners)
        .where(place ? eq(banners.place, place) : undefined)
        .orderBy(asc(banners.place), asc(banners.sortOrder), asc(banners.id));
    },

    async findForUpdate(id: number, executor: Database): Promise<BannerRow | undefined> {
      const [row] = await executor.select().from(banners).where(eq(banners.id, id)).for('update');
      return row;
    },

    async insert(row: NewBannerRow, executor: Database = db): Promise<BannerRow> {
      const [saved] = await executor.insert(banners).values(row).returning();
      return saved!;
    },

    async update(id: number, changes: BannerChanges, executor: Database): Promise<BannerRow> {
      const [saved] = await executor
        .update(banners)
        .set(changes)
        .where(eq(banners.id, id))
        .returning();
      return saved!;
    },

    async delete(id: number, executor: Database): Promise<void> {
      await executor.delete(banners).where(eq(banners.id, id));
    },

    async countInPlace(place: string, executor: Database): Promise<number> {
      const [row] = await executor
        .select({ count: sql<number>`count(*)::int` })
        .from(banners)
        .where(eq(banners.place, place));
      return row?.count ?? 0;
    },

    /** Serialises the demo seed between processes booting at once (released at commit). */
    async lockSeed(executor: Database): Promise<void> {
      await executor.execute(
        sql`select pg_advisory_xact_lock(hashtext('wheelhouse:banners:seed'))`,
      );
    },
  };
}

export type BannersRepository = ReturnType<typeof bannersRepository>;
