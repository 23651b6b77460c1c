import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import { secretSealer } from '../../platform/secret-sealer';
import type { AuthService } from '../auth';
import type { UsersService } from '../users';
import { DEV_BOT, devBotMiniAppUrl } from './dev-bot';
import { devMessengerRoutes } from './dev-routes';
import { adminBotsRoutes, webAppAuthRoutes } from './routes';
import { messengerService } from './service';

/** Messenger (Telegram) bots and the mini-app sign-in: what other modules may use. */
export type { MessengerService } from './service';
export { messengerEmail } from './service';
export { DEV_BOT } from './dev-bot';

export function registerMessenger(
  { db, clock, config, audit }: Platform,
  registry: ModuleRegistry,
  deps: {
    auth: AuthService;
    users: UsersService;
    promo: { redeem: (userId: number, code: string, ip: string) => Promise<unknown> };
  },
) {
  const messenger = messengerService({
    db,
    clock,
    sealer: secretSealer(config.sessionSecret, 'messenger-bot-token-v1'),
    auth: deps.auth,
    users: deps.users,
    redeemPromo: (userId, code, ip) => deps.promo.redeem(userId, code, ip),
    houseCurrency: config.houseCurrency,
    initDataMaxAgeMs: config.messengerInitDataMaxAgeMs,
    recordAudit: audit.record,
  });
  registry.routes('/api/admin', adminBotsRoutes, { messenger });
  registry.routes('/api/v1', webAppAuthRoutes, { messenger });
  const seedDemo = () =>
    messenger.ensureBot({ ...DEV_BOT, miniAppUrl: devBotMiniAppUrl(config.publicOrigin) });
  if (config.simulators)
    registry.routes('/api/dev', devMessengerRoutes, { clock, ensureDevBot: seedDemo });
  return {
    ...messenger,
    /** Demo content: the development bot (seed.ts; only with SEED_DEMO). Twice changes nothing. */
    seedDemo,
  };
}
