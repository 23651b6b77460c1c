/** Operator settings (cancel window, limits, switches): what other modules may use. */
export { settingsService, type SettingsService } from './service';
export { OPERATOR_SETTINGS, type OperatorSettings, type SettingKey } from './registry';
export { adminSettingsRoutes } from './routes';
