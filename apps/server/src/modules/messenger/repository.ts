import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { messengerAccounts, messengerBots, messengerStepUpCodes } from './schema';

export type BotRow = typeof messengerBots.$inferSelect;
export type NewBotRow = typeof messengerBots.$inferInsert;
export type MessengerAccountRow = typeof messengerAccounts.$inferSelect;
export type NewMessengerAccountRow = typeof messengerAccounts.$inferInsert;
export type StepUpCodeRow = typeof messengerStepUpCodes.$inferSelect;

/** Bots (staff data) and messenger accounts (each read by its messenger user id or its player). */
export function messengerRepository(db: Database) {
  return {
    async allBots(): Promise<BotRow[]> {
      return db
        .select()
        .from(messengerBots)
        .orderBy(asc(messengerBots.createdAt), asc(messengerBots.id));
    },

    async botById(id: string, executor: Database = db): Promise<BotRow | null> {
      const [row] = await executor.select().from(messengerBots).where(eq(messengerBots.id, id));
      return row ?? null;
    },

    async lockBot(id: string, executor: Database): Promise<BotRow | null> {
      const [row] = await executor
        .select()
        .from(messengerBots)
        .where(eq(messengerBots.id, id))
        .for('update');
      return row ?? null;
    },

    /** null when a bot with this id exists already. */
    async insertBot(row: NewBotRow, executor: Database): Promise<BotRow | null> {
      const [created] = await executor
        .insert(messengerBots)
        .values(row)
        .onConflictDoNothing({ target: messengerBots.id })
        .returning();
      return created ?? null;
    },

    async updateBot(
      id: string,
      changes: Partial<NewBotRow>,
      executor: Database,
    ): Promise<BotRow | null> {
      const [row] = await executor
        .update(messengerBots)
        .set(changes)
        .where(eq(messengerBots.id, id))
        .returning();
      return row ?? null;
    },

    async accountByTelegramUser(telegramUserId: string): Promise<MessengerAccountRow | null> {
      const [row] = await db
        .select()
        .from(messengerAccounts)
        .where(eq(messengerAccounts.telegramUserId, telegramUserId));
      return row ?? null;
    },

    async accountOfUser(userId: number): Promise<MessengerAccountRow | null> {
      const [row] = await db
        .select()
        .from(messengerAccounts)
        .where(eq(messengerAccounts.userId, userId));
      return row ?? null;
    },

    /** null when the messenger user or the player has an account already. */
    async insertAccount(
      row: NewMessengerAccountRow,
      executor: Database = db,
    ): Promise<MessengerAccountRow | null> {
      const [created] = await executor
        .insert(messengerAccounts)
        .values(row)
        .onConflictDoNothing()
        .returning();
      return created ?? null;
    },

    async touchAccount(
      id: number,
      changes: Pick<NewMessengerAccountRow, 'username' | 'firstName' | 'lastName' | 'lastSignInAt'>,
    ): Promise<void> {
      await db.update(messengerAccounts).set(changes).where(eq(messengerAccounts.id, id));
    },

    /** The player's newest step-up code, whatever its state (the resend throttle). */
    async latestStepUpCode(userId: number): Promise<StepUpCodeRow | null> {
      const [row] = await db
        .select()
        .from(messengerStepUpCodes)
        .where(eq(messengerStepUpCodes.userId, userId))
        .orderBy(desc(messengerStepUpCodes.id))
        .limit(1);
      return row ?? null;
    },

    /** A new code; every unused one of the player stops working (only the newest is valid). */
    async replaceStepUpCode(
      row: { userId: number; sessionId: number; codeHash: string; now: Date; expiresAt: Date },
      executor: Database,
    ): Promise<StepUpCodeRow> {
      await executor
        .update(messengerStepUpCodes)
        .set({ usedAt: row.now })
        .where(
          and(eq(messengerStepUpCodes.userId, row.userId), isNull(messengerStepUpCodes.usedAt)),
        );
      const [created] = await executor
        .insert(messengerStepUpCodes)
        .values({
          userId: row.userId,
          sessionId: row.sessionId,
          codeHash: row.codeHash,
          createdAt: row.now,
          expiresAt: row.expiresAt,
        })
        .returning();
      return created!;
    },

    async stepUpCodeById(id: number): Promise<StepUpCodeRow | null> {
      const [row] = await db
        .select()
        .from(messengerStepUpCodes)
        .where(eq(messengerStepUpCodes.id, id));
      return row ?? null;
    },

    /** The session's code that still works: unused, unexpired, under `maxTries` wrong entries. */
    async liveStepUpCode(
      userId: number,
      sessionId: number,
      now: Date,
      maxTries: number,
    ): Promise<StepUpCodeRow | null> {
      const [row] = await db
        .select()
        .from(messengerStepUpCodes)
        .where(
          and(
            eq(messengerStepUpCodes.userId, userId),
            eq(messengerStepUpCodes.sessionId, sessionId),
            isNull(messengerStepUpCodes.usedAt),
            gt(messengerStepUpCodes.expiresAt, now),
            lt(messengerStepUpCodes.failures, maxTries),
          ),
        )
        .orderBy(desc(messengerStepUpCodes.id))
        .limit(1);
      return row ?? null;
    },

    /** Uses the code up in one conditional UPDATE, so two requests with it cannot both pass. */
    async useStepUpCode(id: number, now: Date, maxTries: number): Promise<boolean> {
      const used = await db
        .update(messengerStepUpCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(messengerStepUpCodes.id, id),
            isNull(messengerStepUpCodes.usedAt),
            gt(messengerStepUpCodes.expiresAt, now),
            lt(messengerStepUpCodes.failures, maxTries),
          ),
        )
        .returning({ id: messengerStepUpCodes.id });
      return used.length > 0;
    },

    async countStepUpCodeFailure(id: number): Promise<void> {
      await db
        .update(messengerStepUpCodes)
        .set({ failures: sql`${messengerStepUpCodes.failures} + 1` })
        .where(eq(messengerStepUpCodes.id, id));
    },

    /** Ends a code that will never be delivered (its job could not be queued). */
    async retireStepUpCode(id: number, now: Date): Promise<void> {
      await db
        .update(messengerStepUpCodes)
        .set({ usedAt: now })
        .where(and(eq(messengerStepUpCodes.id, id), isNull(messengerStepUpCodes.usedAt)));
    },
  };
}
