import type { FastifyRequest } from 'fastify';
import { bruteForceGuard } from '../../platform/brute-force';
import type { JobsLogger } from '../../platform/jobs';
import { devMailbox, droppedMailer, smtpMailer, type Mail, type Mailer } from '../../platform/mail';
import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import { secretSealer } from '../../platform/secret-sealer';
import type { UsersService } from '../users';
import { accountRoutes, linkOriginOf } from './account-routes';
import { accountService } from './account-service';
import { adminAccountRoutes } from './admin-routes';
import { mailboxRoutes } from './mailbox-routes';
import { stepUpDevRoutes } from './step-up-dev-routes';
import { authOutboxTranslators } from './events';
import { authRoutes, clientOf } from './routes';
import { playerSecondFactor } from './second-factor';
import { securityRepository } from './security-repository';
import { authService, type AuthService } from './service';

/** What other modules may use of the auth module. */
export { bannedError } from './service';
export { NEW_DEVICE_SIGN_IN_TOPIC } from './events';
export type { AuthService, ClientInfo } from './service';
export type { AccountService, MessengerStepUp } from './account-service';
export { isCommonPassword } from './common-passwords';
export { clientOf };

export function registerAuth(
  { db, clock, config, failureCounter, audit, outbox }: Platform,
  registry: ModuleRegistry,
  deps: {
    users: UsersService;
    currentTermsVersion: () => Promise<number | null>;
    countryOf: (ip: string) => string | null;
  },
) {
  let log: JobsLogger | undefined;
  registry.jobs((_jobs, jobsLog) => {
    log = jobsLog;
  });
  const mailbox = config.mail.kind === 'mailbox' ? devMailbox() : undefined;
  const mailer: Mailer =
    config.mail.kind === 'smtp'
      ? smtpMailer(config.mail.url, config.mail.from)
      : (mailbox ??
        droppedMailer((subject) => log?.warn({ subject }, 'mail dropped: no SMTP_URL set')));
  // Unawaited, so how long a mail takes never tells a caller whether an address has an account.
  const sendMail = (mail: Mail) =>
    void mailer
      .send(mail)
      .catch((error: unknown) => log?.warn({ err: error, subject: mail.subject }, 'mail failed'));

  const security = securityRepository(db);
  const secondFactor = playerSecondFactor({
    repository: security,
    sealer: secretSealer(config.sessionSecret, 'player-totp-secret-v1'),
    clock,
  });
  const bruteForce = bruteForceGuard(failureCounter, signInLimits(config), 'player');
  const auth = authService({
    db,
    clock,
    users: deps.users,
    currentTermsVersion: deps.currentTermsVersion,
    bruteForce,
    sessionIdleMs: config.sessionIdleMs,
    sessionAbsoluteMs: config.sessionAbsoluteMs,
    houseCurrency: config.houseCurrency,
    secondFactor,
    security,
    sendMail,
    onCommitted: outbox.notify,
  });
  registry.outboxTranslators(authOutboxTranslators());
  const account = accountService({
    db,
    clock,
    users: deps.users,
    auth,
    secondFactor,
    security,
    bruteForce,
    failureCounter,
    sendMail,
    countryOf: deps.countryOf,
    recordAudit: audit.record,
  });
  registry.routes('/api/v1', authRoutes, {
    auth,
    cookieSecure: config.cookieSecure,
    onRegistered: (userId, request) =>
      account.afterRegister(userId, linkOriginOf(request, config.publicOrigin)),
  });
  registry.routes('/api/v1', accountRoutes, { account, publicOrigin: config.publicOrigin });
  registry.routes('/api/admin', adminAccountRoutes, { account });
  if (mailbox) registry.routes('/api/dev', mailboxRoutes, { mailbox });
  if (config.simulators) registry.routes('/api/dev', stepUpDevRoutes, { auth });
  return Object.assign(auth, { account, mailbox });
}

/** Failed sign-ins allowed per account and per IP (players and staff alike). */
export function signInLimits(config: Platform['config']) {
  return {
    maxPerAccount: config.loginMaxFailuresPerAccount,
    maxPerIp: config.loginMaxFailuresPerIp,
    windowMs: config.loginFailureWindowMs,
  };
}

/** For public routes that adapt to a signed-in player: a refused or missing session is a guest. */
export function optionalViewer(auth: AuthService) {
  return async (request: FastifyRequest): Promise<number | null> =>
    (await auth.authenticate(request).catch(() => null))?.userId ?? null;
}
