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
const LIMITED_PREFIXES = ['/api/', '/ws'];

/** Only the API and the socket spend the budget: one lobby visit loads dozens of images and scripts. */
function isLimited(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return !UNLIMITED_PATHS.includes(path) && LIMITED_PREFIXES.some((p) => path.startsWith(p));
}

/**
 * Per-IP request budget across the API and the socket; health probes and the SPA's static files are
 * exempt, so a busy node still reports and a page with many images is never refused.
 */
async function globalRateLimitPlugin(app: FastifyInstance, options: GlobalRateLimitOptions) {
  await app.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: 60_000,
    ...(options.redis ? { redis: options.redis, nameSpace: options.redisPrefix ?? 'wh:rl:' } : {}),
    allowList: (request) => !isLimited(request.url),
    errorResponseBuilder: (_request, context) =>
      new AppError('too_many_requests', {
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
}

export const globalRateLimit = fp(globalRateLimitPlugin, { name: 'global-rate-limit' });
