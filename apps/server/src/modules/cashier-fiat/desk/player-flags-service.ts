import type {
  FiatPlayerFlags,
  SetFiatPlayerFlagsRequest,
} from '@wheelhouse/contracts/admin-fiat-desk';
import { staffHasRole, type StaffPrincipal } from '../../../platform/auth-hooks';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { runAudited, type AuditEntry } from '../../../platform/audit';
import type { UsersService } from '../../users';
import { playerFlagsRepository } from '../player-flags/repository';

export interface DeskPlayerFlagsDeps {
  db: Database;
  clock: Clock;
  users: Pick<UsersService, 'accessByGlobalId'>;
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
}

/**
 * The desk's per-player fiat restrictions (cashier spec §8 wallet_buy_banned, wallet_fiat_banned).
 * Finance role (admins pass); a change commits with its audit row through runAudited.
 */
export function deskPlayerFlags(deps: DeskPlayerFlagsDeps) {
  const flags = playerFlagsRepository(deps.db);

  function requireFinance(member: StaffPrincipal) {
    if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
  }

  return {
    /** GET /api/admin/fiat/players/{globalId}/flags (finance): 404 for an unknown player. */
    async playerFlags(member: StaffPrincipal, globalId: string): Promise<FiatPlayerFlags> {
      requireFinance(member);
      const access = await deps.users.accessByGlobalId(globalId);
      if (!access) throw new AppError('not_found');
      return flags.of(access.userId);
    },

    /**
     * PUT /api/admin/fiat/players/{globalId}/flags (finance, audited): restricts or frees the
     * player's fiat deposits (wallet_buy_banned) or all fiat orders (wallet_fiat_banned). Orders
     * already open go on.
     */
    async setPlayerFlags(
      member: StaffPrincipal,
      globalId: string,
      body: SetFiatPlayerFlagsRequest,
      requestId: string,
    ): Promise<FiatPlayerFlags> {
      requireFinance(member);
      const access = await deps.users.accessByGlobalId(globalId);
      if (!access) throw new AppError('not_found');
      return runAudited(deps, member, requestId, async (tx) => {
        const before = await flags.of(access.userId, tx);
        const after = await flags.set(
          access.userId,
          { buyBanned: body.buyBanned, fiatBanned: body.fiatBanned, reason: body.reason || null },
          member.staffId,
          deps.clock.now(),
          tx,
        );
        return {
          result: after,
          audit: {
            action: 'fiat_player_flags.set',
            targetType: 'user',
            targetId: globalId,
            before,
            after,
          },
        };
      });
    },
  };
}
