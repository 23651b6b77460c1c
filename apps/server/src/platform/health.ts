import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pendingMigrations, type Database } from './db/client';
import {
  DEFAULT_CHECK_TIMEOUT_MS,
  runCheck,
  withTimeout,
  type CheckStatus,
  type ReadinessChecks,
} from './readiness';

const ZHealth = z.object({
  status: z.enum(['ok', 'unavailable']),
  pendingMigrations: z.array(z.string()).optional(),
  /**
   * Every check by name: `database` (answers a query), `migrations` (all applied; skipped when the
   * database does not answer), then `redis` when configured and any registered check (`jobs`, …).
   */
  checks: z.record(z.string(), z.enum(['ok', 'failed', 'skipped'])).optional(),
});

export interface HealthRoutesOptions {
  db: Database;
  /** Checks beyond the database (Redis, the job queue); read on every request. */
  checks?: Pick<ReadinessChecks, 'list'>;
}

/**
 * /healthz: the process answers. /readyz: the database answers, every migration is applied and
 * every registered check passes; otherwise 503 with `checks` naming what failed. Why a check failed
 * goes to the log only (the probe is public).
 */
export async function healthRoutes(app: FastifyInstance, options: HealthRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/healthz',
    { schema: { hide: true, response: { 200: ZHealth } }, logLevel: 'warn' },
    async () => ({ status: 'ok' as const }),
  );
  routes.get(
    '/readyz',
    { schema: { hide: true, response: { 200: ZHealth, 503: ZHealth } }, logLevel: 'warn' },
    async (request, reply) => {
      const failed = (name: string) => (error: unknown) =>
        request.log.warn({ err: error, check: name }, 'readiness check failed');
      const extra = options.checks?.list() ?? [];
      const checks: Record<string, CheckStatus> = { database: 'skipped', migrations: 'skipped' };
      for (const check of extra) checks[check.name] ??= 'skipped';
      let pending: string[] = [];
      await Promise.all([
        (async () => {
          checks.database = await runCheck(
            { name: 'database', check: () => options.db.execute(sql`select 1`) },
            failed('database'),
          );
          if (checks.database !== 'ok') return;
          try {
            pending = await withTimeout(pendingMigrations(options.db), DEFAULT_CHECK_TIMEOUT_MS);
            checks.migrations = pending.length === 0 ? 'ok' : 'failed';
          } catch (error) {
            failed('migrations')(error);
            checks.migrations = 'failed';
          }
        })(),
        ...extra.map(async (check) => {
          const status = await runCheck(check, failed(check.name));
          // A name used twice reports its worst result.
          if (checks[check.name] !== 'failed') checks[check.name] = status;
        }),
      ]);
      const ready = Object.values(checks).every((status) => status === 'ok');
      if (ready) return { status: 'ok' as const, checks };
      return reply.status(503).send({
        status: 'unavailable',
        ...(pending.length > 0 ? { pendingMigrations: pending } : {}),
        checks,
      });
    },
  );
}
