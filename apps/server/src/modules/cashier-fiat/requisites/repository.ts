import { and, asc, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { fiatOrders, p2pRequisites } from '../schema';

export type RequisiteRow = typeof p2pRequisites.$inferSelect;
export type NewRequisiteRow = typeof p2pRequisites.$inferInsert;
export type RequisiteChange = Partial<Omit<NewRequisiteRow, 'id' | 'createdAt'>>;

/** Orders in these statuses do not use up a requisite's day (the money never came). */
const NOT_LOADING = ['declined', 'timeouted'];

/**
 * The only code that touches `p2p_requisites`: the desk's staff-owned payment details. They are
 * operator data, not a player's resource, so no query here is scoped by user.
 */
export function requisitesRepository(db: Database) {
  /** The day's load of each requisite: orders created on it since `dayStart` that may pay. */
  async function loadSince(ids: number[], dayStart: Date, executor: Database = db) {
    if (ids.length === 0) return new Map<number, bigint>();
    const rows = await executor
      .select({
        requisiteId: fiatOrders.requisiteId,
        total: sql<string>`coalesce(sum(${fiatOrders.amountMinor}), 0)::text`,
      })
      .from(fiatOrders)
      .where(
        and(
          inArray(fiatOrders.requisiteId, ids),
          eq(fiatOrders.side, 'buy'),
          gte(fiatOrders.createdAt, dayStart),
          notInArray(fiatOrders.status, NOT_LOADING),
        ),
      )
      .groupBy(fiatOrders.requisiteId);
    return new Map(rows.map((row) => [row.requisiteId as number, BigInt(row.total)]));
  }

  return {
    async list(methodId?: string, executor: Database = db): Promise<RequisiteRow[]> {
      return executor
        .select()
        .from(p2pRequisites)
        .where(methodId ? eq(p2pRequisites.methodId, methodId) : undefined)
        .orderBy(asc(p2pRequisites.methodId), asc(p2pRequisites.id));
    },

    async byId(id: number, executor: Database = db): Promise<RequisiteRow | undefined> {
      const [row] = await executor
        .select()
        .from(p2pRequisites)
        .where(eq(p2pRequisites.id, id))
        .limit(1);
      return row;
    },

    async byIds(ids: number[], executor: Database = db): Promise<RequisiteRow[]> {
      if (ids.length === 0) return [];
      return executor.select().from(p2pRequisites).where(inArray(p2pRequisites.id, ids));
    },

    async forUpdate(id: number, executor: Database): Promise<RequisiteRow | undefined> {
      const [row] = await executor
        .select()
        .from(p2pRequisites)
        .where(eq(p2pRequisites.id, id))
        .for('update')
        .limit(1);
      return row;
    },

    async insert(row: NewRequisiteRow, executor: Database): Promise<RequisiteRow> {
      const [created] = await executor.insert(p2pRequisites).values(row).returning();
      if (!created) throw new Error('requisite insert returned nothing');
      return created;
    },

    async update(
      id: number,
      change: RequisiteChange,
      executor: Database,
    ): Promise<RequisiteRow | undefined> {
      const [updated] = await executor
        .update(p2pRequisites)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(p2pRequisites.id, id))
        .returning();
      return updated;
    },

    loadSince,

    /**
     * Picks the requisite for a new order of `amountMinor` on `methodId`: active, its per-order
     * limits fit, and its load since `dayStart` plus the amount stays within its daily limit;
     * least loaded first (ties by id). The candidates are locked (in id order, so two creators
     * cannot deadlock) until the caller's transaction ends: two orders racing for the last
     * capacity of a requisite are counted one after the other. Undefined when none has room.
     */
    async assign(
      methodId: string,
      amountMinor: bigint,
      dayStart: Date,
      executor: Database,
    ): Promise<RequisiteRow | undefined> {
      const candidates = await executor
        .select()
        .from(p2pRequisites)
        .where(
          and(
            eq(p2pRequisites.methodId, methodId),
            eq(p2pRequisites.active, true),
            lte(p2pRequisites.minMinor, amountMinor),
            gte(p2pRequisites.maxMinor, amountMinor),
          ),
        )
        .orderBy(asc(p2pRequisites.id))
        .for('update');
      const load = await loadSince(
        candidates.map((row) => row.id),
        dayStart,
        executor,
      );
      const fitting = candidates
        .map((row) => ({ row, used: load.get(row.id) ?? 0n }))
        .filter(({ row, used }) => used + amountMinor <= row.dailyLimitMinor)
        .sort((a, b) => (a.used < b.used ? -1 : a.used > b.used ? 1 : a.row.id - b.row.id));
      return fitting[0]?.row;
    },
  };
}

export type RequisitesRepository = ReturnType<typeof requisitesRepository>;
