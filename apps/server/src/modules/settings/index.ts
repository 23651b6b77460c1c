import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import { adminSettingsRoutes } from './routes';
import { settingsService } from './service';

/** Operator settings (cancel window, limits, switches): what other modules may use. */
export { type SettingsService } from './service';
export { OPERATOR_SETTINGS, type OperatorSettings, type SettingKey } from './registry';

export function registerSettings({ db, clock, audit }: Platform, registry: ModuleRegistry) {
  const settings = settingsService({ db, clock, recordAudit: audit.record });
  registry.routes('/api/admin', adminSettingsRoutes, { settings });
  return settings;
}
