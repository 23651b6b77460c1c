import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { authHooks } from './platform/auth-hooks';
import { inProcessBus, type Bus } from './platform/bus';
import { systemClock, type Clock } from './platform/clock';
import type { DatabaseHandle } from './platform/db/client';
import { errorHandler, frameworkErrorHandler } from './platform/error-handler';
import { memoryFailureCounter, redisFailureCounter } from './platform/failure-counter';
import { healthRoutes } from './platform/health';
import { inputGuard } from './platform/input-guard';
import { jsonBody } from './platform/json-body';
import { createLogger, requestIdFor, requestLog } from './platform/logging';
import { notFound } from './platform/not-found';
import { redisBus } from './platform/redis-bus';
import { openApi } from './platform/openapi';
import { globalRateLimit } from './platform/rate-limit';
import { securityHeaders } from './platform/security-headers';
import { spaIndexExists, spaStatic } from './platform/spa';
import { websocketGateway } from './platform/websocket-gateway';
import { adminMoneyRoutes, adminRoutes } from './modules/admin';
import { authRoutes } from './modules/auth';
import { adminBonusesRoutes } from './modules/bonuses';
import { adminBannersRoutes, bannersRoutes } from './modules/banners';
import {
  adminCryptoMethodRoutes,
  adminWithdrawalRoutes,
  cashierCryptoRoutes,
  cryptoWebhookRoutes,
  devChainRoutes,
  startDepositConfirmer,
  startWithdrawalWorker,
} from './modules/cashier-crypto';
import {
  adminFiatDeskRoutes,
  expireDueOrders,
  fiatBuyRoutes,
  startBuyExpiryWorker,
} from './modules/cashier-fiat';
import { adminFiatDisputeRoutes } from './modules/cashier-fiat/admin-disputes-routes';
import { fiatDisputeRoutes } from './modules/cashier-fiat/disputes-routes';
import {
  asSimulatedFiatProcessor,
  fiatProcessorWebhookSecret,
} from './modules/cashier-fiat/processor';
import {
  devFiatInvoiceRoutes,
  fiatProcessorWebhookRoutes,
} from './modules/cashier-fiat/processor-webhook';
import { adminFiatSellRoutes, fiatSellRoutes } from './modules/cashier-fiat/sell-index';
import {
  adminPaymentMethodRoutes,
  fiatConditionsRoutes,
  fiatMethodIconRoutes,
} from './modules/cashier-fiat/methods-index';
import {
  adminRatesRoutes,
  currencyIconRoutes,
  httpRatesFeed,
  startRatesFeedPoller,
} from './modules/currencies';
import { devRoutes } from './modules/dev';
import { adminGamesRoutes, gamesRoutes } from './modules/games';
import {
  adminInterfaceActionRoutes,
  originalsOutboxTranslators,
  originalsRoutes,
} from './modules/originals';
import { outboxRelay, type OutboxRelay } from './modules/realtime';
import { adminSettingsRoutes } from './modules/settings';
import { usersRoutes } from './modules/users';
import { walletOutboxTranslators, walletRoutes } from './modules/wallet';
import { createServices, type Services } from './services';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  bus?: Bus;
  /** Where logs go (stdout when absent); tests capture them here. */
  logDestination?: DestinationStream;
  /** Prefix for every Redis key this app writes, so parallel test apps do not share counters. */
  redisPrefix?: string;
  websocketHeartbeatMs?: number;
  /** Unsent bytes a socket may hold before it is dropped as a slow consumer (tests lower it). */
  websocketMaxBufferedBytes?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Realtime publish/subscribe: in-process, or Redis pub/sub between processes when REDIS_URL. */
    bus: Bus;
    /** Publishes committed outbox events to the bus (absent on a worker without Redis). */
    outboxRelay?: OutboxRelay;
  }
}

