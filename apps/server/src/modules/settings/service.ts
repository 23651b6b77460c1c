import {
  ZUpdateOperatorSettingsRequest,
  type UpdateOperatorSettingsRequest,
} from '@wheelhouse/contracts/settings';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { validationFields } from '../../platform/validation-fields';
import type { AuditEntry } from '../../platform/audit';
import { SETTING_KEYS, settingValue, type OperatorSettings, type SettingKey } from './registry';
import { settingsRepository } from './repository';

export interface SettingsServiceDeps {
  db: Database;
  clock: Clock;
  /** Writes a back-office audit row inside the given transaction (the admin module's recordAudit). */
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
}

/** The same field errors a bad request body gets from the route schema. */
function validPatch(patch: unknown): UpdateOperatorSettingsRequest {
  const parsed = ZUpdateOperatorSettingsRequest.safeParse(patch);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    keyword: issue.code,
    instancePath: `/${issue.path.join('/')}`,
    message: issue.message,
    params: { ...issue } as Record<string, unknown>,
  }));
  throw new AppError('validation_error', { fields: validationFields(issues, patch) });
}

/**
 * How old the settings `recent()` hands out may be. A hot path (originals bets) reads its limits
 * through it; a change made on another server process reaches this one within this time, a change
 * made on this process at once.
 */
export const RECENT_SETTINGS_MS = 1_000;

/**
 * Operator settings: `all()` and `get()` read on every use, so a change such as switching payments
 * off holds at once on every server process; `recent()` may be up to RECENT_SETTINGS_MS old.
 */
export function settingsService(deps: SettingsServiceDeps) {
  const repository = settingsRepository(deps.db);
  let recent: { at: number; settings: Promise<OperatorSettings> } | undefined;

  async function all(executor: Database = deps.db): Promise<OperatorSettings> {
    const stored = await repository.values(executor);
    return Object.fromEntries(
      SETTING_KEYS.map((key) => [key, settingValue(key, stored.get(key))]),
    ) as OperatorSettings;
  }

  /** Validates and stores a partial patch; one audit row per changed setting, in one transaction. */
  async function update(
    staffId: number,
    patch: Partial<OperatorSettings>,
    requestId = 'internal',
  ): Promise<OperatorSettings> {
    const valid = validPatch(patch);
    const keys = SETTING_KEYS.filter((key) => valid[key] !== undefined);
    if (keys.length === 0) return all();
    recent = undefined;
    const updated = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const stored = await repository.valuesForUpdate(keys, tx);
      const now = deps.clock.now();
      for (const key of keys) {
        const before = settingValue(key, stored.get(key));
        const after = valid[key];
        if (stored.has(key) && JSON.stringify(before) === JSON.stringify(after)) continue;
        await repository.upsert({ key, value: after, updatedBy: staffId, updatedAt: now }, tx);
        await deps.recordAudit(
          {
            staffId,
            action: 'setting.update',
            targetType: 'operator_setting',
            targetId: key,
            // Wrapped: a bare string in a jsonb column does not survive Drizzle's round trip.
            before: { value: before },
            after: { value: after },
            requestId,
          },
          tx,
        );
      }
      return all(tx);
    });
    recent = undefined;
    return updated;
  }

  function requireFinance(member: StaffPrincipal) {
    if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
  }

  return {
    /**
     * One setting: its stored value, or the default. Pass `executor` inside a transaction (on
     * PGlite a query outside the open transaction would wait for it forever).
     */
    async get<K extends SettingKey>(
      key: K,
      executor: Database = deps.db,
    ): Promise<OperatorSettings[K]> {
      return settingValue(key, await repository.value(key, executor));
    },

    all(): Promise<OperatorSettings> {
      return all();
    },

    /** The settings as read at most RECENT_SETTINGS_MS ago (one read shared by concurrent callers). */
    recent(): Promise<OperatorSettings> {
      const now = Date.now();
      if (!recent || now - recent.at > RECENT_SETTINGS_MS) {
        const settings = all();
        recent = { at: now, settings };
        settings.catch(() => {
          if (recent?.settings === settings) recent = undefined;
        });
      }
      return recent.settings;
    },

    update,

    /** GET /api/admin/settings (finance, admin). */
    async readAs(member: StaffPrincipal): Promise<OperatorSettings> {
      requireFinance(member);
      return all();
    },

    /** PUT /api/admin/settings (finance, admin): audited. */
    async updateAs(
      member: StaffPrincipal,
      patch: Partial<OperatorSettings>,
      requestId: string,
    ): Promise<OperatorSettings> {
      requireFinance(member);
      return update(member.staffId, patch, requestId);
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
