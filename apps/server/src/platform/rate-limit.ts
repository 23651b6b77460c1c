import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from './errors';

export interface GlobalRateLimitOptions {
  perMinute: number;
  /** The provider wallet's own per-IP budget: a provider's servers call it from a few addresses. */
  providerWalletPerMinute: number;
  /** Shared counters across processes; in-memory when absent. */
  redis?: Redis;
  redisPrefix?: string;
}

const UNLIMITED_PATHS = ['/healthz', '/readyz', '/metrics'];
/**
 * The provider wallet (/api/provider/{slug}/…): a provider's servers call it from a few addresses,
 * thousands of times a minute, so it counts against a budget of its own, far larger than a player's.
 */
const PROVIDER_WALLET_PATH = '/api/provider/';
const isProviderWallet = (url: string) => url.startsWith(PROVIDER_WALLET_PATH);
/** A path ending in a file extension: a file of the web build (spa.ts). */
const FILE_PATH = /\.[A-Za-z0-9]{1,12}$/;

/**
 * The API, the socket and the app's pages spend the budget; files do not: one lobby visit loads
 * dozens of images and scripts, but only one page (whose metadata may query the catalogue).
 */
function isLimited(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (UNLIMITED_PATHS.includes(path)) return false;
  return path.startsWith('/api/') || path.startsWith('/ws') || !FILE_PATH.test(path);
}

/**
 * Per-IP request budget across the API, the socket and the pages (the provider wallet on a budget of
 * its own); health probes, metrics scrapes and the SPA's static files are exempt, so a busy node
 * still reports and a page with many images is never refused.
 */
async function globalRateLimitPlugin(app: FastifyInstance, options: GlobalRateLimitOptions) {
  await app.register(rateLimit, {
    global: true,
    max: (request) =>
      isProviderWallet(request.url) ? options.providerWalletPerMinute : options.perMinute,
    keyGenerator: (request) =>
      isProviderWallet(request.url) ? `provider-wallet:${request.ip}` : request.ip,
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
