import { and, asc, desc, eq, gte, lte, max, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { cryptoDepositAddresses, cryptoDeposits, cryptoMethods, cryptoWithdrawals } from './schema';

export type CryptoMethodRow = typeof cryptoMethods.$inferSelect;
export type CryptoDepositRow = typeof cryptoDeposits.$inferSelect;
export type NewCryptoDepositRow = typeof cryptoDeposits.$inferInsert;
export type DepositAddressRow = typeof cryptoDepositAddresses.$inferSelect;
export type NewCryptoWithdrawalRow = typeof cryptoWithdrawals.$inferInsert;
export type CryptoMethodChange = Partial<
  Pick<
    CryptoMethodRow,
    | 'withdrawFeeMinor'
    | 'minWithdrawMinor'
    | 'maxWithdrawMinor'
    | 'minDepositMinor'
    | 'withdrawAllowed'
    | 'active'
    | 'depositBonusAvailable'
    | 'depositBonusBps'
  >
>;

/** The operator's order; methods at the same position by code, so every list agrees. */
const OPERATOR_ORDER = [asc(cryptoMethods.sortOrder), asc(cryptoMethods.code)];

/** The only code that touches the crypto cashier tables. */
export function cashierCryptoRepository(db: Database) {
  return {
    async activeMethods(): Promise<CryptoMethodRow[]> {
      return db
        .select()
        .from(cryptoMethods)
        .where(eq(cryptoMethods.active, true))
        .orderBy(...OPERATOR_ORDER);
    },

    async method(code: string, executor: Database = db): Promise<CryptoMethodRow | undefined> {
      const [row] = await executor
        .select()
        .from(cryptoMethods)
        .where(and(eq(cryptoMethods.code, code), eq(cryptoMethods.active, true)))
        .limit(1);
      return row;
    },

    async addressOf(userId: number, network: string): Promise<DepositAddressRow | undefined> {
      const [row] = await db
        .select()
        .from(cryptoDepositAddresses)
        .where(
          and(
            eq(cryptoDepositAddresses.userId, userId),
            eq(cryptoDepositAddresses.network, network),
          ),
        )
        .limit(1);
      return row;
    },

    /** Stores the address unless the player already has one on the network (a race loses quietly). */
    async insertAddress(row: {
      userId: number;
      network: string;
      address: string;
      memo: string;
    }): Promise<void> {
      await db.insert(cryptoDepositAddresses).values(row).onConflictDoNothing();
    },

    async ownerOf(network: string, address: string, memo: string): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: cryptoDepositAddresses.userId })
        .from(cryptoDepositAddresses)
        .where(
          and(
            eq(cryptoDepositAddresses.network, network),
            eq(cryptoDepositAddresses.address, address),
            eq(cryptoDepositAddresses.memo, memo),
          ),
        )
        .limit(1);
      return row?.userId;
    },

    /** True when (network, address) is one of our deposit addresses, whoever it belongs to. */
    async isOurAddress(
      network: string,
      address: string,
      executor: Database = db,
    ): Promise<boolean> {
      const [row] = await executor
        .select({ id: cryptoDepositAddresses.id })
        .from(cryptoDepositAddresses)
        .where(
          and(
            eq(cryptoDepositAddresses.network, network),
            eq(cryptoDepositAddresses.address, address),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Inserts the deposit; undefined when this (network, txHash, output) is already recorded. */
    async insertDeposit(
      row: NewCryptoDepositRow,
      executor: Database,
    ): Promise<CryptoDepositRow | undefined> {
      const [created] = await executor
        .insert(cryptoDeposits)
        .values(row)
        .onConflictDoNothing()
        .returning();
      return created;
    },

    async depositByOutput(
      network: string,
      txHash: string,
      outputIndex: number,
      executor: Database = db,
    ): Promise<CryptoDepositRow | undefined> {
      const [row] = await executor
        .select()
        .from(cryptoDeposits)
        .where(
          and(
            eq(cryptoDeposits.network, network),
            eq(cryptoDeposits.txHash, txHash),
            eq(cryptoDeposits.outputIndex, outputIndex),
          ),
        )
        .limit(1);
      return row;
    },

    /** Pending deposits detected at or before `before`, oldest first. */
    async pendingDetectedBefore(before: Date, limit: number): Promise<CryptoDepositRow[]> {
      return db
        .select()
        .from(cryptoDeposits)
        .where(and(eq(cryptoDeposits.status, 'pending'), lte(cryptoDeposits.detectedAt, before)))
        .orderBy(asc(cryptoDeposits.detectedAt))
        .limit(limit);
    },

    /** Moves a pending deposit to completed; undefined when someone else already finished it. */
    async claimCompletion(
      id: bigint,
      now: Date,
      executor: Database,
    ): Promise<CryptoDepositRow | undefined> {
      const [row] = await executor
        .update(cryptoDeposits)
        .set({ status: 'completed', completedAt: now })
        .where(and(eq(cryptoDeposits.id, id), eq(cryptoDeposits.status, sql`'pending'`)))
        .returning();
      return row;
    },

    /** Every method, active or not, in the operator's order (back office). */
    async allMethods(): Promise<CryptoMethodRow[]> {
      return db
        .select()
        .from(cryptoMethods)
        .orderBy(...OPERATOR_ORDER);
    },

    /** One method, active or not, locked until the caller's transaction ends. */
    async methodForUpdate(code: string, executor: Database): Promise<CryptoMethodRow | undefined> {
      const [row] = await executor
        .select()
        .from(cryptoMethods)
        .where(eq(cryptoMethods.code, code))
        .for('update');
      return row;
    },

    async updateMethod(
      code: string,
      change: CryptoMethodChange,
      executor: Database,
    ): Promise<CryptoMethodRow> {
      const [row] = await executor
        .update(cryptoMethods)
        .set(change)
        .where(eq(cryptoMethods.code, code))
        .returning();
      if (!row) throw new Error(`crypto method ${code} vanished while locked`);
      return row;
    },

    async insertWithdrawal(row: NewCryptoWithdrawalRow, executor: Database): Promise<void> {
      await executor.insert(cryptoWithdrawals).values(row);
    },

    /**
     * What the player's crypto withdrawals requested since `since` still hold or paid out (house
     * currency minor units): everything but cancelled and declined ones.
     */
    async heldSince(userId: number, since: Date, executor: Database): Promise<bigint> {
      const [row] = await executor
        .select({
          total: sql<string>`coalesce(sum(${cryptoWithdrawals.holdMinor}), 0)::text`,
        })
        .from(cryptoWithdrawals)
        .where(
          and(
            eq(cryptoWithdrawals.userId, userId),
            gte(cryptoWithdrawals.createdAt, since),
            notInArray(cryptoWithdrawals.status, ['cancelled', 'declined']),
          ),
        );
      return BigInt(row?.total ?? '0');
    },

    /** The player's pending withdrawal → cancelled; undefined when it is no longer pending. */
    async cancelPendingWithdrawal(
      userId: number,
      id: string,
      now: Date,
      executor: Database,
    ): Promise<{ id: string } | undefined> {
      const [row] = await executor
        .update(cryptoWithdrawals)
        .set({ status: 'cancelled', updatedAt: now })
        .where(
          and(
            eq(cryptoWithdrawals.id, id),
            eq(cryptoWithdrawals.userId, userId),
            eq(cryptoWithdrawals.status, 'pending'),
          ),
        )
        .returning({ id: cryptoWithdrawals.id });
      return row;
    },

    /** The player's distinct withdrawal addresses (with memo) for a method, latest use first. */
    async recentAddresses(
      userId: number,
      methodCode: string,
      limit: number,
    ): Promise<Array<{ address: string; memo: string | null; lastUsedAt: Date }>> {
      const lastUsedAt = max(cryptoWithdrawals.createdAt);
      const rows = await db
        .select({ address: cryptoWithdrawals.address, memo: cryptoWithdrawals.memo, lastUsedAt })
        .from(cryptoWithdrawals)
        .where(
          and(eq(cryptoWithdrawals.userId, userId), eq(cryptoWithdrawals.methodCode, methodCode)),
        )
        .groupBy(cryptoWithdrawals.address, cryptoWithdrawals.memo)
        .orderBy(desc(lastUsedAt))
        .limit(limit);
      return rows.flatMap((row) =>
        row.lastUsedAt ? [{ ...row, lastUsedAt: row.lastUsedAt }] : [],
      );
    },
  };
}