/** The whole HTTP application as a composition of plugins. main.ts listens; tests inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const logger = createLogger(config.logLevel, deps.logDestination);
  const redisPrefix = deps.redisPrefix ?? 'wh:';
  const bus =
    deps.bus ??
    (config.redisUrl
      ? redisBus({
          url: config.redisUrl,
          prefix: `${redisPrefix}bus:`,
          onError: (error) => logger.warn({ err: error }, 'realtime bus error'),
        })
      : inProcessBus());

  const app = Fastify({
    loggerInstance: logger,
    genReqId: requestIdFor,
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // requestLog below: slow requests and server errors at info, every request at debug.
    disableRequestLogging: true,
    frameworkErrors: frameworkErrorHandler,
  });
  await app.register(requestLog);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
  const failureCounter = redis
    ? redisFailureCounter(redis, `${redisPrefix}bf:`)
    : memoryFailureCounter(clock);
  const services = createServices({ db: database.db, clock, config, failureCounter, bus });
  app.decorate('services', services);
  app.decorate('bus', bus);

  await app.register(errorHandler);
  // Committed events go to the bus. Every process relays (several at once is safe), except a worker
  // on the in-process bus: no socket could hear it, and its relaying would take events from the
  // processes that have sockets.
  if (config.role !== 'worker' || config.redisUrl) {
    const relay = outboxRelay({
      db: database.db,
      bus,
      translators: {
        ...walletOutboxTranslators(services.wallet),
        ...originalsOutboxTranslators(services),
      },
      log: app.log,
    });
    const stopListening = services.outbox.listen(relay.nudge);
    app.decorate('outboxRelay', relay);
    app.addHook('onReady', async () => relay.start());
    app.addHook('onClose', async () => {
      stopListening();
      await relay.stop();
    });
  }
  app.addHook('onClose', async () => {
    await failureCounter.close();
    await bus.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });

  if (config.role !== 'api' && config.ratesFeedUrl) {
    const poller = startRatesFeedPoller({
      feed: httpRatesFeed(config.ratesFeedUrl),
      intervalMs: config.ratesFeedIntervalMs,
      record: (rates, source) => services.currencies.recordFeedRates(rates, source),
      log: app.log,
    });
    app.addHook('onClose', () => poller.stop());
  }

  // The simulated chain confirms deposits over time; this loop credits them once confirmed.
  if (config.simulators && config.role !== 'api') {
    let confirmer: { stop: () => Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      confirmer = startDepositConfirmer({
        service: services.cashierCrypto,
        intervalMs: 1000,
        log: app.log,
      });
    });
    app.addHook('onClose', async () => confirmer?.stop());
  }

  // Automatic approval of small withdrawals and the results of payouts the gateway is asked about;
  // without a chain gateway there is nothing to pay out through.
  if (config.role !== 'api' && config.cryptoGateway !== 'none') {
    let withdrawals: { stop: () => Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      withdrawals = startWithdrawalWorker({
        review: services.withdrawalReview,
        payouts: services.payouts,
        intervalMs: 1000,
        log: app.log,
      });
    });
    app.addHook('onClose', async () => withdrawals?.stop());
  }

  // Fiat deposit orders not paid by their expiresAt become timeouted (any number of workers).
  if (config.role !== 'api') {
    let expiry: { stop: () => Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      services.files.ensureDir();
      expiry = startBuyExpiryWorker({
        run: () =>
          expireDueOrders({
            db: database.db,
            clock,
            transitions: services.fiatBuyTransitions,
            onCommitted: services.outbox.notify,
          }),
        intervalMs: 5000,
        log: app.log,
      });
    });
    app.addHook('onClose', async () => expiry?.stop());
  }

  if (config.role === 'worker') {
    // A worker runs jobs only; it answers health probes so an orchestrator can watch it.
    await app.register(healthRoutes, { db: database.db });
    await app.register(notFound, { spa: false });
    return app as unknown as FastifyInstance;
  }

  await app.register(jsonBody);
  await app.register(inputGuard);
  await app.register(securityHeaders);
  await app.register(cookie);
  await app.register(globalRateLimit, {
    perMinute: config.rateLimitPerMinute,
    redis,
    redisPrefix: `${redisPrefix}rl:`,
  });
  await app.register(openApi);
  await app.register(authHooks, {
    player: (request) => services.auth.authenticate(request),
    staff: (request) => services.admin.authenticate(request),
  });
  await app.register(websocketGateway, {
    secret: config.sessionSecret,
    bus,
    clock,
    heartbeatMs: deps.websocketHeartbeatMs,
    maxBufferedBytes: deps.websocketMaxBufferedBytes,
  });
  await app.register(healthRoutes, { db: database.db });

  await app.register(authRoutes, {
    prefix: '/api/v1',
    auth: services.auth,
    cookieSecure: config.cookieSecure,
  });
  await app.register(usersRoutes, { prefix: '/api/v1', users: services.users });
  await app.register(bannersRoutes, {
    prefix: '/api/v1',
    banners: services.banners,
    // Banners are public; a signed-in viewer only chooses the language, so a refused session is a guest.
    viewerOf: async (request) =>
      (await services.auth.authenticate(request).catch(() => null))?.userId ?? null,
  });
  await app.register(adminBannersRoutes, { prefix: '/api/admin', banners: services.banners });
  await app.register(gamesRoutes, {
    prefix: '/api/v2',
    games: services.games,
    // The catalogue is public; a refused session browses it as a guest.
    viewerOf: async (request) =>
      (await services.auth.authenticate(request).catch(() => null))?.userId ?? null,
  });
  await app.register(adminGamesRoutes, { prefix: '/api/admin', games: services.games });
  await app.register(originalsRoutes, { prefix: '/api/v1', originals: services.originals });
  await app.register(adminInterfaceActionRoutes, {
    prefix: '/api/admin',
    originals: services.originals,
  });
  await app.register(walletRoutes, { prefix: '/api', wallet: services.wallet });
  await app.register(currencyIconRoutes, { prefix: '/api/v1', currencies: services.currencies });
  await app.register(adminRatesRoutes, { prefix: '/api/admin', currencies: services.currencies });
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    admin: services.admin,
    cookieSecure: config.cookieSecure,
  });
  await app.register(adminMoneyRoutes, { prefix: '/api/admin', money: services.adminMoney });
  await app.register(adminSettingsRoutes, { prefix: '/api/admin', settings: services.settings });
  await app.register(adminBonusesRoutes, { prefix: '/api/admin', bonuses: services.bonuses });
  await app.register(cashierCryptoRoutes, { prefix: '/api/v1', cashier: services.cashierCrypto });
  await app.register(adminCryptoMethodRoutes, {
    prefix: '/api/admin',
    cashier: services.cashierCrypto,
  });
  await app.register(adminWithdrawalRoutes, {
    prefix: '/api/admin',
    review: services.withdrawalReview,
  });
  await app.register(fiatSellRoutes, { prefix: '/api', sells: services.fiatSells });
  await app.register(adminFiatSellRoutes, { prefix: '/api/admin', desk: services.fiatSellsDesk });
  await app.register(fiatBuyRoutes, {
    prefix: '/api',
    buys: services.fiatBuys,
    files: services.files,
  });
  await app.register(adminFiatDeskRoutes, {
    prefix: '/api/admin',
    desk: services.fiatDesk,
    files: services.files,
  });
  await app.register(fiatConditionsRoutes, { prefix: '/api/v2', methods: services.fiatMethods });
  await app.register(fiatMethodIconRoutes, { prefix: '/api/v1' });
  await app.register(adminPaymentMethodRoutes, {
    prefix: '/api/admin',
    methods: services.fiatMethodsAdmin,
  });
  await app.register(fiatDisputeRoutes, { prefix: '/api/v1', disputes: services.fiatDisputes });
  await app.register(adminFiatDisputeRoutes, {
    prefix: '/api/admin',
    disputes: services.fiatDisputes,
  });
  const fiatWebhookSecret = fiatProcessorWebhookSecret(config);
  if (fiatWebhookSecret)
    await app.register(fiatProcessorWebhookRoutes, {
      prefix: '/api/v1',
      events: services.fiatProcessorCallbacks,
      secret: fiatWebhookSecret,
      now: () => clock.now(),
    });
  if (config.cryptoProcessingWebhookSecret)
    await app.register(cryptoWebhookRoutes, {
      prefix: '/api/v1',
      cashier: services.cashierCrypto,
      payouts: services.payouts,
      secrets: { processing: config.cryptoProcessingWebhookSecret },
      now: () => clock.now(),
    });
  if (config.simulators) {
    await app.register(devRoutes, { prefix: '/api/dev', dev: services.dev });
    await app.register(devChainRoutes, { prefix: '/api/dev', cashier: services.cashierCrypto });
    if (config.fiatProcessor === 'simulated' && fiatWebhookSecret)
      await app.register(devFiatInvoiceRoutes, {
        prefix: '/api/dev',
        events: services.fiatProcessorCallbacks,
        secret: fiatWebhookSecret,
        now: () => clock.now(),
        processor: asSimulatedFiatProcessor(services.fiatProcessor),
      });
  }

  const spa = spaIndexExists(config.webDist);
  if (spa) await app.register(spaStatic, { webDist: config.webDist });
  else
    app.log.warn(
      { webDist: config.webDist },
      'no built web app (index.html) found; serving the API only',
    );
  await app.register(notFound, { spa });
  // Our pino instance makes the logger type more specific than FastifyInstance's default; callers need only the default.
  return app as unknown as FastifyInstance;
}
