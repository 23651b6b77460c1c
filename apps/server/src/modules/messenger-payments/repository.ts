import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ReviewSort } from '../cashier-crypto';
import type { Database } from '../../platform/db/client';
import { messengerInvoices, messengerWithdrawals } from './schema';

export type InvoiceRow = typeof messengerInvoices.$inferSelect;
export type NewInvoiceRow = typeof messengerInvoices.$inferInsert;
export type WithdrawalRow = typeof messengerWithdrawals.$inferSelect;
export type NewWithdrawalRow = typeof messengerWithdrawals.$inferInsert;

export type WithdrawalStatusValue = WithdrawalRow['status'];

/**
 * A withdrawal's status in the review queue's words (cashier-crypto's statuses), as SQL, so the
 * queue can sort by it the way it sorts chain withdrawals.
 */
const queueStatus = sql<string>`case ${messengerWithdrawals.status}
  when 'review' then 'pending' when 'pending' then 'processing'
  when 'failed' then 'declined' else ${messengerWithdrawals.status} end`;

export function messengerPaymentsRepository(db: Database) {
  /** Moves withdrawal `id` from `from` to the new values; undefined when it was not in `from`. */
  async function transition(
    id: string,
    from: WithdrawalStatusValue,
    values: Partial<NewWithdrawalRow>,
    executor: Database,
  ): Promise<WithdrawalRow | undefined> {
    const [row] = await executor
      .update(messengerWithdrawals)
      .set(values)
      .where(and(eq(messengerWithdrawals.id, id), eq(messengerWithdrawals.status, from)))
      .returning();
    return row;
  }

  return {
    async insertInvoice(row: NewInvoiceRow): Promise<void> {
      await db.insert(messengerInvoices).values(row);
    },

    async invoiceByProviderId(
      provider: InvoiceRow['provider'],
      invoiceId: string,
    ): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(messengerInvoices)
        .where(
          and(eq(messengerInvoices.provider, provider), eq(messengerInvoices.invoiceId, invoiceId)),
        );
      return row;
    },

    /** active → paid, once: the caller that gets the row credits it. */
    async claimPaid(id: string, now: Date, executor: Database): Promise<InvoiceRow | undefined> {
      const [row] = await executor
        .update(messengerInvoices)
        .set({ status: 'paid', paidAt: now })
        .where(and(eq(messengerInvoices.id, id), eq(messengerInvoices.status, 'active')))
        .returning();
      return row;
    },

    async markExpired(id: string): Promise<void> {
      await db
        .update(messengerInvoices)
        .set({ status: 'expired' })
        .where(and(eq(messengerInvoices.id, id), eq(messengerInvoices.status, 'active')));
    },

    /** Unpaid invoices created in [since, before): the status check asks the provider about them. */
    async activeInvoices(since: Date, before: Date, limit: number): Promise<InvoiceRow[]> {
      return db
        .select()
        .from(messengerInvoices)
        .where(
          and(
            eq(messengerInvoices.status, 'active'),
            gte(messengerInvoices.createdAt, since),
            lt(messengerInvoices.createdAt, before),
          ),
        )
        .limit(limit);
    },

    async expireOlderThan(before: Date): Promise<void> {
      await db
        .update(messengerInvoices)
        .set({ status: 'expired' })
        .where(
          and(eq(messengerInvoices.status, 'active'), lt(messengerInvoices.createdAt, before)),
        );
    },

    async insertWithdrawal(row: NewWithdrawalRow, executor: Database): Promise<void> {
      await executor.insert(messengerWithdrawals).values(row);
    },

    async withdrawal(id: string): Promise<WithdrawalRow | undefined> {
      const [row] = await db
        .select()
        .from(messengerWithdrawals)
        .where(eq(messengerWithdrawals.id, id));
      return row;
    },

    /** pending → completed or failed, once. */
    async finishWithdrawal(
      id: string,
      change: { status: 'completed' | 'failed'; transferRef?: string; reason?: string; now: Date },
      executor: Database,
    ): Promise<WithdrawalRow | undefined> {
      return transition(
        id,
        'pending',
        {
          status: change.status,
          transferRef: change.transferRef ?? null,
          reason: change.reason ?? null,
          updatedAt: change.now,
        },
        executor,
      );
    },

    /** review → pending (approved: the transfer goes out), once. */
    approveReview(
      id: string,
      change: { reviewedBy: number; now: Date },
      executor: Database,
    ): Promise<WithdrawalRow | undefined> {
      return transition(
        id,
        'review',
        {
          status: 'pending',
          reviewedBy: change.reviewedBy,
          reviewedAt: change.now,
          updatedAt: change.now,
        },
        executor,
      );
    },

    /** review → failed with the reviewer's reason (rejected), once. */
    rejectReview(
      id: string,
      change: { reviewedBy: number; reason: string; now: Date },
      executor: Database,
    ): Promise<WithdrawalRow | undefined> {
      return transition(
        id,
        'review',
        {
          status: 'failed',
          reason: change.reason,
          reviewedBy: change.reviewedBy,
          reviewedAt: change.now,
          updatedAt: change.now,
        },
        executor,
      );
    },

    /** The first `limit` withdrawals of `statuses` (all when undefined) in the queue's order. */
    async withdrawalsPage(query: {
      statuses?: readonly WithdrawalStatusValue[];
      sort: ReviewSort;
      limit: number;
    }): Promise<{ rows: WithdrawalRow[]; total: number }> {
      const where = query.statuses
        ? inArray(messengerWithdrawals.status, [...query.statuses])
        : undefined;
      const columns: Record<ReviewSort['sort'], SQL | typeof messengerWithdrawals.createdAt> = {
        createdAt: messengerWithdrawals.createdAt,
        amount: sql`${messengerWithdrawals.amountMinor}`,
        status: queueStatus,
        currency: sql`${messengerWithdrawals.currency}`,
      };
      const direction = query.sort.order === 'asc' ? asc : desc;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(messengerWithdrawals)
          .where(where)
          .orderBy(direction(columns[query.sort.sort]), direction(messengerWithdrawals.id))
          .limit(query.limit),
        db.select({ total: count() }).from(messengerWithdrawals).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async pendingWithdrawalIds(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: messengerWithdrawals.id })
        .from(messengerWithdrawals)
        .where(
          and(
            eq(messengerWithdrawals.status, 'pending'),
            // Since it turned pending (created, or approved), so an approval's own send goes first.
            lt(messengerWithdrawals.updatedAt, before),
          ),
        )
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** House minor units the player moved out through xRocket since `since` (the daily limit). */
    async heldSince(userId: number, since: Date, executor: Database): Promise<bigint> {
      const [row] = await executor
        .select({
          total: sql<string>`coalesce(sum(${messengerWithdrawals.holdMinor}), 0)::text`,
        })
        .from(messengerWithdrawals)
        .where(
          and(
            eq(messengerWithdrawals.userId, userId),
            gte(messengerWithdrawals.createdAt, since),
            inArray(messengerWithdrawals.status, ['review', 'pending', 'completed']),
          ),
        );
      return BigInt(row?.total ?? '0');
    },

    /** Withdrawals waiting for a reviewer, for the back office's navigation badge. */
    async reviewCount(): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(messengerWithdrawals)
        .where(eq(messengerWithdrawals.status, 'review'));
      return row?.value ?? 0;
    },
  };
}
