import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { authHooks } from './platform/auth-hooks';
import { inProcessBus, type Bus } from './platform/bus';
import { systemClock, type Clock } from './platform/clock';
import { compression } from './platform/compression';
import type { DatabaseHandle } from './platform/db/client';
import { errorHandler, frameworkErrorHandler } from './platform/error-handler';
import { AppError } from './platform/errors';
import { memoryFailureCounter, redisFailureCounter } from './platform/failure-counter';
import { healthRoutes } from './platform/health';
import { adminJobsRoutes, jobQueue, jobsAdminService, type JobQueue } from './platform/jobs';
import { inputGuard } from './platform/input-guard';
import { jsonBody } from './platform/json-body';
import { createLogger, requestIdFor, requestLog } from './platform/logging';
import { notFound } from './platform/not-found';
import { observability } from './platform/observability';
import type { ReadinessCheck } from './platform/readiness';
import { redisBus } from './platform/redis-bus';
import { openApi } from './platform/openapi';
import { globalRateLimit } from './platform/rate-limit';
import { securityHeaders } from './platform/security-headers';
import { stepUpGuard } from './platform/step-up';
import { backoffice, backofficeIndexExists } from './platform/backoffice';
import { spa, spaIndexExists, spaPages, type PageSubjects } from './platform/spa';
import { websocketGateway } from './platform/websocket-gateway';
import { outboxRelay, type OutboxRelay } from './modules/realtime';
import { asSeenByPlayer } from './modules/users';
import { createModules, type Services } from './services';
import { isPolicySlug } from '@wheelhouse/contracts/plain/policies';
import { greetingName } from '@wheelhouse/contracts/plain/users';

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
  /** Named checks /readyz runs besides the database and Redis (more may be added: app.readiness). */
  readinessChecks?: ReadinessCheck[];
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** The app's clock (a manual one in tests), e.g. for computing a staff member's TOTP code. */
    clock: Clock;
    /** Realtime publish/subscribe: in-process, or Redis pub/sub between processes when REDIS_URL. */
    bus: Bus;
    /** Publishes committed outbox events to the bus (absent on a worker without Redis). */
    outboxRelay?: OutboxRelay;
    /** The job queue (platform/jobs): send jobs from any role; workers run them. */
    jobs: JobQueue;
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
    logController: new LogController({ disableRequestLogging: true }),
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
  const { services, registry } = createModules({
    db: database.db,
    clock,
    config,
    failureCounter,
    bus,
  });
  app.decorate('services', services);
  app.decorate('clock', clock);
  app.decorate('bus', bus);

  await app.register(errorHandler);
  // Before every route: compression hooks attach to the routes registered after it.
  await app.register(compression);
  // Metrics and readiness first, so the request timing hook covers every route registered below.
  await app.register(observability, {
    config,
    database,
    redis,
    readinessChecks: deps.readinessChecks,
  });
  // Committed events go to the bus. Every process relays (several at once is safe), except a worker
  // on the in-process bus: no socket could hear it, and its relaying would take events from the
  // processes that have sockets.
  if (config.role !== 'worker' || config.redisUrl) {
    const relay = outboxRelay({
      db: database.db,
      bus,
      translators: registry.translators(),
      consumers: registry.consumers(),
      log: app.log,
      onRelayed: app.metrics.outboxRelayed,
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

  if (config.role !== 'api') app.addHook('onReady', async () => services.files.ensureDir());

  // Background work on the job queue (platform/jobs, README "Jobs"): every role can send jobs;
  // workers (ROLE worker or all) run them. The outbox relay above stays a loop: it delivers
  // realtime events within ~250 ms of a commit (at once when nudged in-process), which a queue
  // polled from the database, with a job row per event, would only slow down and add load to.
  const jobs = jobQueue({
    database,
    databaseUrl: config.databaseUrl,
    workers: config.role !== 'api',
    pollIntervalMs: config.jobsPollIntervalMs,
    log: app.log,
    onAttemptFailed: app.metrics.jobFailed,
  });
  registry.defineJobs(jobs, app.log);
  services.sportsbook.watchRefusedMessages((refusal) => {
    app.metrics.feedMessageRefused(refusal.kind, refusal.reason);
    app.log.warn({ refusal }, 'sportsbook feed message refused');
  });
  app.metrics.addJobQueueSource(async () =>
    (await jobs.stats()).queues.map(({ name, queued, active, failed }) => ({
      queue: name,
      queued,
      active,
      failed,
    })),
  );
  app.readiness.add({
    name: 'jobs',
    check: async () => {
      if (!jobs.isStarted()) throw new Error('the job queue has not started');
      await jobs.stats();
    },
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());

  if (config.role === 'worker') {
    // A worker runs jobs only; it answers health probes so an orchestrator can watch it.
    await app.register(healthRoutes, { db: database.db, checks: app.readiness });
    await app.register(notFound, {});
    return app as unknown as FastifyInstance;
  }

  await app.register(jsonBody);
  await app.register(inputGuard);
  await app.register(securityHeaders, {
    frameOrigins: config.demoProvider ? [new URL(config.demoProvider.url).origin] : [],
  });
  await app.register(cookie);
  await app.register(globalRateLimit, {
    perMinute: config.rateLimitPerMinute,
    providerWalletPerMinute: config.providerWalletRateLimitPerMinute,
    redis,
    redisPrefix: `${redisPrefix}rl:`,
  });
  await app.register(openApi);
  await app.register(authHooks, {
    player: (request) => services.auth.authenticate(request),
    staff: (request) => services.admin.authenticate(request),
  });
  await app.register(stepUpGuard, {
    assertSteppedUp: (player) => services.auth.assertSteppedUp(player),
  });
  await app.register(websocketGateway, {
    secret: config.sessionSecret,
    bus,
    clock,
    heartbeatMs: deps.websocketHeartbeatMs,
    maxBufferedBytes: deps.websocketMaxBufferedBytes,
    onConnection: app.metrics.websocketOpened,
    snapshot: (channel) => services.sportsbook.realtime.snapshot(channel),
    privateTopics: (channel, userId) => services.tournaments.realtimeTopics(channel, userId),
  });
  await app.register(healthRoutes, { db: database.db, checks: app.readiness });

  // Region restriction (modules/protection): before any route runs, after the client address is known.
  app.addHook('onRequest', services.protection.region.hook);
  await registry.mountRoutes(app as unknown as FastifyInstance);
  await app.register(adminJobsRoutes, {
    prefix: '/api/admin',
    jobs: jobsAdminService({
      db: database.db,
      recordAudit: services.audit.record,
      notify: jobs.notify,
    }),
  });

  // Before the player app, so /admin never reaches its pages (and its locale redirect).
  if (backofficeIndexExists(config.backofficeDist))
    await app.register(backoffice, { dist: config.backofficeDist });
  else
    app.log.warn(
      { backofficeDist: config.backofficeDist },
      'no built back office (index.html) found; /admin answers 404',
    );
  const pages = spaIndexExists(config.webDist)
    ? spaPages({
        webDist: config.webDist,
        publicOrigin: config.publicOrigin,
        subjects: pageSubjects(services),
        playerNameOf: async (request) => {
          const player = await services.auth.authenticate(request);
          if (!player) return null;
          const user = await services.users.me(player.userId);
          return greetingName(asSeenByPlayer(user)) || null;
        },
        clock,
      })
    : undefined;
  if (pages) await app.register(spa, { webDist: config.webDist, pages });
  else
    app.log.warn(
      { webDist: config.webDist },
      'no built web app (index.html) found; serving the API only',
    );
  await app.register(notFound, { pages });
  // Our pino instance makes the logger type more specific than FastifyInstance's default; callers need only the default.
  return app as unknown as FastifyInstance;
}

const GAME_KEY = /^(\d{1,9}|[a-z0-9][a-z0-9-]{0,63})$/;
const CATALOGUE_VALUE = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** Page metadata sees the catalogue as a guest does: active games, titles in the page's language. */
const GUEST = { userId: null, ip: '127.0.0.1' };

/** What the pages of the player app need from the catalogue for their titles (platform/spa.ts). */
function pageSubjects({ games, policies, tournaments }: Services): PageSubjects {
  return {
    async game(id) {
      if (!GAME_KEY.test(id)) return null;
      try {
        const game = await games.game(id, GUEST);
        return {
          title: game.title,
          provider: game.provider.name,
          imageUrl: game.imageUrl,
          game: {
            imageUrl: game.imageUrl,
            rtp: game.rtp,
            providerValue: game.provider.value,
            labelType: game.labelType,
          },
        };
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found') return null;
        throw error;
      }
    },
    async category(value, locale) {
      if (!CATALOGUE_VALUE.test(value)) return null;
      const { items } = await games.categories(GUEST, locale);
      const category = items.find((item) => item.value === value);
      return category ? { title: category.title } : null;
    },
    async policy(slug, locale) {
      if (!isPolicySlug(slug)) return null;
      const title = await policies.titleOf(slug, locale);
      return title ? { title } : null;
    },
    async tournament(id, locale) {
      try {
        const tournament = await tournaments.get(Number(id), { userId: null, language: locale });
        return {
          title: tournament.name,
          tournament: {
            description: tournament.description,
            status: tournament.status,
            vipOnly: tournament.vip_players_only,
          },
        };
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found') return null;
        throw error;
      }
    },
    async provider(value) {
      if (!CATALOGUE_VALUE.test(value)) return null;
      const { items } = await games.providers();
      const provider = items.find((item) => item.value === value);
      return provider ? { title: provider.name } : null;
    },
  };
}
