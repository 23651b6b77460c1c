import type { z } from 'zod';
import { ZOperatorSettings, type OperatorSettingsBody } from '@wheelhouse/contracts/settings';

/** The value of every operator setting (stored, or its default). */
export type OperatorSettings = OperatorSettingsBody;
export type SettingKey = keyof OperatorSettings;

interface SettingDefinition<K extends SettingKey> {
  schema: z.ZodType<OperatorSettings[K]>;
  defaultValue: OperatorSettings[K];
}

const rules = ZOperatorSettings.shape;

/**
 * Every setting with its rule and default. A key missing from operator_settings (or a stored value
 * that no longer passes its rule) reads as the default, so a new setting needs no migration.
 */
export const OPERATOR_SETTINGS: { [K in SettingKey]: SettingDefinition<K> } = {
  'withdraw.cancelWindowSeconds': {
    schema: rules['withdraw.cancelWindowSeconds'],
    defaultValue: 600,
  },
  'withdraw.dailyLimit': { schema: rules['withdraw.dailyLimit'], defaultValue: '10000.00' },
  'withdraw.autoApproveBelow': {
    schema: rules['withdraw.autoApproveBelow'],
    defaultValue: '100.00',
  },
  'withdraw.requiresVerification': {
    schema: rules['withdraw.requiresVerification'],
    defaultValue: false,
  },
  'withdraw.depositWagerMultiplier': {
    schema: rules['withdraw.depositWagerMultiplier'],
    defaultValue: '0',
  },
  'withdraw.minGgrPercent': { schema: rules['withdraw.minGgrPercent'], defaultValue: 0 },
  'region.restrictedCountries': { schema: rules['region.restrictedCountries'], defaultValue: [] },
  'region.allowedIps': { schema: rules['region.allowedIps'], defaultValue: [] },
  'push.enabled': { schema: rules['push.enabled'], defaultValue: true },
  'payments.enabled': { schema: rules['payments.enabled'], defaultValue: true },
  'originals.maxBet': { schema: rules['originals.maxBet'], defaultValue: '1000.00' },
  'originals.maxProfit': { schema: rules['originals.maxProfit'], defaultValue: '10000.00' },
};

export const SETTING_KEYS = Object.keys(OPERATOR_SETTINGS) as SettingKey[];

/** The stored value when it still passes the setting's rule, else the default. */
export function settingValue<K extends SettingKey>(key: K, stored: unknown): OperatorSettings[K] {
  if (stored === undefined) return OPERATOR_SETTINGS[key].defaultValue;
  const parsed = OPERATOR_SETTINGS[key].schema.safeParse(stored);
  return parsed.success ? parsed.data : OPERATOR_SETTINGS[key].defaultValue;
}
