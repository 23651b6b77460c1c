import type { JobQueue } from '../../platform/jobs';
import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import { secretSealer } from '../../platform/secret-sealer';
import type { AuthService } from '../auth';
import type { UsersService } from '../users';
import { botApiSender, simulatedChat } from './bot-api';
import { DEV_BOT, devBotMiniAppUrl } from './dev-bot';
import { devMessengerRoutes } from './dev-routes';
import { messengerRepository } from './repository';
import { adminBotsRoutes, stepUpCodeRoutes, webAppAuthRoutes } from './routes';
import { messengerService } from './service';
import { messengerStepUpCodes } from './step-up-codes';

/** Messenger (Telegram) bots and the mini-app sign-in: what other modules may use. */
export type { MessengerService } from './service';
export { messengerEmail } from './service';
export { DEV_BOT } from './dev-bot';
export { MESSENGER_JOBS } from './step-up-codes';

export function registerMessenger(
  { db, clock, config, audit }: Platform,
  registry: ModuleRegistry,
  deps: {
    auth: AuthService;
    users: UsersService;
    promo: { redeem: (userId: number, code: string, ip: string) => Promise<unknown> };
  },
) {
  const tokenSealer = secretSealer(config.sessionSecret, 'messenger-bot-token-v1');
  // With the simulators, bots "send" into an in-process chat the dev routes and harness read.
  const chat = config.simulators ? simulatedChat(() => clock.now()) : undefined;
  let queue: JobQueue | undefined;
  const stepUpCodes = messengerStepUpCodes({
    db,
    clock,
    repository: messengerRepository(db),
    users: deps.users,
    sealer: secretSealer(config.sessionSecret, 'messenger-step-up-code-v1'),
    hashKey: config.sessionSecret,
    sender: chat ?? botApiSender(config.messengerBotApiUrl),
    openToken: (bot) => tokenSealer.open(bot.tokenSealed),
    queue: () => {
      if (!queue) throw new Error('the job queue is not set up in this process');
      return queue;
    },
  });
  registry.jobs((jobs) => {
    queue = jobs;
    stepUpCodes.defineJobs(jobs);
  });
  const messenger = messengerService({
    db,
    clock,
    sealer: tokenSealer,
    auth: deps.auth,
    users: deps.users,
    redeemPromo: (userId, code, ip) => deps.promo.redeem(userId, code, ip),
    houseCurrency: config.houseCurrency,
    initDataMaxAgeMs: config.messengerInitDataMaxAgeMs,
    recordAudit: audit.record,
  });
  registry.routes('/api/admin', adminBotsRoutes, { messenger });
  registry.routes('/api/v1', webAppAuthRoutes, { messenger });
  registry.routes('/api/v1', stepUpCodeRoutes, { stepUpCodes });
  const seedDemo = () =>
    messenger.ensureBot({ ...DEV_BOT, miniAppUrl: devBotMiniAppUrl(config.publicOrigin) });
  if (config.simulators)
    registry.routes('/api/dev', devMessengerRoutes, { clock, ensureDevBot: seedDemo, chat });
  return {
    ...messenger,
    /** Step-up codes sent by the player's bot (auth's step-up takes them). */
    stepUpCodes,
    /** Demo content: the development bot (seed.ts; only with SEED_DEMO). Twice changes nothing. */
    seedDemo,
  };
}
