import {
  RESET_TOKEN_TTL_MS,
  VERIFY_TOKEN_TTL_MS,
  type AdminPlayerSecurity,
  type ChangePasswordRequest,
  type PlayerSessionsResponse,
  type ResetPasswordRequest,
  type SecondFactorSetupResponse,
  type SecurityStatus,
  type SignInHistoryResponse,
  type StepUpMethod,
  type StepUpRequest,
} from '@wheelhouse/contracts/account-security';
import type { RecordAudit } from '../../platform/audit';
import type { PlayerPrincipal, StaffPrincipal } from '../../platform/auth-hooks';
import type { BruteForceGuard } from '../../platform/brute-force';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { FailureCounter } from '../../platform/failure-counter';
import type { Mail } from '../../platform/mail';
import { hashPassword, isPasswordHash, verifyPassword } from '../../platform/passwords';
import { hashSessionToken, newSessionToken } from '../../platform/session-token';
import { mailboxOf, normaliseEmail, type AccountAccess, type UsersService } from '../users';
import { isCommonPassword } from './common-passwords';
import { deviceOf } from './devices';
import { resetMail, verificationMail } from './mail-texts';
import type { PlayerSecondFactor } from './second-factor';
import type { SecurityRepository, TokenPurpose } from './security-repository';
import type { AuthService } from './service';

/** Mails one address or one client may ask for in MAIL_WINDOW_MS (resets, verification resends). */
const MAILS_PER_ADDRESS = 3;
const MAILS_PER_IP = 20;
const MAIL_WINDOW_MS = 15 * 60_000;
const HISTORY_SIZE = 20;

/**
 * Step-up by a code the player's messenger bot sends (the messenger module plugs it in: it
 * registers after auth and owns the messenger accounts).
 */
export interface MessengerStepUp {
  available(userId: number): Promise<boolean>;
  /** ok: right and now used; wrong: a try counted; none: no live code for this session. */
  check(principal: PlayerPrincipal, code: string): Promise<'ok' | 'wrong' | 'none'>;
}

export interface AccountServiceDeps {
  db: Database;
  clock: Clock;
  users: UsersService;
  auth: AuthService;
  secondFactor: PlayerSecondFactor;
  security: SecurityRepository;
  bruteForce: BruteForceGuard;
  failureCounter: FailureCounter;
  sendMail: (mail: Mail) => void;
  countryOf: (ip: string) => string | null;
  recordAudit: RecordAudit;
}

function commonPasswordError(field: string): AppError {
  return new AppError('validation_error', {
    message: 'This password is too common',
    fields: { [field]: { key: 'Validation.common_password' } },
  });
}

/**
 * A player's own account security: password change and reset, e-mail verification and change,
 * the second factor, step-up, sessions and sign-in history; and support's view of it.
 */
