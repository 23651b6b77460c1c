import { createHmac, randomBytes } from 'node:crypto';
import type { AdminUser, AdminUsersQuery, AdminUsersResponse } from '@wheelhouse/contracts/admin';
import type { BanReason } from '@wheelhouse/contracts/auth';
import {
  LOCALE_TITLES,
  SUPPORTED_LOCALES,
  isSupportedLocale,
  type Language,
  type Locale,
} from '@wheelhouse/contracts/locales';
import {
  MAX_PLAYER_AGE,
  MIN_PLAYER_AGE,
  dateOfBirthProblem,
  displayName,
  isNameChangeAvailable,
} from '@wheelhouse/contracts/plain/users';
import type { UpdateProfileRequest, User, WebimUser } from '@wheelhouse/contracts/users';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/errors';
import { signWebsocketToken } from '../../platform/websocket-token';
import { languageIconUrl } from './language-icons';
import { playerCurrencySubquery, usersRepository, type UserRow } from './repository';

export interface UsersServiceDeps {
  db: Database;
  clock: Clock;
  sessionSecret: string;
  /** Signs webimUser for an external support chat; without it /me has webimUser null. */
  supportChatSecret?: string;
}

/** Lower-case and trim, so one mailbox is one account whatever the capitalisation. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The address mail can reach, or null for an account opened without one (a messenger sign-up
 * stores a unique address on the reserved `.invalid` top-level domain, RFC 2606, which no mail
 * reaches): players and support chats never see that placeholder.
 */
export function mailboxOf(email: string): string | null {
  return email.endsWith('.invalid') ? null : email;
}

/** The player's profile as other modules and staff see it: `email` is the stored sign-in address. */
export type AccountProfile = Omit<User, 'email'> & { email: string };

/** The profile as the player sees it (GET /me): no placeholder address. */
export function asSeenByPlayer(profile: AccountProfile): User {
  return { ...profile, email: mailboxOf(profile.email) };
}

export interface NewPlayer {
  email: string;
  passwordHash: string;
  language: Locale;
  currency: string;
  isVip?: boolean;
  vipManagerTelegram?: string | null;
  /** The version of the terms (policy page) shown at sign-up, which the player accepted. */
  acceptedTermsVersion?: number | null;
}

/** What the auth module needs to know about an account when it signs someone in or checks a session. */
export interface AccountAccess {
  userId: number;
  globalId: string;
  email: string;
  language: string;
  passwordHash: string;
  ban: { reason: string } | null;
  /** The player's primary (display) currency as read with the rest of the row. */
  currency: string;
}

export type BanChange = { before: BanState; after: BanState; globalId: string };
export type BanState = { banned: boolean; banReason: string | null };
export type VipState = { isVip: boolean; managerTelegram: string | null };

function vipState(row: UserRow): VipState {
  return { isVip: row.isVip, managerTelegram: row.vipManagerTelegram };
}

function newGlobalId(): string {
  return randomBytes(8).toString('hex');
}

