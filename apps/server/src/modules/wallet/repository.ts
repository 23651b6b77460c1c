import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { walletTransactions } from './schema';
import type { TransactionRow } from './transactions';

export type NewTransactionRow = typeof walletTransactions.$inferInsert;

/** The only code that touches wallet_transactions; every query is scoped by the player's id. */
export function walletRepository(db: Database) {
  return {
    async insert(row: NewTransactionRow, executor: Database): Promise<TransactionRow> {
      const [created] = await executor.insert(walletTransactions).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    async findForUser(
      userId: number,
      id: string,
      executor: Database = db,
    ): Promise<TransactionRow | undefined> {
      const [row] = await executor
        .select()
        .from(walletTransactions)
        .where(and(eq(walletTransactions.id, id), eq(walletTransactions.userId, userId)))
        .limit(1);
      return row;
    },

    /**
     * Changes a transaction's status (and optionally its cancel deadline, reason and external id);
     * undefined when not theirs.
     */
    async updateStatus(
      change: {
        userId: number;
        id: string;
        status: TransactionRow['status'];
        cancellableUntil?: Date | null;
        reason?: string | null;
        externalId?: string | null;
        now: Date;
      },
      executor: Database,
    ): Promise<TransactionRow | undefined> {
      const [row] = await executor
        .update(walletTransactions)
        .set({
          status: change.status,
          updatedAt: change.now,
          ...(change.cancellableUntil !== undefined
            ? { cancellableUntil: change.cancellableUntil }
            : {}),
          ...(change.reason !== undefined ? { statusReason: change.reason } : {}),
          ...(change.externalId !== undefined ? { externalId: change.externalId } : {}),
        })
        .where(
          and(eq(walletTransactions.id, change.id), eq(walletTransactions.userId, change.userId)),
        )
        .returning();
      return row;
    },

    /** The player's history, newest first (created_at, then id, so a page boundary is stable). */
    async page(
      userId: number,
      page: { offset: number; limit: number; type?: TransactionRow['type'] },
    ): Promise<{ rows: TransactionRow[]; total: number }> {
      const mine = and(
        eq(walletTransactions.userId, userId),
        page.type ? eq(walletTransactions.type, page.type) : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(walletTransactions)
          .where(mine)
          .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(walletTransactions).where(mine),
      ]);
      return { rows, total: Number(totals?.total ?? 0) };
    },
  };
}

export type WalletRepository = ReturnType<typeof walletRepository>;
