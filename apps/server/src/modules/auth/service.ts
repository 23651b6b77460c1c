import type { FastifyRequest } from 'fastify';
import type { LoginRequest, RegisterRequest, SessionResponse } from '@wheelhouse/contracts/auth';
import { DEFAULT_LOCALE } from '@wheelhouse/contracts/locales';
import type { PlayerPrincipal } from '../../platform/auth-hooks';
import type { BruteForceGuard } from '../../platform/brute-force';
import type { Clock } from '../../platform/clock';
import { PLAYER_SESSION_COOKIE, sessionTokenOf } from '../../platform/cookies';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords';
import {
  hashSessionToken,
  looksLikeSessionToken,
  newSessionToken,
} from '../../platform/session-token';
import { normaliseEmail, type AccountAccess, type UsersService } from '../users';
import { STEP_UP_WINDOW_MS } from '@wheelhouse/contracts/account-security';
import type { Mail } from '../../platform/mail';
import { isCommonPassword } from './common-passwords';
import { deviceOf } from './devices';
import { recordNewDeviceSignIn } from './events';
import { newDeviceMail } from './mail-texts';
import { sessionsRepository, type SessionRow } from './repository';
import type { PlayerSecondFactor } from './second-factor';
import type { SecurityRepository } from './security-repository';

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  users: UsersService;
  bruteForce: BruteForceGuard;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  houseCurrency: string;
  /** The terms version a player signing up now accepts (the policies module). */
  currentTermsVersion?: () => Promise<number | null>;
  secondFactor: PlayerSecondFactor;
  security: SecurityRepository;
  /** Hands a mail to the mailer without waiting for it (platform/mail). */
  sendMail: (mail: Mail) => void;
  /** Called after a commit that wrote outbox events, so the relay sends them at once. */
  onCommitted?: () => void;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface NewSession extends SessionResponse {
  expiresAtDate: Date;
  userId: number;
}

/** last_seen_at is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * How long this process reuses a session row it read, so a busy client does not cost a session
 * query per request. A logout on this process ends the session at once; one on another process
 * within this time. Expiry is computed from the row as before, and the account (ban) is read on
 * every request, so a ban holds at once everywhere.
 */
export const SESSION_REUSE_MS = 2_000;
const SESSION_REUSE_LIMIT = 10_000;

export function bannedError(access: Pick<AccountAccess, 'globalId' | 'ban'>): AppError {
  return new AppError('banned', {
    extra: { reason: access.ban?.reason ?? 'other', userId: access.globalId },
  });
}

