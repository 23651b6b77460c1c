import { and, asc, count, eq, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { AdminWithdrawalsQuery } from '@wheelhouse/contracts/admin-withdrawals';
import type { Database } from '../../platform/db/client';
import { orderOf } from '../../platform/db/sort';
import { cryptoMethods, cryptoWithdrawals } from './schema';

export type CryptoWithdrawalRow = typeof cryptoWithdrawals.$inferSelect;
export type CryptoWithdrawalStatusValue = CryptoWithdrawalRow['status'];

/**
 * The review and payout side of `crypto_withdrawals` (the request side inserts rows in
 * repository.ts). Status changes are compare-and-set on the current status, so of two racing
 * changes exactly one updates the row and the other sees nothing to change.
 */
export function withdrawalsRepository(db: Database) {
  /** Moves `id` from `from` to the new values; undefined when it was not in `from` any more. */
  async function transition(
    id: string,
    from: CryptoWithdrawalStatusValue,
    values: Partial<typeof cryptoWithdrawals.$inferInsert>,
    executor: Database,
  ): Promise<CryptoWithdrawalRow | undefined> {
    const [row] = await executor
      .update(cryptoWithdrawals)
      .set(values)
      .where(and(eq(cryptoWithdrawals.id, id), eq(cryptoWithdrawals.status, from)))
      .returning();
    return row;
  }

  return {
    /** Oldest first, so the queue is worked in the order players asked. */
    async page(query: {
      status?: CryptoWithdrawalStatusValue;
      sort?: Pick<AdminWithdrawalsQuery, 'sort' | 'order'>;
      offset: number;
      limit: number;
    }): Promise<{ rows: CryptoWithdrawalRow[]; total: number }> {
      const where = query.status ? eq(cryptoWithdrawals.status, query.status) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(cryptoWithdrawals)
          .where(where)
          .orderBy(
            ...orderOf(
              {
                createdAt: cryptoWithdrawals.createdAt,
                amount: cryptoWithdrawals.amountMinor,
                status: cryptoWithdrawals.status,
                currency: cryptoWithdrawals.currency,
              },
              query.sort ?? { sort: 'createdAt', order: 'asc' },
              cryptoWithdrawals.id,
            ),
          )
          .offset(query.offset)
          .limit(query.limit),
        db.select({ total: count() }).from(cryptoWithdrawals).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async byId(id: string, executor: Database = db): Promise<CryptoWithdrawalRow | undefined> {
      const [row] = await executor
        .select()
        .from(cryptoWithdrawals)
        .where(eq(cryptoWithdrawals.id, id))
        .limit(1);
      return row;
    },

    async byPayoutId(payoutId: string): Promise<CryptoWithdrawalRow | undefined> {
      const [row] = await db
        .select()
        .from(cryptoWithdrawals)
        .where(eq(cryptoWithdrawals.payoutId, payoutId))
        .limit(1);
      return row;
    },

    /** Pending withdrawals nobody reviewed whose hold is below `holdBelowMinor`, oldest first. */
    async pendingBelow(holdBelowMinor: bigint, limit: number): Promise<CryptoWithdrawalRow[]> {
      return db
        .select()
        .from(cryptoWithdrawals)
        .where(
          and(
            eq(cryptoWithdrawals.status, 'pending'),
            isNull(cryptoWithdrawals.reviewedBy),
            lt(cryptoWithdrawals.holdMinor, holdBelowMinor),
          ),
        )
        .orderBy(asc(cryptoWithdrawals.createdAt))
        .limit(limit);
    },

    /** Sent payouts still waiting for their result, with the method's confirmation count. */
    async processingPayouts(
      limit: number,
    ): Promise<{ withdrawal: CryptoWithdrawalRow; confirmations: number }[]> {
      return db
        .select({ withdrawal: cryptoWithdrawals, confirmations: cryptoMethods.confirmations })
        .from(cryptoWithdrawals)
        .innerJoin(cryptoMethods, eq(cryptoMethods.code, cryptoWithdrawals.methodCode))
        .where(
          and(eq(cryptoWithdrawals.status, 'processing'), isNotNull(cryptoWithdrawals.payoutId)),
        )
        .orderBy(asc(cryptoWithdrawals.reviewedAt))
        .limit(limit);
    },

    /** Approved withdrawals the gateway has not taken, approved before `reviewedBefore`, oldest first. */
    async unsentPayouts(reviewedBefore: Date, limit: number): Promise<CryptoWithdrawalRow[]> {
      return db
        .select()
        .from(cryptoWithdrawals)
        .where(
          and(
            eq(cryptoWithdrawals.status, 'processing'),
            isNull(cryptoWithdrawals.payoutId),
            lte(cryptoWithdrawals.reviewedAt, reviewedBefore),
          ),
        )
        .orderBy(asc(cryptoWithdrawals.reviewedAt), asc(cryptoWithdrawals.id))
        .limit(limit);
    },

    /** pending → processing; undefined when no longer pending. */
    approve(id: string, change: { reviewedBy: number | null; now: Date }, executor: Database) {
      return transition(
        id,
        'pending',
        {
          status: 'processing',
          reviewedBy: change.reviewedBy,
          reviewedAt: change.now,
          updatedAt: change.now,
        },
        executor,
      );
    },

    /**
     * Stores the gateway's reference of the payout sent for a processing withdrawal; undefined
     * when it already has one (a concurrent send stored it) or is no longer processing.
     */
    async setPayoutId(
      id: string,
      payoutId: string,
      now: Date,
    ): Promise<CryptoWithdrawalRow | undefined> {
      const [row] = await db
        .update(cryptoWithdrawals)
        .set({ payoutId, updatedAt: now })
        .where(
          and(
            eq(cryptoWithdrawals.id, id),
            eq(cryptoWithdrawals.status, 'processing'),
            isNull(cryptoWithdrawals.payoutId),
          ),
        )
        .returning();
      return row;
    },

    /** pending (rejected) or processing (payout failed) → declined with the reason. */
    decline(
      id: string,
      from: 'pending' | 'processing',
      change: { reason: string; reviewedBy?: number; now: Date },
      executor: Database,
    ) {
      return transition(
        id,
        from,
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

    /** processing → completed with the chain transaction. */
    complete(id: string, change: { txHash: string; now: Date }, executor: Database) {
      return transition(
        id,
        'processing',
        { status: 'completed', txHash: change.txHash, updatedAt: change.now },
        executor,
      );
    },
  };
}
