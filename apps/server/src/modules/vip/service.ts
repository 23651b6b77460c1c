import { isProfileComplete } from '@wheelhouse/contracts/plain/users';
import { formatAmount } from '@wheelhouse/contracts/money';
import type {
  SetVipRequest,
  VipDrawer,
  VipManager,
  VipManagerRequest,
  VipManagersResponse,
  VipStatus,
  VipPlayersResponse,
  VipSettings,
} from '@wheelhouse/contracts/vip';
import { parseAmountField } from '../../platform/amount-field';
import { runAudited, type RecordAudit } from '../../platform/audit';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/errors';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { UsersService } from '../users';
import { vipRepository, type VipManagerRow, type VipSettingsRow } from './repository';

export interface VipServiceDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  users: Pick<
    UsersService,
    | 'me'
    | 'setVip'
    | 'promoteToVip'
    | 'vipsForStaff'
    | 'vipsPerManager'
    | 'accessByEmail'
    | 'clearVipManager'
  >;
  ledger: Pick<LedgerService, 'turnoverAtLeast'>;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  recordAudit: RecordAudit;
}

const PROMOTION_PAGE = 500;

/**
 * The VIP programme: status set by staff or reached by bet turnover (the promotion job), the
 * drawer's links (operator settings) and the managers staff assign.
 */
