import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { messengerAccounts, messengerBots } from './schema';

export type BotRow = typeof messengerBots.$inferSelect;
export type NewBotRow = typeof messengerBots.$inferInsert;
export type MessengerAccountRow = typeof messengerAccounts.$inferSelect;
export type NewMessengerAccountRow = typeof messengerAccounts.$inferInsert;

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
  };
}
