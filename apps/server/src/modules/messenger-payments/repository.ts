import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { messengerInvoices, messengerWithdrawals } from './schema';

export type InvoiceRow = typeof messengerInvoices.$inferSelect;
export type NewInvoiceRow = typeof messengerInvoices.$inferInsert;
export type WithdrawalRow = typeof messengerWithdrawals.$inferSelect;
export type NewWithdrawalRow = typeof messengerWithdrawals.$inferInsert;

export function messengerPaymentsRepository(db: Database) {
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
      const [row] = await executor
        .update(messengerWithdrawals)
        .set({
          status: change.status,
          transferRef: change.transferRef ?? null,
          reason: change.reason ?? null,
          updatedAt: change.now,
        })
        .where(and(eq(messengerWithdrawals.id, id), eq(messengerWithdrawals.status, 'pending')))
        .returning();
      return row;
    },

    async pendingWithdrawalIds(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: messengerWithdrawals.id })
        .from(messengerWithdrawals)
        .where(
          and(
            eq(messengerWithdrawals.status, 'pending'),
            lt(messengerWithdrawals.createdAt, before),
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
            inArray(messengerWithdrawals.status, ['pending', 'completed']),
          ),
        );
      return BigInt(row?.total ?? '0');
    },
  };
}
