import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminBuyOrdersQuery } from '@wheelhouse/contracts/admin-fiat-desk';
import type { Database } from '../../../platform/db/client';
import { orderOf } from '../../../platform/db/sort';
import { fiatOrders } from '../schema';

export type BuyOrderRow = typeof fiatOrders.$inferSelect;
export type NewBuyOrderRow = Omit<typeof fiatOrders.$inferInsert, 'side'>;
export type BuyOrderChange = Partial<
  Omit<typeof fiatOrders.$inferInsert, 'id' | 'side' | 'userId'>
>;
/** Statuses of a deposit (buy) order: cashier spec §4. */
export type BuyStatus =
  | 'waiting'
  | 'pay_external_invoice'
  | 'wait_for_confirmation'
  | 'timeouted'
  | 'pending'
  | 'declined'
  | 'disputed'
  | 'completed'
  | 'refund';

/** Waiting for the player's payment: the order shows its details and counts down. */
export const AWAITING_PAYMENT: BuyStatus[] = ['waiting', 'pay_external_invoice'];
/** Not finished yet: counts against the player's open-order limits. */
export const OPEN_BUY_STATUSES: BuyStatus[] = [
  'waiting',
  'pay_external_invoice',
  'wait_for_confirmation',
  'pending',
];

export interface BuyQueueFilter {
  status?: BuyStatus;
  methodId?: string;
  sort?: Pick<AdminBuyOrdersQuery, 'sort' | 'order'>;
  offset: number;
  limit: number;
}

/**
 * The buy (fiat deposit) side of `fiat_orders`; every query is scoped to side = 'buy', and the
 * player's reads by their user id. Status changes are compare-and-set on the current status
 * (UPDATE … WHERE status IN (…) RETURNING), so of two racing changes exactly one updates the row.
 * Functions that may run inside a caller's transaction take its `executor`.
 */
export function ordersRepository(db: Database) {
  const isBuy = eq(fiatOrders.side, 'buy');

  /** An order open against the limits at `now`: awaiting payment and unexpired, or paid. */
  function openAt(now: Date): SQL {
    return sql`(${fiatOrders.status} in ('wait_for_confirmation', 'pending') or (${fiatOrders.status} in ('waiting', 'pay_external_invoice') and ${fiatOrders.expiresAt} > ${now}))`;
  }

  return {
    async insert(row: NewBuyOrderRow, executor: Database): Promise<BuyOrderRow> {
      const [created] = await executor
        .insert(fiatOrders)
        .values({ ...row, side: 'buy' })
        .returning();
      if (!created) throw new Error('buy order insert returned nothing');
      return created;
    },

    /** Any player's buy order (the desk, processor callbacks, jobs). */
    async byId(id: string, executor: Database = db): Promise<BuyOrderRow | undefined> {
      const [row] = await executor
        .select()
        .from(fiatOrders)
        .where(and(eq(fiatOrders.id, id), isBuy))
        .limit(1);
      return row;
    },

    /** The player's own buy order; undefined for anyone else's. */
    async byIdOfUser(
      userId: number,
      id: string,
      executor: Database = db,
    ): Promise<BuyOrderRow | undefined> {
      const [row] = await executor
        .select()
        .from(fiatOrders)
        .where(and(eq(fiatOrders.id, id), eq(fiatOrders.userId, userId), isBuy))
        .limit(1);
      return row;
    },

    /** The buy order the external processor knows by `externalId`. */
    async byExternalId(externalId: string, executor: Database = db) {
      const [row] = await executor
        .select()
        .from(fiatOrders)
        .where(
          and(eq(fiatOrders.processor, 'external'), eq(fiatOrders.externalId, externalId), isBuy),
        )
        .limit(1);
      return row;
    },

    /**
     * Serialises the player's order creation until the caller's transaction ends, so two parallel
     * requests cannot both pass the open-order limits.
     */
    async lockPlayer(userId: number, executor: Database): Promise<void> {
      await executor.execute(
        sql`select pg_advisory_xact_lock(hashtext('wheelhouse:fiat-buy'), ${userId}::int)`,
      );
    },

    /** The player's newest order of the method still awaiting payment and not expired at `now`. */
    async notExpiredOfMethod(
      userId: number,
      methodId: string,
      now: Date,
      executor: Database = db,
    ): Promise<BuyOrderRow | undefined> {
      const [row] = await executor
        .select()
        .from(fiatOrders)
        .where(
          and(
            eq(fiatOrders.userId, userId),
            eq(fiatOrders.methodId, methodId),
            isBuy,
            inArray(fiatOrders.status, AWAITING_PAYMENT),
            gt(fiatOrders.expiresAt, now),
          ),
        )
        .orderBy(desc(fiatOrders.createdAt))
        .limit(1);
      return row;
    },

    /** How many of the player's buy orders are open at `now`, in all and of `methodId`. */
    async openCounts(
      userId: number,
      methodId: string,
      now: Date,
      executor: Database,
    ): Promise<{ total: number; ofMethod: number }> {
      const [row] = await executor
        .select({
          total: count(),
          ofMethod:
            sql<number>`count(*) filter (where ${fiatOrders.methodId} = ${methodId})`.mapWith(
              Number,
            ),
        })
        .from(fiatOrders)
        .where(and(eq(fiatOrders.userId, userId), isBuy, openAt(now)));
      return { total: row?.total ?? 0, ofMethod: row?.ofMethod ?? 0 };
    },

    /**
     * Moves `id` from one of `from` to `values`; undefined when it was in none of them (someone
     * else changed it first). `extra` narrows further (e.g. expired by now).
     */
    async transition(
      id: string,
      from: readonly BuyStatus[],
      values: BuyOrderChange,
      executor: Database,
      extra?: SQL,
    ): Promise<BuyOrderRow | undefined> {
      const [row] = await executor
        .update(fiatOrders)
        .set(values)
        .where(and(eq(fiatOrders.id, id), isBuy, inArray(fiatOrders.status, [...from]), extra))
        .returning();
      return row;
    },

    /** Ids of orders awaiting payment past their expiry, locked (others skip them) until commit. */
    async lockExpired(now: Date, limit: number, executor: Database): Promise<string[]> {
      const rows = await executor
        .select({ id: fiatOrders.id })
        .from(fiatOrders)
        .where(
          and(isBuy, inArray(fiatOrders.status, AWAITING_PAYMENT), lte(fiatOrders.expiresAt, now)),
        )
        .orderBy(asc(fiatOrders.expiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((row) => row.id);
    },

    /** The desk's queue: buy orders, newest first, with the total for paging. */
    async queue(
      filter: BuyQueueFilter,
      executor: Database = db,
    ): Promise<{ rows: BuyOrderRow[]; total: number }> {
      const where = and(
        isBuy,
        filter.status ? eq(fiatOrders.status, filter.status) : undefined,
        filter.methodId ? eq(fiatOrders.methodId, filter.methodId) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        executor
          .select()
          .from(fiatOrders)
          .where(where)
          .orderBy(
            ...orderOf(
              {
                createdAt: fiatOrders.createdAt,
                amount: fiatOrders.amountMinor,
                status: fiatOrders.status,
              },
              filter.sort ?? { sort: 'createdAt', order: 'desc' },
              fiatOrders.id,
            ),
          )
          .offset(filter.offset)
          .limit(filter.limit),
        executor.select({ total: count() }).from(fiatOrders).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
