import { and, asc, count, desc, eq, gte, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { fiatOrders } from '../schema';

export type FiatOrderRow = typeof fiatOrders.$inferSelect;
export type NewFiatSellRow = Omit<typeof fiatOrders.$inferInsert, 'side'>;
/** Statuses a sell order moves through (contracts admin-fiat-sell FIAT_SELL_STATUSES). */
export type SellStatus = 'pending' | 'processing' | 'completed' | 'declined' | 'cancelled';

/**
 * The sell (fiat withdrawal) side of `fiat_orders`; every query is scoped to side = 'sell', and
 * the player's reads by their user id. Status changes are compare-and-set on the current status,
 * so of two racing changes (desk pays, desk declines, the player cancels) exactly one updates the
 * row and the others see nothing to change.
 */
export function sellRepository(db: Database) {
  const isSell = eq(fiatOrders.side, 'sell');

  /** Moves `id` from one of `from` to the new values; undefined when it was in none of them. */
  async function transition(
    id: string,
    from: SellStatus[],
    values: Partial<typeof fiatOrders.$inferInsert>,
    executor: Database,
  ): Promise<FiatOrderRow | undefined> {
    const [row] = await executor
      .update(fiatOrders)
      .set(values)
      .where(and(eq(fiatOrders.id, id), isSell, inArray(fiatOrders.status, from)))
      .returning();
    return row;
  }

  return {
    async insert(row: NewFiatSellRow, executor: Database): Promise<FiatOrderRow> {
      const [created] = await executor
        .insert(fiatOrders)
        .values({ ...row, side: 'sell' })
        .returning();
      if (!created) throw new Error('sell order insert returned nothing');
      return created;
    },

    /** Any player's sell, for the desk. */
    async byId(id: string, executor: Database = db): Promise<FiatOrderRow | undefined> {
      const [row] = await executor
        .select()
        .from(fiatOrders)
        .where(and(eq(fiatOrders.id, id), isSell))
        .limit(1);
      return row;
    },

    /** The player's own sell; undefined for anyone else's. */
    async byIdOfUser(
      userId: number,
      id: string,
      executor: Database = db,
    ): Promise<FiatOrderRow | undefined> {
      const [row] = await executor
        .select()
        .from(fiatOrders)
        .where(and(eq(fiatOrders.id, id), eq(fiatOrders.userId, userId), isSell))
        .limit(1);
      return row;
    },

    /**
     * House-currency amount the player's sells created since `since` hold or paid (cancelled and
     * declined ones no longer count): the fiat share of the daily withdrawal limit.
     */
    async heldSince(userId: number, since: Date, executor: Database = db): Promise<bigint> {
      const [row] = await executor
        .select({ total: sql<string>`coalesce(sum(${fiatOrders.holdMinor}), 0)::text` })
        .from(fiatOrders)
        .where(
          and(
            eq(fiatOrders.userId, userId),
            isSell,
            gte(fiatOrders.createdAt, since),
            notInArray(fiatOrders.status, ['cancelled', 'declined']),
          ),
        );
      return BigInt(row?.total ?? '0');
    },

    /**
     * The player's distinct payout detail sets for a method, most recently used first: from their
     * own sells that were not declined (a declined payout may have had wrong details).
     */
    async savedDetails(
      userId: number,
      methodId: string,
      limit: number,
    ): Promise<Record<string, string>[]> {
      const lastUsed = sql<Date>`max(${fiatOrders.createdAt})`;
      const rows = await db
        .select({ details: fiatOrders.details, lastUsed })
        .from(fiatOrders)
        .where(
          and(
            eq(fiatOrders.userId, userId),
            isSell,
            eq(fiatOrders.methodId, methodId),
            notInArray(fiatOrders.status, ['declined']),
          ),
        )
        .groupBy(fiatOrders.details)
        .orderBy(desc(lastUsed))
        .limit(limit);
      return rows.map((row) => row.details);
    },

    /** The desk's queue, oldest first, with optional status, method and player filters. */
    async page(query: {
      status?: SellStatus;
      methodId?: string;
      userId?: number;
      offset: number;
      limit: number;
    }): Promise<{ rows: FiatOrderRow[]; total: number }> {
      const where = and(
        isSell,
        query.status ? eq(fiatOrders.status, query.status) : undefined,
        query.methodId ? eq(fiatOrders.methodId, query.methodId) : undefined,
        query.userId !== undefined ? eq(fiatOrders.userId, query.userId) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(fiatOrders)
          .where(where)
          .orderBy(asc(fiatOrders.createdAt), asc(fiatOrders.id))
          .offset(query.offset)
          .limit(query.limit),
        db.select({ total: count() }).from(fiatOrders).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** The player's pending sell → cancelled; undefined when it is no longer pending. */
    async cancel(userId: number, id: string, now: Date, executor: Database) {
      const [row] = await executor
        .update(fiatOrders)
        .set({ status: 'cancelled', updatedAt: now })
        .where(
          and(
            eq(fiatOrders.id, id),
            eq(fiatOrders.userId, userId),
            isSell,
            eq(fiatOrders.status, 'pending'),
          ),
        )
        .returning();
      return row;
    },

    /** pending (desk payout) or processing (the processor's payout succeeded) → completed. */
    complete(
      id: string,
      from: SellStatus,
      change: { reference: string | null; reviewedBy?: number; now: Date },
      executor: Database,
    ) {
      return transition(
        id,
        [from],
        {
          status: 'completed',
          updatedAt: change.now,
          ...(change.reference !== null ? { externalId: change.reference } : {}),
          ...(change.reviewedBy !== undefined
            ? { reviewedBy: change.reviewedBy, reviewedAt: change.now }
            : {}),
        },
        executor,
      );
    },

    /** pending (desk decline) or processing (the processor's payout failed) → declined. */
    decline(
      id: string,
      from: SellStatus,
      change: { reason: string; reviewedBy?: number; now: Date },
      executor: Database,
    ) {
      return transition(
        id,
        [from],
        {
          status: 'declined',
          declineReason: change.reason,
          updatedAt: change.now,
          ...(change.reviewedBy !== undefined
            ? { reviewedBy: change.reviewedBy, reviewedAt: change.now }
            : {}),
        },
        executor,
      );
    },

    /** pending → processing: an external method's payout is being handed to the processor. */
    startPayout(id: string, change: { reviewedBy: number; now: Date }, executor: Database) {
      return transition(
        id,
        ['pending'],
        {
          status: 'processing',
          reviewedBy: change.reviewedBy,
          reviewedAt: change.now,
          updatedAt: change.now,
        },
        executor,
      );
    },

    /** Stores the processor's payout id on a processing sell that has none yet. */
    async setPayoutId(
      id: string,
      externalId: string,
      now: Date,
    ): Promise<FiatOrderRow | undefined> {
      const [row] = await db
        .update(fiatOrders)
        .set({ externalId, updatedAt: now })
        .where(
          and(
            eq(fiatOrders.id, id),
            isSell,
            eq(fiatOrders.status, 'processing'),
            isNull(fiatOrders.externalId),
          ),
        )
        .returning();
      return row;
    },
  };
}

export type SellRepository = ReturnType<typeof sellRepository>;
