/** Tables of this module (ARCHITECTURE.md "Layout"): only its repositories query them. */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';

/** Notes staff keep about a player (support and finance context); append-only. */
export const staffPlayerNotes = pgTable(
  'staff_player_notes',
  {
    id: serial('id').primaryKey(),
    /** The player's global id: the users module's public handle, not its table's key. */
    playerGlobalId: text('player_global_id').notNull(),
    /** The author; staff are never deleted (they are disabled), so no foreign key is needed. */
    staffId: integer('staff_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_player_notes_player_idx').on(t.playerGlobalId, t.id)],
);
