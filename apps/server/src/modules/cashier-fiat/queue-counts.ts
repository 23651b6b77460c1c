import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { fiatDisputes, fiatOrders } from './schema';

/**
 * The fiat desk's queues, for the back office's navigation badges: buy orders whose payment (and
 * receipt) awaits a check at the desk, open disputes, and sell orders waiting to be paid out.
 */
export async function fiatQueueCounts(
  db: Database,
): Promise<{ receiptsWaiting: number; disputesOpen: number; sellsPending: number }> {
  const [receipts, disputes, sells] = await Promise.all([
    db
      .select({ value: count() })
      .from(fiatOrders)
      .where(
        and(
          eq(fiatOrders.side, 'buy'),
          eq(fiatOrders.processor, 'desk'),
          inArray(fiatOrders.status, ['wait_for_confirmation', 'pending']),
        ),
      ),
    db.select({ value: count() }).from(fiatDisputes).where(eq(fiatDisputes.status, 'open')),
    db
      .select({ value: count() })
      .from(fiatOrders)
      .where(and(eq(fiatOrders.side, 'sell'), eq(fiatOrders.status, 'pending'))),
  ]);
  return {
    receiptsWaiting: receipts[0]?.value ?? 0,
    disputesOpen: disputes[0]?.value ?? 0,
    sellsPending: sells[0]?.value ?? 0,
  };
}
