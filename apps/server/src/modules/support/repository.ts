import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { storedFiles } from '../../platform/db/schema';
import { supportConversations, supportMessages } from './schema';

export type ConversationRow = typeof supportConversations.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;
export type AttachmentRow = Pick<
  typeof storedFiles.$inferSelect,
  'id' | 'mediaType' | 'originalName'
>;
export type MessageWithAttachment = MessageRow & { attachment: AttachmentRow | null };

/**
 * The only code that touches support tables. Player reads go through the player's own
 * conversation (by user id); staff reads name a conversation id.
 */
export function supportRepository(db: Database) {
  async function messagesOf(
    conversationId: number,
    limit: number,
    executor: Database = db,
  ): Promise<MessageWithAttachment[]> {
    const rows = await executor
      .select({
        message: supportMessages,
        attachment: {
          id: storedFiles.id,
          mediaType: storedFiles.mediaType,
          originalName: storedFiles.originalName,
        },
      })
      .from(supportMessages)
      .leftJoin(storedFiles, eq(storedFiles.id, supportMessages.attachmentFileId))
      .where(eq(supportMessages.conversationId, conversationId))
      .orderBy(desc(supportMessages.id))
      .limit(limit);
    return rows.reverse().map((row) => ({ ...row.message, attachment: row.attachment }));
  }

  return {
    messagesOf,

    async conversationOfUser(userId: number): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(supportConversations)
        .where(eq(supportConversations.userId, userId))
        .limit(1);
      return row;
    },

    async conversation(id: number, executor: Database = db): Promise<ConversationRow | undefined> {
      const [row] = await executor
        .select()
        .from(supportConversations)
        .where(eq(supportConversations.id, id))
        .limit(1);
      return row;
    },

    /** The player's conversation, created if needed, locked for the message being added. */
    async openForPlayer(userId: number, now: Date, executor: Database): Promise<ConversationRow> {
      await executor
        .insert(supportConversations)
        .values({ userId, lastMessageAt: now, createdAt: now })
        .onConflictDoNothing({ target: supportConversations.userId });
      const [row] = await executor
        .select()
        .from(supportConversations)
        .where(eq(supportConversations.userId, userId))
        .for('update');
      return row!;
    },

    async lockConversation(id: number, executor: Database): Promise<ConversationRow | undefined> {
      const [row] = await executor
        .select()
        .from(supportConversations)
        .where(eq(supportConversations.id, id))
        .for('update');
      return row;
    },

    async addMessage(
      message: typeof supportMessages.$inferInsert,
      waiting: boolean,
      executor: Database,
    ): Promise<MessageRow> {
      const [saved] = await executor.insert(supportMessages).values(message).returning();
      await executor
        .update(supportConversations)
        .set({
          waiting,
          lastMessage: message.body.slice(0, 200),
          lastMessageAt: message.createdAt ?? new Date(),
        })
        .where(eq(supportConversations.id, message.conversationId));
      return saved!;
    },

    /** Whether `fileId` is attached to a message of the user's own conversation. */
    async isAttachmentOfUser(userId: number, fileId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: supportMessages.id })
        .from(supportMessages)
        .innerJoin(
          supportConversations,
          eq(supportConversations.id, supportMessages.conversationId),
        )
        .where(
          and(
            eq(supportConversations.userId, userId),
            eq(supportMessages.attachmentFileId, fileId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Whether `fileId` is attached to any support message (staff may read those, not receipts). */
    async isSupportAttachment(fileId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: supportMessages.id })
        .from(supportMessages)
        .where(eq(supportMessages.attachmentFileId, fileId))
        .limit(1);
      return row !== undefined;
    },

    /** Inbox page: waiting conversations (or all), the longest waiting / most recent first. */
    async inbox(filter: {
      waitingOnly: boolean;
      offset: number;
      limit: number;
    }): Promise<{ rows: ConversationRow[]; total: number }> {
      const where = filter.waitingOnly ? eq(supportConversations.waiting, true) : undefined;
      const order = filter.waitingOnly
        ? [supportConversations.lastMessageAt, supportConversations.id]
        : [desc(supportConversations.lastMessageAt), desc(supportConversations.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(supportConversations)
          .where(where)
          .orderBy(...order)
          .offset(filter.offset)
          .limit(filter.limit),
        db.select({ value: count() }).from(supportConversations).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async waitingCount(): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(supportConversations)
        .where(eq(supportConversations.waiting, true));
      return row?.value ?? 0;
    },
  };
}

export type SupportRepository = ReturnType<typeof supportRepository>;
