/** Tables of this module (ARCHITECTURE.md "Layout"): only its repositories query them. */
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';
import { storedFiles } from '../../platform/db/schema';
import { users } from '../users/schema';

/** One support conversation per player, created by their first message. */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The player wrote last: the conversation waits for staff. */
    waiting: boolean('waiting').notNull().default(true),
    lastMessage: text('last_message').notNull().default(''),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('support_conversations_user_key').on(t.userId),
    index('support_conversations_inbox_idx').on(t.waiting, t.lastMessageAt),
  ],
);

/** Messages of a conversation, by the player or by staff; append-only. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id),
    author: text('author', { enum: ['player', 'staff'] }).notNull(),
    /** The staff member who answered (the audit log has the rest); null for the player's messages. */
    staffId: integer('staff_id'),
    body: text('body').notNull(),
    attachmentFileId: text('attachment_file_id').references(() => storedFiles.id),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_conversation_idx').on(t.conversationId, t.id)],
);
