import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { CountryLookup } from '../games';
import type { SettingsService } from '../settings';
import { regionGuard } from './region-guard';

/** Protection of the player API (region restriction): what other modules and the app may use. */
export type { RegionGuard } from './region-guard';
export { isRegionGuarded } from './region-rules';

export function registerProtection(
  _platform: Platform,
  _registry: ModuleRegistry,
  deps: { settings: SettingsService; countryOf: CountryLookup },
) {
  return { region: regionGuard(deps) };
}
