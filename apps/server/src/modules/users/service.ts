import { randomBytes } from 'node:crypto';
import type { AdminUser, AdminUsersQuery, AdminUsersResponse } from '@wheelhouse/contracts/admin';
import type { BanReason } from '@wheelhouse/contracts/auth';
import {
  SUPPORTED_LOCALES,
  isSupportedLocale,
  type Language,
  type Locale,
} from '@wheelhouse/contracts/locales';
import type { User } from '@wheelhouse/contracts/users';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/errors';
import { signWebsocketToken } from '../../platform/websocket-token';
import { LANGUAGE_TITLES, languageIconUrl } from './language-icons';
import { usersRepository, type UserRow } from './repository';

export interface UsersServiceDeps {
  db: Database;
  clock: Clock;
  sessionSecret: string;
}

/** Lower-case and trim, so one mailbox is one account whatever the capitalisation. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface NewPlayer {
  email: string;
  passwordHash: string;
  language: Locale;
  currency: string;
  isVip?: boolean;
  vipManagerTelegram?: string | null;
}

/** What the auth module needs to know about an account when it signs someone in or checks a session. */
export interface AccountAccess {
  userId: number;
  globalId: string;
  passwordHash: string;
  ban: { reason: string } | null;
  /** The player's primary (display) currency as read with the rest of the row. */
  currency: string;
}

export type BanChange = { before: BanState; after: BanState; globalId: string };
export type BanState = { banned: boolean; banReason: string | null };

function newGlobalId(): string {
  return randomBytes(8).toString('hex');
}

function toAccess(row: UserRow): AccountAccess {
  return {
    userId: row.id,
    globalId: row.globalId,
    passwordHash: row.passwordHash,
    ban: row.bannedAt ? { reason: row.banReason ?? 'other' } : null,
    currency: row.currency,
  };
}

function banState(row: UserRow): BanState {
  return { banned: row.bannedAt !== null, banReason: row.banReason };
}

