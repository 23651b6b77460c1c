import { and, asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { outbox } from '../../platform/db/schema';
import type { OutboxRow } from '../../platform/outbox';

/**
 * The relay's reads and writes of the outbox table (written by platform/outbox.ts in the same
 * transaction as each change). Events belong to many players; the relay serves them all.
 */
export function relayRepository(db: Database) {
  return {
    /** The oldest unpublished events, without locking (read outside any transaction). */
    async peek(limit: number): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(isNull(outbox.publishedAt))
        .orderBy(asc(outbox.id))
        .limit(limit);
    },

    /**
     * Inside the relay's transaction: locks those of `ids` no other relay holds and that are still
     * unpublished (re-checked after the lock), so two processes never both claim an event.
     */
    async claim(ids: bigint[], tx: Database): Promise<bigint[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(inArray(outbox.id, ids), isNull(outbox.publishedAt)))
        .orderBy(asc(outbox.id))
        .for('update', { skipLocked: true });
      return rows.map((row) => row.id);
    },

    async markPublished(ids: bigint[], tx: Database): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(outbox)
        .set({ publishedAt: sql`now()` })
        .where(inArray(outbox.id, ids));
    },

    /** Deletes events published before `before`; they have served their purpose. */
    async prune(before: Date): Promise<number> {
      const deleted = await db
        .delete(outbox)
        .where(lt(outbox.publishedAt, before))
        .returning({ id: outbox.id });
      return deleted.length;
    },
  };
}
