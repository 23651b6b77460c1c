import type { Logger } from 'pino';
import type { Config } from './config';
import { AppError } from './platform/errors';
import { hashPassword } from './platform/passwords';
import type { Services } from './services';

/** Published demo accounts (README). They exist only when SEED_DEMO is on, which production refuses. */
export const DEMO_PLAYERS = [
  {
    email: 'demo@wheelhouse.dev',
    password: 'wheelhouse-demo',
    isVip: false,
    vipManagerTelegram: null,
  },
  {
    email: 'vip@wheelhouse.dev',
    password: 'wheelhouse-vip',
    isVip: true,
    vipManagerTelegram: 'wheelhouse_vip_manager',
  },
] as const;

/** First admin, demo players and banners. Idempotent: a second run finds them and changes nothing. */
export async function seed(
  services: Services,
  config: Config,
  log: Pick<Logger, 'info'>,
): Promise<void> {
  if (config.admin && (await services.admin.ensureFirstAdmin(config.admin))) {
    log.info({ email: config.admin.email }, 'created the first admin');
  }
  if (!config.seedDemo) return;
  for (const player of DEMO_PLAYERS) {
    if (await services.users.accessByEmail(player.email)) continue;
    try {
      await services.users.createPlayer({
        email: player.email,
        passwordHash: await hashPassword(player.password),
        language: 'en',
        currency: config.houseCurrency,
        isVip: player.isVip,
        vipManagerTelegram: player.vipManagerTelegram,
      });
      log.info({ email: player.email }, 'created a demo player');
    } catch (error) {
      // Another process seeding at the same moment won the race; the account exists, which is the goal.
      if (!(error instanceof AppError && error.code === 'email_taken')) throw error;
    }
  }
  if ((await services.banners.seedDemo()) > 0) log.info('created the demo wallet banners');
  const games = await services.games.seedDemo();
  if (games > 0) log.info({ games }, 'added the demo game catalogue');
}
