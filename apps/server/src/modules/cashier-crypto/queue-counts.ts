import { count, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { cryptoWithdrawals } from './schema';

/** Crypto withdrawals waiting for a reviewer, for the back office's navigation badge. */
export async function pendingCryptoWithdrawals(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(cryptoWithdrawals)
    .where(eq(cryptoWithdrawals.status, 'pending'));
  return row?.value ?? 0;
}
