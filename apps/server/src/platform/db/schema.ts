/**
 * Tables of the platform layer: the outbox, request idempotency, the audit log and stored files.
 * Every module keeps its own tables in its own schema.ts; drizzle.config.ts lists them all.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
// Platform code does not depend on modules, except that its tables name theirs in foreign keys.
// eslint-disable-next-line import/no-restricted-paths -- the audit log's staff_id references staff
import { staff } from '../../modules/admin/schema';
// eslint-disable-next-line import/no-restricted-paths -- a stored file's user_id references users
import { users } from '../../modules/users/schema';

/** One row per change made through the back office. Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_staff_idx').on(t.staffId),
  ],
);

/**
 * Transactional outbox: events written in the same database transaction as the change they report,
 * then relayed to the bus. `published_at` is set by the relay.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    topic: text('topic').notNull(),
    userId: integer('user_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('outbox_unpublished_idx')
      .on(t.id)
      .where(sql`${t.publishedAt} is null`),
  ],
);

/** Request-level idempotency (platform/idempotency.ts): key + request hash + the first response. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * Uploaded files (receipts, dispute images), stored outside the web root under `storageName`
 * (random). Served only to their owner and staff.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['receipt', 'dispute', 'support'] }).notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name').notNull(),
    storageName: text('storage_name').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stored_files_user_idx').on(t.userId),
    uniqueIndex('stored_files_storage_name_key').on(t.storageName),
  ],
);
