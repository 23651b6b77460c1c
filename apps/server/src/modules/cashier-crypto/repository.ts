import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { cryptoDepositAddresses, cryptoDeposits, cryptoMethods } from '../../platform/db/schema';

export type CryptoMethodRow = typeof cryptoMethods.$inferSelect;
export type CryptoDepositRow = typeof cryptoDeposits.$inferSelect;
export type NewCryptoDepositRow = typeof cryptoDeposits.$inferInsert;
export type DepositAddressRow = typeof cryptoDepositAddresses.$inferSelect;

/** The only code that touches the crypto cashier tables. */
export function cashierCryptoRepository(db: Database) {
  return {
    async activeMethods(): Promise<CryptoMethodRow[]> {
      return db
        .select()
        .from(cryptoMethods)
        .where(eq(cryptoMethods.active, true))
        .orderBy(asc(cryptoMethods.sortOrder));
    },

    async method(code: string): Promise<CryptoMethodRow | undefined> {
      const [row] = await db
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
    async isOurAddress(network: string, address: string): Promise<boolean> {
      const [row] = await db
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
  };
}