export function authService(deps: AuthServiceDeps) {
  const sessions = sessionsRepository(deps.db);
  const recentSessions = new Map<string, { at: number; session: SessionRow }>();

  async function sessionByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
    const recent = recentSessions.get(tokenHash);
    if (recent && Date.now() - recent.at < SESSION_REUSE_MS) return recent.session;
    recentSessions.delete(tokenHash);
    const session = await sessions.findByTokenHash(tokenHash);
    if (!session) return undefined;
    if (recentSessions.size >= SESSION_REUSE_LIMIT) {
      const oldest = recentSessions.keys().next().value;
      if (oldest !== undefined) recentSessions.delete(oldest);
    }
    recentSessions.set(tokenHash, { at: Date.now(), session });
    return session;
  }

  /** A new session; one opened by a sign-in that just proved the player counts as stepped up. */
  async function openSession(userId: number, client: ClientInfo): Promise<NewSession> {
    const token = newSessionToken();
    const now = deps.clock.now();
    const expiresAt = new Date(now.getTime() + deps.sessionAbsoluteMs);
    await sessions.insert({
      userId,
      tokenHash: hashSessionToken(token),
      now,
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent,
      steppedUpAt: now,
    });
    return { token, expiresAt: expiresAt.toISOString(), expiresAtDate: expiresAt, userId };
  }

  async function recordSignIn(
    userId: number,
    client: ClientInfo,
    failure: 'password' | 'second_factor' | null,
    executor?: Database,
  ): Promise<number> {
    return deps.security.insertSignIn(
      {
        userId,
        at: deps.clock.now(),
        success: failure === null,
        failure,
        ip: client.ip,
        userAgent: client.userAgent,
      },
      executor,
    );
  }

  /** A successful sign-in; the first from a device new to the player mails and pushes a notice. */
  async function recordSuccess(
    account: AccountAccess,
    client: ClientInfo,
    { notify }: { notify: boolean },
  ): Promise<void> {
    const known = await deps.security.knownDevice(account.userId, client.userAgent);
    if (!notify || known) {
      await recordSignIn(account.userId, client, null);
      return;
    }
    // The event and its outbox row together: the push module notifies once per sign-in.
    await deps.db.transaction(async (tx) => {
      const signInId = await recordSignIn(account.userId, client, null, tx);
      await recordNewDeviceSignIn(tx, { userId: account.userId, signInId });
    });
    deps.onCommitted?.();
    deps.sendMail(
      newDeviceMail(account.email, account.language, {
        device: deviceOf(client.userAgent),
        ip: client.ip,
        time: deps.clock.now(),
      }),
    );
  }

  /** Removes a player's cached sessions in this process (another's short reuse window runs out). */
  function forgetCached(userId: number, keep: (session: SessionRow) => boolean): void {
    for (const [tokenHash, recent] of recentSessions)
      if (recent.session.userId === userId && !keep(recent.session))
        recentSessions.delete(tokenHash);
  }

  return {
    /** A player's live sessions, for staff. */
    async sessionsForStaff(userId: number) {
      const rows = await sessions.liveOf(userId, deps.clock.now());
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        ip: row.ip,
        userAgent: row.userAgent,
      }));
    },

    /** Signs a player out of one session (or all of them), through the caller's transaction. */
    async revokeSessions(
      userId: number,
      sessionId: number | null,
      executor: Database,
    ): Promise<number> {
      const revoked = await sessions.deleteOfUser(userId, sessionId, executor);
      forgetCached(userId, (session) => sessionId !== null && session.id !== sessionId);
      return revoked;
    },

    /** Ends every session of the player but `keepSessionId` (all when null). */
    async endOtherSessions(
      userId: number,
      keepSessionId: number | null,
      executor?: Database,
    ): Promise<number> {
      const ended = await sessions.deleteOthers(userId, keepSessionId, executor);
      forgetCached(userId, (session) => session.id === keepSessionId);
      return ended;
    },

    /** The player's live sessions, newest first. */
    async liveSessions(userId: number): Promise<SessionRow[]> {
      return sessions.liveOf(userId, deps.clock.now());
    },

    /** The end of the session's step-up, or null when none is running. */
    async stepUpUntil(sessionId: number): Promise<Date | null> {
      const at = await sessions.steppedUpAt(sessionId);
      const until = at && new Date(at.getTime() + STEP_UP_WINDOW_MS);
      return until && until > deps.clock.now() ? until : null;
    },

    /** Ends the session's step-up now (the simulators' route for the browser tests). */
    async expireStepUp(sessionId: number): Promise<void> {
      await sessions.setSteppedUp(sessionId, new Date(0));
    },

    /** 403 step_up_required unless the session proved the player again in the last 5 minutes. */
    async assertSteppedUp(principal: PlayerPrincipal): Promise<void> {
      if (!(await this.stepUpUntil(principal.sessionId)))
        throw new AppError('step_up_required', {
          message:
            'Confirm it is you again (password, second-factor code or messenger code) to continue',
        });
    },

    async markSteppedUp(sessionId: number): Promise<Date> {
      const now = deps.clock.now();
      await sessions.setSteppedUp(sessionId, now);
      return new Date(now.getTime() + STEP_UP_WINDOW_MS);
    },

    async register(input: RegisterRequest, client: ClientInfo): Promise<NewSession> {
      if (isCommonPassword(input.password)) {
        throw new AppError('validation_error', {
          message: 'This password is too common',
          fields: { password: { key: 'Validation.common_password' } },
        });
      }
      // The player accepts the terms they were shown: none, or a stale version (published again
      // while the form was open), is refused rather than recorded as accepted.
      const currentTerms = (await deps.currentTermsVersion?.()) ?? null;
      if ((input.termsVersion ?? null) !== currentTerms) {
        throw new AppError('validation_error', {
          message:
            input.termsVersion === undefined
              ? 'Accept the terms to sign up'
              : 'The terms changed since they were shown; read them again',
          fields: {
            termsVersion:
              input.termsVersion === undefined
                ? { key: 'Validation.required' }
                : {
                    key: 'Validation.terms_outdated',
                    ...(currentTerms === null ? {} : { params: { current: currentTerms } }),
                  },
          },
        });
      }
      const account = await deps.users.createPlayer({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        language: input.language ?? DEFAULT_LOCALE,
        currency: input.currency ?? deps.houseCurrency,
        acceptedTermsVersion: currentTerms,
      });
      const session = await openSession(account.userId, client);
      await recordSuccess(account, client, { notify: false });
      return session;
    },

    async login(input: LoginRequest, client: ClientInfo): Promise<NewSession> {
      const email = normaliseEmail(input.email);
      await deps.bruteForce.assertAllowed(email, client.ip);
      const account = await deps.users.accessByEmail(email);
      const valid = account
        ? await verifyPassword(account.passwordHash, input.password)
        : await burnPasswordCheck(input.password);
      if (!account || !valid) {
        await deps.bruteForce.recordFailure(email, client.ip);
        if (account) await recordSignIn(account.userId, client, 'password');
        throw new AppError('invalid_credentials');
      }
      if (account.ban) throw bannedError(account);
      // The second factor is asked for only once the password is right, so it reveals nothing more.
      if (await deps.secondFactor.isEnabled(account.userId)) {
        if (input.code === undefined)
          throw new AppError('second_factor_required', {
            message: 'Enter the code from your authenticator app or a recovery code',
          });
        if (!(await deps.secondFactor.verify(account.userId, input.code))) {
          await deps.bruteForce.recordFailure(email, client.ip);
          await recordSignIn(account.userId, client, 'second_factor');
          throw new AppError('invalid_second_factor');
        }
      }
      await deps.bruteForce.recordSuccess(email);
      const session = await openSession(account.userId, client);
      await recordSuccess(account, client, { notify: true });
      return session;
    },

    /**
     * A session for a player another module has authenticated (the messenger sign-in); a banned
     * account is refused like at a password sign-in.
     */
    async sessionFor(userId: number, client: ClientInfo): Promise<NewSession> {
      const account = await deps.users.accessById(userId);
      if (!account) throw new AppError('invalid_credentials');
      if (account.ban) throw bannedError(account);
      return openSession(userId, client);
    },

    async logout(token: string | undefined): Promise<void> {
      if (token && looksLikeSessionToken(token)) {
        const tokenHash = hashSessionToken(token);
        recentSessions.delete(tokenHash);
        await sessions.deleteByTokenHash(tokenHash);
      }
    },

    /**
     * The player behind a request's session, or null when there is none or it has expired (idle or
     * absolute). A banned player's session is refused with the "banned" error.
     */
    async authenticate(request: FastifyRequest): Promise<PlayerPrincipal | null> {
      const token = sessionTokenOf(request, PLAYER_SESSION_COOKIE);
      if (!token || !looksLikeSessionToken(token)) return null;
      const tokenHash = hashSessionToken(token);
      const session = await sessionByTokenHash(tokenHash);
      if (!session) return null;
      const now = deps.clock.now();
      const idleSince = now.getTime() - session.lastSeenAt.getTime();
      if (session.expiresAt.getTime() <= now.getTime() || idleSince >= deps.sessionIdleMs) {
        recentSessions.delete(tokenHash);
        await sessions.deleteById(session.id);
        return null;
      }
      const account = await deps.users.accessById(session.userId);
      if (!account) return null;
      if (account.ban) throw bannedError(account);
      if (idleSince >= TOUCH_INTERVAL_MS) {
        await sessions.touch(session.id, now, new Date(now.getTime() - TOUCH_INTERVAL_MS));
        recentSessions.delete(tokenHash);
      }
      return {
        userId: account.userId,
        globalId: account.globalId,
        sessionId: session.id,
        currency: account.currency,
      };
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
