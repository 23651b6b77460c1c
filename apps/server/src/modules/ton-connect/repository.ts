import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  tonChainCursors,
  tonDepositComments,
  tonDeposits,
  tonProofPayloads,
  tonWallets,
} from './schema';

export type TonWalletRow = typeof tonWallets.$inferSelect;
export type TonDepositRow = typeof tonDeposits.$inferSelect;

/** The only code that touches the TON Connect tables; every player query is scoped by user. */
export function tonConnectRepository(db: Database) {
  return {
    async insertPayload(row: { payload: string; userId: number; expiresAt: Date }) {
      await db.insert(tonProofPayloads).values(row);
    },

    /** Marks the player's payload used if it is unused and unexpired; false otherwise (one wins a race). */
    async consumePayload(
      userId: number,
      payload: string,
      now: Date,
      executor: Database,
    ): Promise<boolean> {
      const rows = await executor
        .update(tonProofPayloads)
        .set({ usedAt: now })
        .where(
          and(
            eq(tonProofPayloads.payload, payload),
            eq(tonProofPayloads.userId, userId),
            isNull(tonProofPayloads.usedAt),
            gt(tonProofPayloads.expiresAt, now),
          ),
        )
        .returning({ payload: tonProofPayloads.payload });
      return rows.length === 1;
    },

    async walletOf(userId: number, executor: Database = db): Promise<TonWalletRow | undefined> {
      const [row] = await executor
        .select()
        .from(tonWallets)
        .where(eq(tonWallets.userId, userId))
        .limit(1);
      return row;
    },

    async ownerOfWallet(address: string, executor: Database = db): Promise<number | undefined> {
      const [row] = await executor
        .select({ userId: tonWallets.userId })
        .from(tonWallets)
        .where(eq(tonWallets.address, address))
        .limit(1);
      return row?.userId;
    },

    /** Sets the player's wallet (replacing an earlier one of theirs). */
    async upsertWallet(row: TonWalletRow, executor: Database): Promise<void> {
      await executor
        .insert(tonWallets)
        .values(row)
        .onConflictDoUpdate({
          target: tonWallets.userId,
          set: { address: row.address, publicKey: row.publicKey, connectedAt: row.connectedAt },
        });
    },

    async deleteWallet(userId: number): Promise<boolean> {
      const rows = await db
        .delete(tonWallets)
        .where(eq(tonWallets.userId, userId))
        .returning({ userId: tonWallets.userId });
      return rows.length > 0;
    },

    async commentOf(userId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ comment: tonDepositComments.comment })
        .from(tonDepositComments)
        .where(eq(tonDepositComments.userId, userId))
        .limit(1);
      return row?.comment;
    },

    /** Stores the player's comment unless one exists (a concurrent first request loses quietly). */
    async insertComment(userId: number, comment: string): Promise<void> {
      await db.insert(tonDepositComments).values({ userId, comment }).onConflictDoNothing();
    },

    async ownerOfComment(comment: string): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: tonDepositComments.userId })
        .from(tonDepositComments)
        .where(eq(tonDepositComments.comment, comment))
        .limit(1);
      return row?.userId;
    },

    async insertDeposit(row: typeof tonDeposits.$inferInsert): Promise<TonDepositRow> {
      const [created] = await db.insert(tonDeposits).values(row).returning();
      if (!created) throw new Error('ton deposit insert returned nothing');
      return created;
    },

    async depositOf(userId: number, id: string): Promise<TonDepositRow | undefined> {
      const [row] = await db
        .select()
        .from(tonDeposits)
        .where(and(eq(tonDeposits.id, id), eq(tonDeposits.userId, userId)))
        .limit(1);
      return row;
    },

    async markSent(userId: number, id: string, messageHash: string): Promise<void> {
      await db
        .update(tonDeposits)
        .set({ status: 'sent', messageHash })
        .where(
          and(
            eq(tonDeposits.id, id),
            eq(tonDeposits.userId, userId),
            eq(tonDeposits.status, 'open'),
          ),
        );
    },

    /**
     * Marks the player's oldest open or sent deposit of this method and amount credited by the
     * given history row: the one the transfer most likely answers.
     */
    async creditOldestMatching(
      input: { userId: number; methodCode: string; amountMinor: bigint; transactionId: string },
      executor: Database,
    ): Promise<void> {
      const [oldest] = await executor
        .select({ id: tonDeposits.id })
        .from(tonDeposits)
        .where(
          and(
            eq(tonDeposits.userId, input.userId),
            eq(tonDeposits.methodCode, input.methodCode),
            eq(tonDeposits.amountMinor, input.amountMinor),
            inArray(tonDeposits.status, ['open', 'sent']),
          ),
        )
        .orderBy(sql`${tonDeposits.status} = 'sent' desc`, asc(tonDeposits.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!oldest) return;
      await executor
        .update(tonDeposits)
        .set({ status: 'credited', transactionId: input.transactionId })
        .where(eq(tonDeposits.id, oldest.id));
    },

    async cursor(stream: string): Promise<bigint | undefined> {
      const [row] = await db
        .select({ lastLt: tonChainCursors.lastLt })
        .from(tonChainCursors)
        .where(eq(tonChainCursors.stream, stream))
        .limit(1);
      return row?.lastLt;
    },

    /** Moves the stream's cursor forward (never back: two pollers may race). */
    async advanceCursor(stream: string, lastLt: bigint): Promise<void> {
      await db
        .insert(tonChainCursors)
        .values({ stream, lastLt })
        .onConflictDoUpdate({
          target: tonChainCursors.stream,
          set: { lastLt: sql`greatest(${tonChainCursors.lastLt}, excluded.last_lt)` },
        });
    },
  };
}