export function usersService(deps: UsersServiceDeps) {
  const repository = usersRepository(deps.db);

  return {
    /** Creates a player; the unique index decides races, so two parallel sign-ups give one account. */
    async createPlayer(player: NewPlayer, executor?: Database): Promise<AccountAccess> {
      try {
        const row = await repository.insert(
          {
            globalId: newGlobalId(),
            email: normaliseEmail(player.email),
            passwordHash: player.passwordHash,
            language: player.language,
            currency: player.currency,
            isVip: player.isVip ?? false,
            vipManagerTelegram: player.vipManagerTelegram ?? null,
          },
          executor,
        );
        return toAccess(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('email_taken');
        throw error;
      }
    },

    async accessByEmail(email: string): Promise<AccountAccess | undefined> {
      const row = await repository.findByEmail(normaliseEmail(email));
      return row && toAccess(row);
    },

    async accessById(userId: number): Promise<AccountAccess | undefined> {
      const row = await repository.findById(userId);
      return row && toAccess(row);
    },

    async accessByGlobalId(globalId: string): Promise<AccountAccess | undefined> {
      const row = await repository.findByGlobalId(globalId);
      return row && toAccess(row);
    },

    /** The player's display (primary) currency code; `executor` when inside a transaction. */
    async primaryCurrencyOf(userId: number, executor?: Database): Promise<string> {
      const currency = await repository.currencyOf(userId, executor);
      if (currency === undefined) throw new AppError('not_found', { message: 'No such player' });
      return currency;
    },

    /** Stores the display currency; the caller has checked that the code is an active currency. */
    async setPrimaryCurrency(userId: number, currency: string): Promise<void> {
      const row = await repository.updateCurrency(userId, currency, deps.clock.now());
      if (!row) throw new AppError('unauthorized');
    },

    /** A completed deposit makes the player a depositor (cashier spec §4); idempotent. */
    async markHasDeposits(userId: number, executor?: Database): Promise<void> {
      await repository.markHasDeposits(userId, deps.clock.now(), executor);
    },

    /** A deposit or buy completed (cashier spec §4 Completion): hasDeposits set, deposit count +1. */
    async recordCompletedDeposit(userId: number, executor?: Database): Promise<void> {
      await repository.recordCompletedDeposit(userId, deps.clock.now(), executor);
    },

    async depositCountOf(userId: number, executor?: Database): Promise<number> {
      return repository.depositCountOf(userId, executor);
    },

    /** The signed-in player's own profile; `userId` comes from their session, never from the request. */
    async me(userId: number): Promise<User> {
      const row = await repository.findById(userId);
      if (!row) throw new AppError('unauthorized');
      return toUser(row, signWebsocketToken(deps.sessionSecret, row.id, deps.clock.now()));
    },

    async updateLanguage(userId: number, language: Locale): Promise<User> {
      const row = await repository.updateLanguage(userId, language, deps.clock.now());
      if (!row) throw new AppError('unauthorized');
      return toUser(row, signWebsocketToken(deps.sessionSecret, row.id, deps.clock.now()));
    },

    languages(): Language[] {
      return SUPPORTED_LOCALES.map((code) => ({
        code,
        title: LANGUAGE_TITLES[code],
        icon: languageIconUrl(code),
      }));
    },

    async searchForStaff(query: AdminUsersQuery): Promise<AdminUsersResponse> {
      const { rows, total } = await repository.search({
        search: query.search,
        sort: { sort: query.sort, order: query.order },
        offset: query.offset,
        limit: query.limit,
      });
      return {
        data: rows.map(toAdminUser),
        meta: { offset: query.offset, limit: query.limit, total },
      };
    },

    /** A player's profile for staff, or undefined for an unknown global id. */
    async detailForStaff(globalId: string) {
      const row = await repository.findByGlobalId(globalId);
      if (!row) return undefined;
      return {
        ...toAdminUser(row),
        userId: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        dateOfBirth: row.dateOfBirth,
        vipManagerTelegram: row.vipManagerTelegram,
        depositsCompleted: row.depositCount,
        bannedAt: row.bannedAt?.toISOString() ?? null,
      };
    },

    /** New accounts per UTC day in [from, to) (the reports' "new players"). */
    createdPerDay(range: { from: Date; to: Date }): Promise<Map<string, number>> {
      return repository.createdPerDay(range);
    },

    /** Sets or lifts a ban; returns the state before and after for the audit log. */
    async setBan(
      globalId: string,
      reason: BanReason | null,
      executor?: Database,
    ): Promise<BanChange> {
      const current = await repository.findByGlobalIdForUpdate(globalId, executor);
      if (!current) throw new AppError('not_found', { message: 'No such player' });
      const now = deps.clock.now();
      const updated = await repository.setBan(
        globalId,
        reason ? { bannedAt: now, reason } : null,
        now,
        executor,
      );
      if (!updated) throw new AppError('not_found', { message: 'No such player' });
      return { globalId, before: banState(current), after: banState(updated) };
    },
  };
}

function toUser(row: UserRow, websocketToken: string): User {
  return {
    globalId: row.globalId,
    email: row.email,
    language: isSupportedLocale(row.language) ? row.language : 'en',
    currency: row.currency,
    websocketToken,
    isVip: row.isVip,
    isNameChangeAvailable: !row.firstName && !row.lastName,
    isPushNotificationsActive: row.pushNotificationsActive,
    webimUser: null,
    hasDeposits: row.hasDeposits,
    depositCount: row.depositCount,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    vipManager: { telegramUsername: row.vipManagerTelegram },
  };
}

function toAdminUser(row: UserRow): AdminUser {
  return {
    globalId: row.globalId,
    email: row.email,
    language: row.language,
    currency: row.currency,
    isVip: row.isVip,
    banned: row.bannedAt !== null,
    banReason: row.banReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export type UsersService = ReturnType<typeof usersService>;
