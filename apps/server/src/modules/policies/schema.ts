/** Tables of this module (ARCHITECTURE.md "Layout"): only its repositories query them. */
import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';

/**
 * Policy pages (terms, privacy, …) as published versions. A version is never changed: staff
 * publish a new one, which is current from then on (the highest number of its slug).
 */
export const policyVersions = pgTable(
  'policy_versions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    version: integer('version').notNull(),
    /** { [language]: { title, body (Markdown) } }; English always present. */
    contents: jsonb('contents').$type<Record<string, { title: string; body: string }>>().notNull(),
    /** Email of the staff member who published it (the audit log has the staff id); null for the seed. */
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('policy_versions_slug_version_key').on(t.slug, t.version)],
);
