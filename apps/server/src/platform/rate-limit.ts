import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from './errors';

export interface GlobalRateLimitOptions {
  perMinute: number;
  /** Shared counters across processes; in-memory when absent. */
  redis?: Redis;
  redisPrefix?: string;
}

const UNLIMITED_PATHS = ['/healthz', '/readyz'];

/** Per-IP request budget across the whole API; health probes are exempt so a busy node still reports. */
async function globalRateLimitPlugin(app: FastifyInstance, options: GlobalRateLimitOptions) {
  await app.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: 60_000,
    ...(options.redis ? { redis: options.redis, nameSpace: options.redisPrefix ?? 'wh:rl:' } : {}),
    allowList: (request) => UNLIMITED_PATHS.includes(request.url.split('?')[0] ?? ''),
    errorResponseBuilder: (_request, context) =>
      new AppError('too_many_requests', {
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
}

export const globalRateLimit = fp(globalRateLimitPlugin, { name: 'global-rate-limit' });
