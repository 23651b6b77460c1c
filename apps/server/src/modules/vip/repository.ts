import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { vipManagers, vipSettings } from './schema';

export type VipSettingsRow = Pick<
  typeof vipSettings.$inferSelect,
  'botUrl' | 'mirrorUrl' | 'portalUrl' | 'autoTurnoverMinor'
>;
export type VipManagerRow = typeof vipManagers.$inferSelect;

const SETTINGS_ID = 1;
const DEFAULTS: VipSettingsRow = {
  botUrl: null,
  mirrorUrl: null,
  portalUrl: null,
  autoTurnoverMinor: 0n,
};

const settingsColumns = {
  botUrl: vipSettings.botUrl,
  mirrorUrl: vipSettings.mirrorUrl,
  portalUrl: vipSettings.portalUrl,
  autoTurnoverMinor: vipSettings.autoTurnoverMinor,
};

/** The only place that runs the VIP programme's SQL. */
export function vipRepository(db: Database) {
  return {
    async settings(executor: Database = db): Promise<VipSettingsRow> {
      const [row] = await executor
        .select(settingsColumns)
        .from(vipSettings)
        .where(eq(vipSettings.id, SETTINGS_ID));
      return row ?? DEFAULTS;
    },

    async settingsForUpdate(tx: Database): Promise<VipSettingsRow> {
      await tx.insert(vipSettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
      const [row] = await tx
        .select(settingsColumns)
        .from(vipSettings)
        .where(eq(vipSettings.id, SETTINGS_ID))
        .for('update');
      return row ?? DEFAULTS;
    },

    async updateSettings(
      values: VipSettingsRow & { updatedBy: number | null; updatedAt: Date },
      tx: Database,
    ): Promise<void> {
      await tx.update(vipSettings).set(values).where(eq(vipSettings.id, SETTINGS_ID));
    },

    managers(): Promise<VipManagerRow[]> {
      return db.select().from(vipManagers).orderBy(asc(vipManagers.name), asc(vipManagers.id));
    },

    async managerById(id: number, executor: Database = db): Promise<VipManagerRow | undefined> {
      const [row] = await executor.select().from(vipManagers).where(eq(vipManagers.id, id));
      return row;
    },

    async insertManager(
      row: { telegramUsername: string; name: string },
      tx: Database,
    ): Promise<VipManagerRow> {
      const [created] = await tx.insert(vipManagers).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    async deleteManager(id: number, tx: Database): Promise<VipManagerRow | undefined> {
      const [row] = await tx.delete(vipManagers).where(eq(vipManagers.id, id)).returning();
      return row;
    },

    async managerByUsername(username: string): Promise<VipManagerRow | undefined> {
      const [row] = await db
        .select()
        .from(vipManagers)
        .where(eq(sql`lower(${vipManagers.telegramUsername})`, username.toLowerCase()));
      return row;
    },
  };
}
