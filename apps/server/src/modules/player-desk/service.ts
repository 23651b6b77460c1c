import type {
  AdminBetsQuery,
  AdminBetsResponse,
  AdminCashierQuery,
  AdminCashierResponse,
  AdminNote,
  AdminNotesResponse,
  AdminPageQuery,
  AdminPlayerSessionsResponse,
  AdminRevokeSessionsResponse,
  AdminSetNameRequest,
  AdminUserDetail,
} from '@wheelhouse/contracts/admin-players';
import { runAudited, type RecordAudit } from '../../platform/audit';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { AuthService } from '../auth';
import type { OriginalsService } from '../originals';
import type { UsersService } from '../users';
import type { WalletService } from '../wallet';
import { playerDeskRepository, type StaffNoteRow } from './repository';

export interface PlayerDeskDeps {
  db: Database;
  clock: Clock;
  recordAudit: RecordAudit;
  users: Pick<UsersService, 'detailForStaff' | 'accessByGlobalId' | 'setNamesForStaff'>;
  auth: Pick<AuthService, 'sessionsForStaff' | 'revokeSessions'>;
  originals: Pick<OriginalsService, 'betsForStaff'>;
  wallet: Pick<WalletService, 'historyForStaff'>;
  /** Staff emails by id (the admin module's), for the notes' authors. */
  staffEmails: (staffIds: number[]) => Promise<Map<number, string>>;
}

/**
 * A player's page in the back office (support and finance; admin): profile, bets, cashier history,
 * sessions and notes, each read through the owning module's index. Changes are audited.
 */
export function playerDeskService(deps: PlayerDeskDeps) {
  const repository = playerDeskRepository(deps.db);

  function requireAccess(member: StaffPrincipal) {
    if (!staffHasRole(member, ['support', 'finance'])) throw new AppError('forbidden');
  }

  async function userIdOf(member: StaffPrincipal, globalId: string): Promise<number> {
    requireAccess(member);
    const access = await deps.users.accessByGlobalId(globalId);
    if (!access) throw new AppError('not_found', { message: 'No such player' });
    return access.userId;
  }

  async function notesOf(rows: StaffNoteRow[]): Promise<AdminNote[]> {
    const emails = await deps.staffEmails([...new Set(rows.map((row) => row.staffId))]);
    return rows.map((row) => ({
      id: row.id,
      body: row.body,
      staffId: row.staffId,
      staffEmail: emails.get(row.staffId) ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async function profile(member: StaffPrincipal, globalId: string): Promise<AdminUserDetail> {
    requireAccess(member);
    const detail = await deps.users.detailForStaff(globalId);
    if (!detail) throw new AppError('not_found', { message: 'No such player' });
    const sessions = await deps.auth.sessionsForStaff(detail.userId);
    const lastSeenAt = sessions.reduce<string | null>(
      (latest, session) =>
        latest === null || session.lastSeenAt > latest ? session.lastSeenAt : latest,
      null,
    );
    const { userId: _userId, ...fields } = detail;
    return { ...fields, lastSeenAt };
  }

  return {
    profile,

    async bets(
      member: StaffPrincipal,
      globalId: string,
      query: AdminBetsQuery,
    ): Promise<AdminBetsResponse> {
      return deps.originals.betsForStaff(await userIdOf(member, globalId), query);
    },

    async cashier(
      member: StaffPrincipal,
      globalId: string,
      query: AdminCashierQuery,
    ): Promise<AdminCashierResponse> {
      return deps.wallet.historyForStaff(await userIdOf(member, globalId), query);
    },

    async sessions(member: StaffPrincipal, globalId: string): Promise<AdminPlayerSessionsResponse> {
      return { data: await deps.auth.sessionsForStaff(await userIdOf(member, globalId)) };
    },

    /** Signs the player out of one session, or of all when `sessionId` is null (audited). */
    async revokeSessions(
      member: StaffPrincipal,
      globalId: string,
      sessionId: number | null,
      requestId: string,
    ): Promise<AdminRevokeSessionsResponse> {
      const userId = await userIdOf(member, globalId);
      return runAudited(deps, member, requestId, async (tx) => {
        const revoked = await deps.auth.revokeSessions(userId, sessionId, tx);
        if (sessionId !== null && revoked === 0) throw new AppError('not_found');
        return {
          result: { revoked },
          audit: {
            action: sessionId === null ? 'user.sessions.revoke' : 'user.session.revoke',
            targetType: 'user',
            targetId: globalId,
            before: { sessionId },
            after: { revoked },
          },
        };
      });
    },

    /**
     * Support's name change (a player sets the names once; later changes go through support):
     * both names with the reason, audited; answers the updated profile. Support only (admin too).
     */
    async setName(
      member: StaffPrincipal,
      globalId: string,
      request: AdminSetNameRequest,
      requestId: string,
    ): Promise<AdminUserDetail> {
      if (!staffHasRole(member, ['support'])) throw new AppError('forbidden');
      const userId = await userIdOf(member, globalId);
      const { reason, ...names } = request;
      await runAudited(deps, member, requestId, async (tx) => {
        const change = await deps.users.setNamesForStaff(userId, names, tx);
        return {
          result: change,
          audit: {
            action: 'user.name.set',
            targetType: 'user',
            targetId: globalId,
            before: change.before,
            after: { ...change.after, reason },
          },
        };
      });
      return profile(member, globalId);
    },

    async notes(
      member: StaffPrincipal,
      globalId: string,
      page: AdminPageQuery,
    ): Promise<AdminNotesResponse> {
      await userIdOf(member, globalId);
      const { rows, total } = await repository.notesOf(globalId, page);
      return { data: await notesOf(rows), meta: { offset: page.offset, limit: page.limit, total } };
    },

    async addNote(
      member: StaffPrincipal,
      globalId: string,
      body: string,
      requestId: string,
    ): Promise<AdminNote> {
      await userIdOf(member, globalId);
      const row = await runAudited(deps, member, requestId, async (tx) => {
        const saved = await repository.insertNote(
          { playerGlobalId: globalId, staffId: member.staffId, body, now: deps.clock.now() },
          tx,
        );
        return {
          result: saved,
          audit: {
            action: 'user.note.add',
            targetType: 'user',
            targetId: globalId,
            before: null,
            after: { noteId: saved.id, body },
          },
        };
      });
      const [note] = await notesOf([row]);
      if (!note) throw new Error('note not presented');
      return note;
    },
  };
}

export type PlayerDeskService = ReturnType<typeof playerDeskService>;
