/** Tables of this module (ARCHITECTURE.md "Layout"): only its repositories query them. */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';

/** Operator-managed banners per place (e.g. the wallet carousel), with texts per language. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    place: text('place').notNull(),
    /** { [language]: { title, subtitle? } }; the viewer's language, else English, is shown. */
    texts: jsonb('texts').$type<Record<string, { title: string; subtitle?: string }>>().notNull(),
    imageUrl: text('image_url').notNull(),
    /** An in-app path (/bonuses) or an https URL. */
    linkUrl: text('link_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('banners_place_idx').on(t.place, t.sortOrder)],
);
