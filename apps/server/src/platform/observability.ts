import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { addressMatcher } from './cidr';
import type { Database, DatabaseHandle } from './db/client';
import { createMetrics, type AppMetrics, type OutboxFigures } from './metrics';
import { readinessChecks, type ReadinessCheck, type ReadinessChecks } from './readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus figures: counters the app feeds and collectors read at scrape time (GET /metrics). */
    metrics: AppMetrics;
    /** Checks /readyz runs besides the database; a module adds its own with `readiness.add`. */
    readiness: ReadinessChecks;
  }
}

export interface ObservabilityOptions {
  config: Pick<Config, 'metricsAllow' | 'metricsToken'>;
  database: Pick<DatabaseHandle, 'db' | 'poolStats'>;
  /** Redis when configured: /readyz sends it a PING. */
  redis?: { ping(): Promise<unknown> };
  /** More named checks for /readyz from the start (the job queue, …). */
  readinessChecks?: readonly ReadinessCheck[];
}

const REDIS_PING_TIMEOUT_MS = 1_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics: a client address inside METRICS_ALLOW (`request.ip`, so the forwarded
 * address behind TRUST_PROXY), or anyone presenting `Authorization: Bearer <METRICS_TOKEN>`.
 * Tokens are compared as SHA-256 digests in constant time.
 */
export function metricsAccess(
  config: Pick<Config, 'metricsAllow' | 'metricsToken'>,
): (request: Pick<FastifyRequest, 'ip' | 'headers'>) => boolean {
  const allowed = addressMatcher(config.metricsAllow);
  const tokenDigest = config.metricsToken ? sha256(config.metricsToken) : undefined;
  return (request) => {
    if (tokenDigest) {
      const presented = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
      if (presented !== undefined && timingSafeEqual(sha256(presented), tokenDigest)) return true;
    }
    return allowed(request.ip);
  };
}

/**
 * Outbox lag in one cheap query: the count and the oldest of the unpublished rows both use the
 * partial index on unpublished events, which holds only what waits.
 */
async function outboxFigures(db: Database): Promise<OutboxFigures> {
  const result = (await db.execute(sql`
    select (select count(*) from outbox where published_at is null)::int as pending,
           coalesce((select greatest(0, extract(epoch from now() - created_at))
                       from outbox where published_at is null order by id limit 1), 0)::float8
             as oldest`)) as unknown as { rows: Array<{ pending: unknown; oldest: unknown }> };
  const row = result.rows[0];
  return { pending: Number(row?.pending ?? 0), oldestAgeSeconds: Number(row?.oldest ?? 0) };
}

/**
 * Metrics and readiness: decorates `app.metrics` and `app.readiness`, times every request by its
 * route pattern, and serves GET /metrics (Prometheus text format). Register it before the routes,
 * so its hook sees them all.
 *
 * /metrics is hidden from anyone METRICS_ALLOW and METRICS_TOKEN do not admit: they get exactly what
 * an unknown path gets (the 404 error body `not_found`, or the SPA to a browser), so the endpoint is
 * not revealed. It is not in the OpenAPI document and outside the rate limit (which covers /api/ and
 * /ws only).
 */
async function observabilityPlugin(app: FastifyInstance, options: ObservabilityOptions) {
  const metrics = createMetrics({ log: app.log });
  const redis = options.redis;
  const readiness = readinessChecks([
    ...(redis
      ? [{ name: 'redis', check: () => redis.ping(), timeoutMs: REDIS_PING_TIMEOUT_MS }]
      : []),
    ...(options.readinessChecks ?? []),
  ]);
  app.decorate('metrics', metrics);
  app.decorate('readiness', readiness);

  metrics.addCollector(
    'outbox',
    async () => metrics.setOutbox(await outboxFigures(options.database.db)),
    // Unknown, not zero: a database that does not answer must not look like an empty outbox.
    { onFailure: () => metrics.setOutbox({ pending: NaN, oldestAgeSeconds: NaN }) },
  );
  const poolStats = options.database.poolStats;
  if (poolStats) metrics.addCollector('db_pool', () => metrics.setDbPool(poolStats()));

  app.addHook('onResponse', async (request, reply) => {
    metrics.observeHttp(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  const admits = metricsAccess(options.config);
  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!admits(request)) return reply.callNotFound();
    const { contentType, body } = await metrics.scrape();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}

export const observability = fp(observabilityPlugin, { name: 'observability' });