export function accountService(deps: AccountServiceDeps) {
  const { clock, users, auth, secondFactor, security } = deps;
  let messengerStepUp: MessengerStepUp | undefined;

  async function accountOf(userId: number): Promise<AccountAccess> {
    const account = await users.accessById(userId);
    if (!account) throw new AppError('unauthorized');
    return account;
  }

  /** 429 once an address or a client asked for too many mails; counted whether or not it exists. */
  async function countMailRequest(email: string, ip: string): Promise<void> {
    const keys = [`mail:acct:${email}`, `mail:ip:${ip}`];
    const [address, client] = await Promise.all(keys.map((key) => deps.failureCounter.peek(key)));
    const wait = Math.max(
      address!.count >= MAILS_PER_ADDRESS ? address!.retryAfterSeconds : 0,
      client!.count >= MAILS_PER_IP ? client!.retryAfterSeconds : 0,
    );
    if (wait > 0)
      throw new AppError('too_many_requests', {
        message: 'Too many mails asked for; try again later',
        retryAfterSeconds: wait,
      });
    await Promise.all(keys.map((key) => deps.failureCounter.increment(key, MAIL_WINDOW_MS)));
  }

  async function issueToken(
    account: Pick<AccountAccess, 'userId' | 'email'>,
    purpose: TokenPurpose,
    ttlMs: number,
  ): Promise<string> {
    const token = newSessionToken();
    const now = clock.now();
    // Only the newest link of a kind works, so an older mail in the inbox is harmless.
    await security.retireTokens(account.userId, purpose, now);
    await security.insertToken({
      userId: account.userId,
      purpose,
      tokenHash: hashSessionToken(token),
      email: account.email,
      now,
      expiresAt: new Date(now.getTime() + ttlMs),
    });
    return token;
  }

  async function mailVerification(account: AccountAccess, origin: string): Promise<void> {
    const token = await issueToken(account, 'email_verification', VERIFY_TOKEN_TTL_MS);
    deps.sendMail(
      verificationMail(
        account.email,
        account.language,
        `${origin}/${account.language}/verify-email?token=${token}`,
      ),
    );
  }

  async function emailVerified(account: AccountAccess): Promise<boolean> {
    return (await security.verifiedEmailOf(account.userId)) === account.email;
  }

  async function stepUpMethodsOf(
    account: AccountAccess,
    secondFactorOn: boolean,
  ): Promise<StepUpMethod[]> {
    const methods: StepUpMethod[] = [];
    if (isPasswordHash(account.passwordHash)) methods.push('password');
    if (secondFactorOn) methods.push('second_factor');
    if (await messengerStepUp?.available(account.userId)) methods.push('messenger_code');
    return methods;
  }

  function noMessengerAccount(): AppError {
    return new AppError('conflict', {
      message: 'This account has no messenger account to send a code to',
      extra: { reason: 'no_messenger_account' },
    });
  }

  async function checkStepUp(
    principal: PlayerPrincipal,
    account: AccountAccess,
    input: StepUpRequest,
  ): Promise<AppError | null> {
    if ('password' in input)
      return (await verifyPassword(account.passwordHash, input.password))
        ? null
        : new AppError('validation_error', {
            message: 'The password is wrong',
            fields: { password: { key: 'Validation.wrong_password' } },
          });
    if ('code' in input)
      return (await secondFactor.verify(account.userId, input.code))
        ? null
        : new AppError('validation_error', {
            message: 'The code is wrong',
            fields: { code: { key: 'Validation.wrong_code' } },
          });
    const outcome = await messengerStepUp!.check(principal, input.messengerCode);
    if (outcome === 'ok') return null;
    return outcome === 'wrong'
      ? new AppError('validation_error', {
          message: 'The code is wrong',
          fields: { messengerCode: { key: 'Validation.wrong_code' } },
        })
      : new AppError('validation_error', {
          message: 'The code has expired, was used or was tried too often; ask for a new one',
          fields: { messengerCode: { key: 'Validation.code_expired' } },
        });
  }

  return {
    /** The messenger module's step-up codes (set once, when it registers). */
    useMessengerStepUp(provider: MessengerStepUp): void {
      messengerStepUp = provider;
    },

    /** After sign-up: the first verification mail. */
    async afterRegister(userId: number, origin: string): Promise<void> {
      await mailVerification(await accountOf(userId), origin);
    },

    async status(principal: PlayerPrincipal): Promise<SecurityStatus> {
      const account = await accountOf(principal.userId);
      const [verified, factor, until] = await Promise.all([
        emailVerified(account),
        secondFactor.status(account.userId),
        auth.stepUpUntil(principal.sessionId),
      ]);
      return {
        email: mailboxOf(account.email),
        emailVerified: verified,
        secondFactor: factor,
        stepUpUntil: until?.toISOString() ?? null,
        stepUpMethods: await stepUpMethodsOf(account, factor.enabled),
      };
    },

    /** The same answer whether the address has an account or not; the mail goes out unawaited. */
    async forgotPassword(email: string, ip: string, origin: string): Promise<void> {
      const normalised = normaliseEmail(email);
      await countMailRequest(normalised, ip);
      const account = await users.accessByEmail(normalised);
      if (!account || account.ban || !mailboxOf(account.email)) return;
      const token = await issueToken(account, 'password_reset', RESET_TOKEN_TTL_MS);
      deps.sendMail(
        resetMail(
          account.email,
          account.language,
          `${origin}/${account.language}/reset-password?token=${token}`,
        ),
      );
    },

    /** A new password from a reset link: the link is used up and every session ends. */
    async resetPassword(input: ResetPasswordRequest): Promise<void> {
      if (isCommonPassword(input.password)) throw commonPasswordError('password');
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      const token = await deps.db.transaction(async (tx) => {
        const used = await security.consumeToken(
          hashSessionToken(input.token),
          'password_reset',
          now,
          tx,
        );
        if (!used)
          throw new AppError('invalid_token', { message: 'This link is invalid or has expired' });
        await users.setPasswordHash(used.userId, passwordHash, tx);
        await auth.endOtherSessions(used.userId, null, tx);
        return used;
      });
      // Reading the mail proved the address (read after the commit: PGlite has one connection).
      const account = await users.accessById(token.userId);
      if (account?.email === token.email)
        await security.setVerifiedEmail(token.userId, token.email, now);
    },

    async verifyEmail(token: string): Promise<void> {
      const now = clock.now();
      const row = await security.consumeToken(hashSessionToken(token), 'email_verification', now);
      const account = row && (await users.accessById(row.userId));
      // A link sent to an address the account no longer has proves nothing.
      if (!row || account?.email !== row.email)
        throw new AppError('invalid_token', { message: 'This link is invalid or has expired' });
      await security.setVerifiedEmail(row.userId, row.email, now);
    },

    async resendVerification(principal: PlayerPrincipal, ip: string, origin: string) {
      const account = await accountOf(principal.userId);
      if (!mailboxOf(account.email))
        throw new AppError('conflict', {
          message: 'This account has no e-mail address yet',
          extra: { reason: 'no_email' },
        });
      if (await emailVerified(account))
        throw new AppError('conflict', { message: 'Already verified' });
      await countMailRequest(account.email, ip);
      await mailVerification(account, origin);
    },

    /** Needs the current password (a proof in itself); ends the player's other sessions. */
    async changePassword(principal: PlayerPrincipal, input: ChangePasswordRequest): Promise<void> {
      const account = await accountOf(principal.userId);
      await deps.bruteForce.assertAllowed(account.email, `user:${account.userId}`);
      if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
        await deps.bruteForce.recordFailure(account.email, `user:${account.userId}`);
        throw new AppError('validation_error', {
          message: 'The current password is wrong',
          fields: { currentPassword: { key: 'Validation.wrong_password' } },
        });
      }
      if (isCommonPassword(input.newPassword)) throw commonPasswordError('newPassword');
      const passwordHash = await hashPassword(input.newPassword);
      await deps.db.transaction(async (tx) => {
        await users.setPasswordHash(account.userId, passwordHash, tx);
        await auth.endOtherSessions(account.userId, principal.sessionId, tx);
      });
      await auth.markSteppedUp(principal.sessionId);
    },

    /** Step-up required; the new address is unverified until its link is followed. */
    async changeEmail(principal: PlayerPrincipal, email: string, origin: string): Promise<void> {
      await auth.assertSteppedUp(principal);
      const account = await accountOf(principal.userId);
      const normalised = normaliseEmail(email);
      if (normalised === account.email) return;
      await users.changeEmail(account.userId, normalised);
      await mailVerification({ ...account, email: normalised }, origin);
    },

    /**
     * The password, a second-factor code or a messenger code again: the session is stepped up for
     * 5 minutes. Every wrong proof counts in the sign-in brute-force accounting.
     */
    async stepUp(principal: PlayerPrincipal, input: StepUpRequest, ip: string): Promise<Date> {
      const account = await accountOf(principal.userId);
      if ('messengerCode' in input && !(await messengerStepUp?.available(account.userId)))
        throw noMessengerAccount();
      await deps.bruteForce.assertAllowed(account.email, ip);
      const refusal = await checkStepUp(principal, account, input);
      if (refusal) {
        await deps.bruteForce.recordFailure(account.email, ip);
        throw refusal;
      }
      await deps.bruteForce.recordSuccess(account.email);
      return auth.markSteppedUp(principal.sessionId);
    },

    async beginSecondFactor(principal: PlayerPrincipal): Promise<SecondFactorSetupResponse> {
      await auth.assertSteppedUp(principal);
      const account = await accountOf(principal.userId);
      return secondFactor.begin(account.userId, mailboxOf(account.email) ?? account.globalId);
    },

    async confirmSecondFactor(principal: PlayerPrincipal, code: string): Promise<string[]> {
      await auth.assertSteppedUp(principal);
      return secondFactor.confirm(principal.userId, code, deps.db);
    },

    async disableSecondFactor(principal: PlayerPrincipal): Promise<void> {
      await auth.assertSteppedUp(principal);
      await secondFactor.disable(principal.userId);
    },

    async sessions(principal: PlayerPrincipal): Promise<PlayerSessionsResponse> {
      const rows = await auth.liveSessions(principal.userId);
      return {
        data: rows.map((row) => ({
          id: row.id,
          device: deviceOf(row.userAgent),
          ip: row.ip,
          country: row.ip ? deps.countryOf(row.ip) : null,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          current: row.id === principal.sessionId,
        })),
      };
    },

    /** Ends one of the player's own sessions; another player's id is not found. */
    async endSession(principal: PlayerPrincipal, sessionId: number): Promise<void> {
      const ended = await auth.revokeSessions(principal.userId, sessionId, deps.db);
      if (ended === 0) throw new AppError('not_found');
    },

    async endOtherSessions(principal: PlayerPrincipal): Promise<number> {
      return auth.endOtherSessions(principal.userId, principal.sessionId);
    },

    async signInHistory(principal: PlayerPrincipal): Promise<SignInHistoryResponse> {
      const rows = await security.recentSignIns(principal.userId, HISTORY_SIZE);
      return {
        data: rows.map((row) => ({
          at: row.at.toISOString(),
          success: row.success,
          failure:
            row.failure === 'password' || row.failure === 'second_factor' ? row.failure : null,
          device: deviceOf(row.userAgent),
          ip: row.ip,
          country: row.ip ? deps.countryOf(row.ip) : null,
        })),
      };
    },

    async forStaff(globalId: string): Promise<AdminPlayerSecurity> {
      const account = await users.accessByGlobalId(globalId);
      if (!account) throw new AppError('not_found');
      const factor = await secondFactor.status(account.userId);
      return {
        emailVerified: await emailVerified(account),
        secondFactorEnabled: factor.enabled,
        recoveryCodesLeft: factor.recoveryCodesLeft,
      };
    },

    /** Support turns a player's second factor off after checking who they are (audited). */
    async resetSecondFactorForStaff(
      member: StaffPrincipal,
      globalId: string,
      reason: string,
      requestId: string,
    ): Promise<AdminPlayerSecurity> {
      const account = await users.accessByGlobalId(globalId);
      if (!account) throw new AppError('not_found');
      await deps.db.transaction(async (tx) => {
        const wasOn = await secondFactor.disable(account.userId, tx);
        if (!wasOn) throw new AppError('conflict', { message: 'The second factor is not on' });
        await deps.recordAudit(
          {
            staffId: member.staffId,
            action: 'user.second_factor.reset',
            targetType: 'user',
            targetId: account.globalId,
            before: { secondFactor: true },
            after: { secondFactor: false, identityChecked: true, reason },
            requestId,
          },
          tx,
        );
      });
      return this.forStaff(globalId);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
