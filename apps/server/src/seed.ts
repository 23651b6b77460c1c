import type { Logger } from 'pino';
import type { Config } from './config';
import { AppError } from './platform/errors';
import { hashPassword } from './platform/passwords';
import { connectDemoProvider, ensureDemoProviderKeys } from './modules/provider-api';
import type { Services } from './services';

/** Published demo accounts (README). They exist only when SEED_DEMO is on, which production refuses. */
export const DEMO_PLAYERS = [
  {
    email: 'demo@wheelhouse.dev',
    password: 'wheelhouse-demo',
    isVip: false,
    vipManagerTelegram: null,
    startingDeposit: '500',
  },
  {
    email: 'vip@wheelhouse.dev',
    password: 'wheelhouse-vip',
    isVip: true,
    vipManagerTelegram: 'wheelhouse_vip_manager',
    startingDeposit: '5000',
  },
] as const;

/**
 * First admin, demo players (with a starting deposit), banners and the game catalogue.
 * Idempotent: a second run finds them and changes nothing.
 */
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
    if (!(await services.users.accessByEmail(player.email)))
      await createDemoPlayer(services, config, player, log);
    // A completed deposit in the house currency so the demo can be played at once; the fixed
    // idempotency key makes every later boot a replay that moves nothing.
    const funded = await services.dev.credit(
      { email: player.email, amount: player.startingDeposit, currency: config.houseCurrency },
      `seed-demo-deposit:${player.email}`,
    );
    if (!funded.replayed) log.info({ email: player.email }, 'funded a demo player');
  }
  if ((await services.banners.seedDemo()) > 0) log.info('created the demo wallet banners');
  const policies = await services.policies.seedDemo();
  if (policies > 0) log.info({ policies }, 'created the demo policy pages');
  const fiatMethods = await services.fiatMethods.seedDemo();
  if (fiatMethods > 0) log.info({ fiatMethods }, 'added the demo fiat payment methods');
  const bonuses = await services.bonuses.seedDemo(DEMO_PLAYERS.map((player) => player.email));
  if (bonuses > 0) log.info({ bonuses }, 'added the demo bonus programme');
  if ((await services.wheel.seedDemo()) > 0) log.info('added the demo wheel of luck');
  if ((await services.vip.seedDemo()) > 0) log.info('added the demo VIP programme');
  const games = await services.games.seedDemo();
  if (games > 0) log.info({ games }, 'added the demo game catalogue');
  const tournaments = await services.tournaments.seedDemo();
  if (tournaments > 0) log.info({ tournaments }, 'added the demo tournaments');
  if (await services.messenger.seedDemo()) log.info('registered the development messenger bot');
  if (config.demoProvider) {
    // The reference provider signs with the key kept in DATA_DIR; we only learn its public half.
    const keys = await ensureDemoProviderKeys(config.dataDir);
    await connectDemoProvider(services.providerLaunch, {
      publicKey: keys.publicKey,
      launchUrl: config.demoProvider.url,
    });
  }
}

async function createDemoPlayer(
  services: Services,
  config: Config,
  player: (typeof DEMO_PLAYERS)[number],
  log: Pick<Logger, 'info'>,
): Promise<void> {
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