export function vipService(deps: VipServiceDeps) {
  const repository = vipRepository(deps.db);

  async function scale() {
    return (await deps.currencies.requireCurrency(deps.houseCurrency)).ledgerScale;
  }

  /** The threshold is set with at most 2 decimals, so it is shown with 2 whatever the house scale. */
  async function toSettings(row: VipSettingsRow): Promise<VipSettings> {
    const cents = 10n ** BigInt(Math.max((await scale()) - 2, 0));
    return {
      botUrl: row.botUrl,
      mirrorUrl: row.mirrorUrl,
      portalUrl: row.portalUrl,
      autoTurnover: formatAmount(row.autoTurnoverMinor / cents, 2),
    };
  }

  function requireRole(member: StaffPrincipal, roles: Parameters<typeof staffHasRole>[1]) {
    if (!staffHasRole(member, roles)) throw new AppError('forbidden');
  }

  async function toManagers(rows: VipManagerRow[]): Promise<VipManager[]> {
    const counts = await deps.users.vipsPerManager();
    return rows.map((row) => ({
      id: row.id,
      telegramUsername: row.telegramUsername,
      name: row.name,
      players: counts.get(row.telegramUsername.toLowerCase()) ?? 0,
    }));
  }

  return {
    /** GET /api/v1/vip: what the VIP drawer shows this player. */
    async drawer(userId: number): Promise<VipDrawer> {
      const [me, settings] = await Promise.all([deps.users.me(userId), repository.settings()]);
      const vip = me.isVip;
      return {
        isVip: vip,
        botUrl: vip ? settings.botUrl : null,
        mirrorUrl: vip ? settings.mirrorUrl : null,
        managerTelegram: vip ? me.vipManager.telegramUsername : null,
        portalUrl: vip ? null : settings.portalUrl,
        isProfileComplete: isProfileComplete(me),
      };
    },

    async settingsFor(member: StaffPrincipal): Promise<VipSettings> {
      requireRole(member, ['content']);
      return toSettings(await repository.settings());
    },

    /** PUT /api/admin/vip/settings (content), audited. */
    async updateSettings(
      member: StaffPrincipal,
      request: VipSettings,
      requestId: string,
    ): Promise<VipSettings> {
      requireRole(member, ['content']);
      const houseScale = await scale();
      const row: VipSettingsRow = {
        botUrl: request.botUrl,
        mirrorUrl: request.mirrorUrl,
        portalUrl: request.portalUrl,
        autoTurnoverMinor: /^0(\.0+)?$/.test(request.autoTurnover)
          ? 0n
          : parseAmountField(request.autoTurnover, houseScale, 'autoTurnover'),
      };
      await runAudited(
        { db: deps.db, recordAudit: deps.recordAudit },
        member,
        requestId,
        async (tx) => {
          const before = await repository.settingsForUpdate(tx);
          await repository.updateSettings(
            { ...row, updatedBy: member.staffId, updatedAt: deps.clock.now() },
            tx,
          );
          return {
            result: undefined,
            audit: {
              action: 'vip.settings',
              targetType: 'vip',
              targetId: 'settings',
              before: await toSettings(before),
              after: request,
            },
          };
        },
      );
      return toSettings(await repository.settings());
    },

    async managers(member: StaffPrincipal): Promise<VipManagersResponse> {
      requireRole(member, ['support', 'content']);
      return { items: await toManagers(await repository.managers()) };
    },

    /** POST /api/admin/vip/managers (content): 409 conflict for a username already listed. */
    async addManager(
      member: StaffPrincipal,
      request: VipManagerRequest,
      requestId: string,
    ): Promise<VipManager> {
      requireRole(member, ['content']);
      try {
        const row = await runAudited(
          { db: deps.db, recordAudit: deps.recordAudit },
          member,
          requestId,
          async (tx) => {
            const created = await repository.insertManager(request, tx);
            return {
              result: created,
              audit: {
                action: 'vip.manager.create',
                targetType: 'vip_manager',
                targetId: String(created.id),
                before: null,
                after: request,
              },
            };
          },
        );
        return (await toManagers([row]))[0]!;
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError('conflict', {
            message: 'This manager is already listed',
            fields: { telegramUsername: { key: 'Validation.taken' } },
          });
        throw error;
      }
    },

    /**
     * DELETE /api/admin/vip/managers/{id} (content): their players are left without a manager in
     * the same transaction, so no player is shown a contact who no longer looks after them.
     */
    async removeManager(member: StaffPrincipal, id: number, requestId: string): Promise<void> {
      requireRole(member, ['content']);
      await runAudited(
        { db: deps.db, recordAudit: deps.recordAudit },
        member,
        requestId,
        async (tx) => {
          const removed = await repository.deleteManager(id, tx);
          if (!removed) throw new AppError('not_found', { message: 'No such manager' });
          const playersUnassigned = await deps.users.clearVipManager(removed.telegramUsername, tx);
          return {
            result: undefined,
            audit: {
              action: 'vip.manager.delete',
              targetType: 'vip_manager',
              targetId: String(id),
              before: { telegramUsername: removed.telegramUsername, name: removed.name },
              after: { playersUnassigned },
            },
          };
        },
      );
    },

    async players(
      member: StaffPrincipal,
      page: { offset: number; limit: number },
    ): Promise<VipPlayersResponse> {
      requireRole(member, ['support', 'content']);
      const { data, total } = await deps.users.vipsForStaff(page);
      return { data, meta: { ...page, total } };
    },

    /** PUT /api/admin/users/{id}/vip (support, content): status and manager, audited. */
    async setPlayer(
      member: StaffPrincipal,
      globalId: string,
      request: SetVipRequest,
      requestId: string,
    ): Promise<VipStatus> {
      requireRole(member, ['support', 'content']);
      let managerTelegram: string | null = null;
      if (request.managerId !== null) {
        const manager = await repository.managerById(request.managerId);
        if (!manager)
          throw new AppError('validation_error', {
            fields: { managerId: { key: 'Validation.not_found' } },
          });
        managerTelegram = manager.telegramUsername;
      }
      if (!request.isVip) managerTelegram = null;
      const after = await runAudited(
        { db: deps.db, recordAudit: deps.recordAudit },
        member,
        requestId,
        async (tx) => {
          const change = await deps.users.setVip(
            globalId,
            { isVip: request.isVip, managerTelegram },
            tx,
          );
          return {
            result: change.after,
            audit: {
              action: 'vip.player',
              targetType: 'user',
              targetId: globalId,
              before: change.before,
              after: change.after,
            },
          };
        },
      );
      return { globalId, ...after };
    },

    /**
     * The promotion job: players whose bet turnover reached the operator's threshold become VIP
     * (never demoted by it). Idempotent: a second run finds them VIP already.
     */
    async promoteByTurnover(): Promise<{ promoted: number }> {
      const { autoTurnoverMinor } = await repository.settings();
      if (autoTurnoverMinor <= 0n) return { promoted: 0 };
      let promoted = 0;
      let afterUserId = 0;
      for (;;) {
        const ids = await deps.ledger.turnoverAtLeast(autoTurnoverMinor, {
          afterUserId,
          limit: PROMOTION_PAGE,
        });
        promoted += (await deps.users.promoteToVip(ids)).length;
        if (ids.length < PROMOTION_PAGE) break;
        afterUserId = ids[ids.length - 1]!;
      }
      return { promoted };
    },

    /** The demo programme's links and manager (seed, SEED_DEMO only). Idempotent. */
    async seedDemo(): Promise<number> {
      let added = 0;
      await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const current = await repository.settingsForUpdate(tx);
        if (current.botUrl === null && current.portalUrl === null) {
          await repository.updateSettings(
            {
              botUrl: 'https://t.me/wheelhouse_vip_bot',
              mirrorUrl: 'https://vip.wheelhouse.dev',
              portalUrl: 'https://wheelhouse.dev/vip',
              autoTurnoverMinor: current.autoTurnoverMinor,
              updatedBy: null,
              updatedAt: deps.clock.now(),
            },
            tx,
          );
          added += 1;
        }
      });
      if (!(await repository.managerByUsername('wheelhouse_vip_manager'))) {
        try {
          await deps.db.transaction(async (transaction) => {
            await repository.insertManager(
              { telegramUsername: 'wheelhouse_vip_manager', name: 'Anna (VIP manager)' },
              transaction as unknown as Database,
            );
          });
          added += 1;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      return added;
    },
  };
}

export type VipService = ReturnType<typeof vipService>;
