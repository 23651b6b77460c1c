import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { bonusPlayerSettings, bonusTemplates } from './schema';

export type TemplateRow = typeof bonusTemplates.$inferSelect;
export type NewTemplateRow = typeof bonusTemplates.$inferInsert;
export type PlayerSettingsRow = typeof bonusPlayerSettings.$inferSelect;

/** Bonus templates (staff data, not per player) and each player's bonus settings row. */
export function templatesRepository(db: Database) {
  return {
    async all(executor: Database = db): Promise<TemplateRow[]> {
      return executor
        .select()
        .from(bonusTemplates)
        .orderBy(asc(bonusTemplates.sortOrder), asc(bonusTemplates.id));
    },

    async active(executor: Database = db): Promise<TemplateRow[]> {
      return executor
        .select()
        .from(bonusTemplates)
        .where(eq(bonusTemplates.active, true))
        .orderBy(asc(bonusTemplates.sortOrder), asc(bonusTemplates.id));
    },

    async byId(id: number, executor: Database = db): Promise<TemplateRow | null> {
      const [row] = await executor.select().from(bonusTemplates).where(eq(bonusTemplates.id, id));
      return row ?? null;
    },

    async insert(row: NewTemplateRow, executor: Database = db): Promise<TemplateRow> {
      const [created] = await executor.insert(bonusTemplates).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    async update(
      id: number,
      patch: Partial<NewTemplateRow>,
      executor: Database = db,
    ): Promise<TemplateRow | null> {
      const [row] = await executor
        .update(bonusTemplates)
        .set(patch)
        .where(eq(bonusTemplates.id, id))
        .returning();
      return row ?? null;
    },

    async activeOfType(type: TemplateRow['type'], executor: Database = db): Promise<TemplateRow[]> {
      return executor
        .select()
        .from(bonusTemplates)
        .where(and(eq(bonusTemplates.type, type), eq(bonusTemplates.active, true)))
        .orderBy(asc(bonusTemplates.sortOrder), asc(bonusTemplates.id));
    },

    async settingsOf(userId: number, executor: Database = db): Promise<PlayerSettingsRow | null> {
      const [row] = await executor
        .select()
        .from(bonusPlayerSettings)
        .where(eq(bonusPlayerSettings.userId, userId));
      return row ?? null;
    },

    async upsertSettings(
      userId: number,
      values: Partial<Omit<PlayerSettingsRow, 'userId'>>,
      now: Date,
      executor: Database = db,
    ): Promise<PlayerSettingsRow> {
      const [row] = await executor
        .insert(bonusPlayerSettings)
        .values({ userId, ...values, updatedAt: now })
        .onConflictDoUpdate({
          target: bonusPlayerSettings.userId,
          set: { ...values, updatedAt: sql`excluded.updated_at` },
        })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },
  };
}

export type TemplatesRepository = ReturnType<typeof templatesRepository>;