function toAccess(row: UserRow): AccountAccess {
  return {
    userId: row.id,
    globalId: row.globalId,
    email: row.email,
    language: row.language,
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
            acceptedTermsVersion: player.acceptedTermsVersion ?? null,
          },
          executor,
        );
        return toAccess(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('email_taken');
        throw error;
      }
    },

    /** A new password hash (the auth module's password change and reset), in the caller's transaction. */
    async setPasswordHash(
      userId: number,
      passwordHash: string,
      executor?: Database,
    ): Promise<void> {
      await repository.setCredentials(userId, { passwordHash }, deps.clock.now(), executor);
    },

    /** A new sign-in address; 409 email_taken when another account has it. */
    async changeEmail(userId: number, email: string, executor?: Database): Promise<void> {
      try {
        await repository.setCredentials(
          userId,
          { email: normaliseEmail(email) },
          deps.clock.now(),
          executor,
        );
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

    /**
     * SQL boolean for another module's statement: the player exists, has this global id and is
     * not banned (what accessById answers, read by the statement that acts for the player).
     */
    playableSql(userIdSql: string, globalIdSql: string): string {
      return `exists (select 1 from users u
        where u.id = ${userIdSql} and u.global_id = ${globalIdSql} and u.banned_at is null)`;
    },

    /**
     * The player's display currency (null for a player who is gone), as a scalar subquery for
     * another module's read that wants it in the same round trip.
     */
    currencySubquery: playerCurrencySubquery,

    async accessByGlobalId(globalId: string): Promise<AccountAccess | undefined> {
      const row = await repository.findByGlobalId(globalId);
      return row && toAccess(row);
    },

    /** What the live feed masks, for several players in one read; a player who is gone has none. */
    async namesOf(
      userIds: readonly number[],
    ): Promise<Map<number, { firstName: string | null; email: string }>> {
      return repository.namesOf(userIds);
    },

    /** The global ids staff screens link players by, for several players in one read. */
    async globalIdsOf(userIds: readonly number[]): Promise<Map<number, string>> {
      return repository.globalIdsOf(userIds);
    },

    /** primaryCurrencyOf of several players in one read; a player who is gone has no entry. */
    async primaryCurrenciesOf(userIds: readonly number[]): Promise<Map<number, string>> {
      return repository.currenciesOf(userIds);
    },

    /** The player's display (primary) currency code. */
    async primaryCurrencyOf(userId: number): Promise<string> {
      const currency = await repository.currencyOf(userId);
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

    /** The web-push module keeps isPushNotificationsActive (shell spec §3) in step with its subscriptions. */
    async setPushNotificationsActive(
      userId: number,
      active: boolean,
      executor?: Database,
    ): Promise<void> {
      await repository.setPushNotificationsActive(userId, active, deps.clock.now(), executor);
    },

    /** The player's language (for texts the server writes them, e.g. push notifications). */
    async languageOf(userId: number): Promise<Locale | undefined> {
      const language = await repository.languageOf(userId);
      return language && isSupportedLocale(language) ? language : undefined;
    },

    /** Whether the player has made a deposit (User.hasDeposits). */
    async hasDepositsOf(userId: number, executor?: Database): Promise<boolean> {
      return repository.hasDepositsOf(userId, executor);
    },

    async depositCountOf(userId: number, executor?: Database): Promise<number> {
      return repository.depositCountOf(userId, executor);
    },

    /** The signed-in player's own profile; `userId` comes from their session, never from the request. */
    async me(userId: number): Promise<AccountProfile> {
      const row = await repository.findById(userId);
      if (!row) throw new AppError('unauthorized');
      return toUser(
        row,
        signWebsocketToken(deps.sessionSecret, row.id, deps.clock.now()),
        deps.supportChatSecret,
      );
    },

    async updateLanguage(userId: number, language: Locale): Promise<AccountProfile> {
      const row = await repository.updateLanguage(userId, language, deps.clock.now());
      if (!row) throw new AppError('unauthorized');
      return toUser(
        row,
        signWebsocketToken(deps.sessionSecret, row.id, deps.clock.now()),
        deps.supportChatSecret,
      );
    },

    /**
     * The player's own profile fields (PATCH /api/v1/me/profile). Names: once, while neither is
     * set (isNameChangeAvailable); gender: any time; date of birth: once, aged 18 to 120. A field
     * that may no longer change is 409 profile_field_locked with that field in `fields`.
     */
    async updateProfile(userId: number, input: UpdateProfileRequest): Promise<AccountProfile> {
      const now = deps.clock.now();
      if (input.dateOfBirth !== undefined) {
        const problem = dateOfBirthProblem(input.dateOfBirth, now.toISOString().slice(0, 10));
        if (problem)
          throw new AppError('validation_error', {
            fields: {
              dateOfBirth: {
                key: `Validation.${problem === 'invalid_date' ? 'invalid_date' : problem === 'too_young' ? 'min_age' : 'max_age'}`,
                params:
                  problem === 'too_young'
                    ? { min: MIN_PLAYER_AGE }
                    : problem === 'too_old'
                      ? { max: MAX_PLAYER_AGE }
                      : undefined,
              },
            },
          });
      }
      const changes = Object.fromEntries(
        Object.entries(input).filter(([, value]) => value !== undefined),
      );
      const current = await repository.findById(userId);
      if (!current) throw new AppError('unauthorized');
      if (Object.keys(changes).length === 0)
        return toUser(
          current,
          signWebsocketToken(deps.sessionSecret, current.id, now),
          deps.supportChatSecret,
        );
      const row = await repository.updateProfile(userId, changes, now);
      if (!row) {
        // A condition failed (or another request set the field first): say which field is locked.
        const fresh = (await repository.findById(userId)) ?? current;
        const locked: Record<string, { key: string }> = {};
        if (!isNameChangeAvailable(fresh)) {
          if (input.firstName !== undefined) locked.firstName = { key: 'Validation.field_locked' };
          if (input.lastName !== undefined) locked.lastName = { key: 'Validation.field_locked' };
        }
        if (input.dateOfBirth !== undefined && fresh.dateOfBirth !== null)
          locked.dateOfBirth = { key: 'Validation.field_locked' };
        throw new AppError('profile_field_locked', { fields: locked });
      }
      return toUser(
        row,
        signWebsocketToken(deps.sessionSecret, row.id, now),
        deps.supportChatSecret,
      );
    },

    /**
     * Every supported locale, which is every complete one: a locale joins SUPPORTED_LOCALES only
     * with all of the player app's translations (the web typecheck and its locale parity test
     * fail otherwise), so there is nothing incomplete to filter out here.
     */
    languages(): Language[] {
      return SUPPORTED_LOCALES.map((code) => ({
        code,
        title: LOCALE_TITLES[code],
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

    /**
     * Support's name change (the rule behind isNameChangeAvailable sends later changes to them):
     * sets both names in the caller's transaction and answers them before and after, for the audit.
     */
    async setNamesForStaff(
      userId: number,
      names: { firstName: string | null; lastName: string | null },
      executor: Database,
    ) {
      const changed = await repository.setNames(userId, names, deps.clock.now(), executor);
      if (!changed) throw new AppError('not_found', { message: 'No such player' });
      return {
        before: changed.before,
        after: { firstName: changed.row.firstName, lastName: changed.row.lastName },
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

    /** Sets a player's VIP status and manager; the state before and after, for the audit log. */
    async setVip(
      globalId: string,
      vip: { isVip: boolean; managerTelegram: string | null },
      executor?: Database,
    ): Promise<{ before: VipState; after: VipState }> {
      const current = await repository.findByGlobalIdForUpdate(globalId, executor);
      if (!current) throw new AppError('not_found', { message: 'No such player' });
      const updated = await repository.setVip(globalId, vip, deps.clock.now(), executor);
      if (!updated) throw new AppError('not_found', { message: 'No such player' });
      return { before: vipState(current), after: vipState(updated) };
    },

    /** A removed VIP manager's players have none until staff assign another; how many. */
    async clearVipManager(username: string, executor?: Database): Promise<number> {
      return repository.clearVipManager(username, deps.clock.now(), executor);
    },

    /** Makes the players VIP (a turnover threshold reached); the global ids of those promoted. */
    async promoteToVip(userIds: readonly number[]): Promise<string[]> {
      const rows = await repository.promoteToVip(userIds, deps.clock.now());
      return rows.map((row) => row.globalId);
    },

    /** VIP players for staff, most recently changed first. */
    async vipsForStaff(page: { offset: number; limit: number }) {
      const { rows, total } = await repository.vips(page);
      return {
        data: rows.map((row) => ({
          globalId: row.globalId,
          email: row.email,
          isVip: row.isVip,
          managerTelegram: row.vipManagerTelegram,
        })),
        total,
      };
    },

    vipsPerManager(): Promise<Map<string, number>> {
      return repository.vipsPerManager();
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

/**
 * The identity an external support chat receives (Webim's visitor identification): the fields and
 * an HMAC-SHA256 over their values in key order, keyed by the chat secret, so the chat can trust it.
 */
export function webimUserOf(row: UserRow, secret: string): WebimUser {
  const mailbox = mailboxOf(row.email);
  const fields = {
    display_name: displayName(row) || mailbox || row.globalId,
    email: mailbox ?? '',
    id: row.globalId,
  };
  const signed = Object.keys(fields)
    .sort()
    .map((key) => fields[key as keyof typeof fields])
    .join('');
  return { fields, hash: createHmac('sha256', secret).update(signed).digest('hex') };
}

function toUser(row: UserRow, websocketToken: string, supportChatSecret?: string): AccountProfile {
  return {
    globalId: row.globalId,
    email: row.email,
    language: isSupportedLocale(row.language) ? row.language : 'en',
    currency: row.currency,
    websocketToken,
    isVip: row.isVip,
    isNameChangeAvailable: isNameChangeAvailable(row),
    isPushNotificationsActive: row.pushNotificationsActive,
    webimUser: supportChatSecret ? webimUserOf(row, supportChatSecret) : null,
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
