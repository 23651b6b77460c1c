import { and, asc, count, eq, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { fiatDisputes } from '../schema';

export type DisputeRow = typeof fiatDisputes.$inferSelect;
export type NewDisputeRow = Omit<typeof fiatDisputes.$inferInsert, 'id' | 'status'>;
export type DisputeStatus = DisputeRow['status'];

export interface DisputesFilter {
  status?: DisputeStatus;
  orderId?: string;
  offset: number;
  limit: number;
}

/**
 * `fiat_disputes`. The player's reads are scoped by their user id; staff read any. One open
 * dispute per order is the partial unique index's (`fiat_disputes_one_open_key`), so a double
 * submit inserts one row; a resolution is a compare-and-set from `open`, so of two racing
 * resolutions exactly one changes the row.
 */
export function disputesRepository(db: Database) {
  return {
    /** The new open dispute; undefined when the order already has an open one. */
    async insertOpen(row: NewDisputeRow, executor: Database): Promise<DisputeRow | undefined> {
      const [created] = await executor
        .insert(fiatDisputes)
        .values({ ...row, status: 'open' })
        .onConflictDoNothing()
        .returning();
      return created;
    },

    /** The player's open dispute on their order. */
    async openOfUserOrder(
      userId: number,
      orderId: string,
      executor: Database = db,
    ): Promise<DisputeRow | undefined> {
      const [row] = await executor
        .select()
        .from(fiatDisputes)
        .where(
          and(
            eq(fiatDisputes.orderId, orderId),
            eq(fiatDisputes.userId, userId),
            eq(fiatDisputes.status, 'open'),
          ),
        )
        .limit(1);
      return row;
    },

    /** Whether the player's order already had a dispute that staff resolved. */
    async resolvedExistsOfUserOrder(
      userId: number,
      orderId: string,
      executor: Database = db,
    ): Promise<boolean> {
      const [row] = await executor
        .select({ id: fiatDisputes.id })
        .from(fiatDisputes)
        .where(
          and(
            eq(fiatDisputes.orderId, orderId),
            eq(fiatDisputes.userId, userId),
            ne(fiatDisputes.status, 'open'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Any dispute (staff). */
    async byId(id: number, executor: Database = db): Promise<DisputeRow | undefined> {
      const [row] = await executor
        .select()
        .from(fiatDisputes)
        .where(eq(fiatDisputes.id, id))
        .limit(1);
      return row;
    },

    /** open → accepted / rejected; undefined when it was no longer open. */
    async resolve(
      id: number,
      values: Pick<DisputeRow, 'resolution' | 'resolvedBy' | 'resolvedAt' | 'resolvedMinor'> & {
        status: 'accepted' | 'rejected';
      },
      executor: Database,
    ): Promise<DisputeRow | undefined> {
      const [row] = await executor
        .update(fiatDisputes)
        .set(values)
        .where(and(eq(fiatDisputes.id, id), eq(fiatDisputes.status, 'open')))
        .returning();
      return row;
    },

    /** The staff queue, oldest first, with the total for paging. */
    async list(
      filter: DisputesFilter,
      executor: Database = db,
    ): Promise<{ rows: DisputeRow[]; total: number }> {
      const where: SQL | undefined = and(
        filter.status ? eq(fiatDisputes.status, filter.status) : undefined,
        filter.orderId ? eq(fiatDisputes.orderId, filter.orderId) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        executor
          .select()
          .from(fiatDisputes)
          .where(where)
          .orderBy(asc(fiatDisputes.createdAt), asc(fiatDisputes.id))
          .offset(filter.offset)
          .limit(filter.limit),
        executor.select({ total: count() }).from(fiatDisputes).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}
