import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { sessions } from './schema';

export type SessionRow = typeof sessions.$inferSelect;

/** The only code that touches player sessions. A session is found by the hash of its token, never by id from a client. */
export function sessionsRepository(db: Database) {
  return {
    async insert(row: {
      userId: number;
      tokenHash: string;
      now: Date;
      expiresAt: Date;
      ip: string | null;
      userAgent: string | null;
      steppedUpAt: Date | null;
    }): Promise<SessionRow> {
      const [created] = await db
        .insert(sessions)
        .values({
          userId: row.userId,
          tokenHash: row.tokenHash,
          createdAt: row.now,
          lastSeenAt: row.now,
          expiresAt: row.expiresAt,
          ip: row.ip,
          userAgent: row.userAgent,
          steppedUpAt: row.steppedUpAt,
        })
        .returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    async findByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Bumps last use only if it is older than `staleBefore`, so busy clients cost one write a minute. */
    async touch(sessionId: number, now: Date, staleBefore: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, staleBefore)));
    },

    /** When the session last proved the player again, read fresh (never from the reuse cache). */
    async steppedUpAt(sessionId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: sessions.steppedUpAt })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      return row?.at ?? null;
    },

    async setSteppedUp(sessionId: number, at: Date): Promise<void> {
      await db.update(sessions).set({ steppedUpAt: at }).where(eq(sessions.id, sessionId));
    },

    /** Ends every session of the player but `keepSessionId`; returns how many ended. */
    async deleteOthers(
      userId: number,
      keepSessionId: number | null,
      executor: Database = db,
    ): Promise<number> {
      const deleted = await executor
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            keepSessionId === null ? undefined : ne(sessions.id, keepSessionId),
          ),
        )
        .returning({ id: sessions.id });
      return deleted.length;
    },

    async deleteByTokenHash(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteById(sessionId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /** The player's sessions that have not expired, newest first. */
    async liveOf(userId: number, now: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.id));
    },

    /** Ends one session of this player (all when `sessionId` is null); returns how many ended. */
    async deleteOfUser(
      userId: number,
      sessionId: number | null,
      executor: Database = db,
    ): Promise<number> {
      const deleted = await executor
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            sessionId === null ? undefined : eq(sessions.id, sessionId),
          ),
        )
        .returning({ id: sessions.id });
      return deleted.length;
    },
  };
}
