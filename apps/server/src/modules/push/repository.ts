import { and, asc, count, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { outbox } from '../../platform/db/schema';
import { pushOutboxCursor, pushRefusals, pushSubscriptions } from './schema';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The only code that touches this module's tables (and reads the platform outbox, never writes it). */
export function pushRepository(db: Database) {
  return {
    /** A subscription moves to the player who sent it last (one browser, one endpoint). */
    async upsertSubscription(
      row: { userId: number; endpoint: string; p256dh: string; auth: string },
      executor: Database = db,
    ): Promise<void> {
      await executor
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth },
        });
    },

    async subscriptionsOf(userId: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.id));
    },

    async countOf(userId: number, executor: Database = db): Promise<number> {
      const [row] = await executor
        .select({ n: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      return row?.n ?? 0;
    },

    /** Removes `endpoint` of this player only; answers whether it was there. */
    async deleteSubscription(
      userId: number,
      endpoint: string,
      executor: Database = db,
    ): Promise<boolean> {
      const deleted = await executor
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return deleted.length > 0;
    },

    /** Players with at least one subscription, after `afterUserId`, for a broadcast's fan-out. */
    async subscribedPlayers(afterUserId: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(gt(pushSubscriptions.userId, afterUserId))
        .orderBy(asc(pushSubscriptions.userId))
        .limit(limit);
      return rows.map((row) => row.userId);
    },

    /** Which of these players have a subscription. */
    async subscribedAmong(userIds: number[]): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, userIds))
        .orderBy(asc(pushSubscriptions.userId));
      return rows.map((row) => row.userId);
    },

    async setRefusedAt(userId: number, refusedAt: Date): Promise<void> {
      await db
        .insert(pushRefusals)
        .values({ userId, refusedAt })
        .onConflictDoUpdate({ target: pushRefusals.userId, set: { refusedAt } });
    },

    async refusedAtOf(userId: number): Promise<Date | null> {
      const [row] = await db
        .select({ refusedAt: pushRefusals.refusedAt })
        .from(pushRefusals)
        .where(eq(pushRefusals.userId, userId))
        .limit(1);
      return row?.refusedAt ?? null;
    },

    async cursor(name: string): Promise<bigint | null> {
      const [row] = await db
        .select({ lastId: pushOutboxCursor.lastId })
        .from(pushOutboxCursor)
        .where(eq(pushOutboxCursor.name, name))
        .limit(1);
      return row?.lastId ?? null;
    },

    async setCursor(name: string, lastId: bigint): Promise<void> {
      await db
        .insert(pushOutboxCursor)
        .values({ name, lastId })
        .onConflictDoUpdate({ target: pushOutboxCursor.name, set: { lastId } });
    },

    /** The newest outbox id (where a fresh cursor starts: history is not pushed). */
    async lastOutboxId(): Promise<bigint> {
      const [row] = await db.select({ id: max(outbox.id) }).from(outbox);
      return row?.id === null || row?.id === undefined ? 0n : BigInt(row.id);
    },

    /**
     * Outbox events of `topics` after `afterId` written before `before`, oldest first (they are
     * pruned 24 h after publishing). Staying a few seconds behind the newest events lets a
     * transaction that took a lower id but committed later be seen before the cursor passes it.
     */
    async outboxAfter(afterId: bigint, topics: string[], before: Date, limit: number) {
      return db
        .select({
          id: outbox.id,
          topic: outbox.topic,
          userId: outbox.userId,
          payload: sql<string>`${outbox.payload}::text`,
        })
        .from(outbox)
        .where(
          and(gt(outbox.id, afterId), inArray(outbox.topic, topics), lt(outbox.createdAt, before)),
        )
        .orderBy(asc(outbox.id))
        .limit(limit);
    },
  };
}
