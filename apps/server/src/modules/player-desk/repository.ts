import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { staffPlayerNotes } from './schema';

export type StaffNoteRow = typeof staffPlayerNotes.$inferSelect;

/** The only code that touches staff notes; every read is for one player. */
export function playerDeskRepository(db: Database) {
  return {
    async insertNote(
      row: { playerGlobalId: string; staffId: number; body: string; now: Date },
      executor: Database = db,
    ): Promise<StaffNoteRow> {
      const [saved] = await executor
        .insert(staffPlayerNotes)
        .values({
          playerGlobalId: row.playerGlobalId,
          staffId: row.staffId,
          body: row.body,
          createdAt: row.now,
        })
        .returning();
      if (!saved) throw new Error('note insert returned no row');
      return saved;
    },

    async notesOf(playerGlobalId: string, page: { offset: number; limit: number }) {
      const where = eq(staffPlayerNotes.playerGlobalId, playerGlobalId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(staffPlayerNotes)
          .where(where)
          .orderBy(desc(staffPlayerNotes.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ value: count() }).from(staffPlayerNotes).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
