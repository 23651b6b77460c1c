import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pendingMigrations, type Database } from './db/client';

const ZHealth = z.object({
  status: z.enum(['ok', 'unavailable']),
  pendingMigrations: z.array(z.string()).optional(),
});

/** /healthz: the process answers. /readyz: the database answers and every migration is applied. */
export async function healthRoutes(app: FastifyInstance, options: { db: Database }) {
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
      try {
        await options.db.execute(sql`select 1`);
        const pending = await pendingMigrations(options.db);
        if (pending.length > 0)
          return reply.status(503).send({ status: 'unavailable', pendingMigrations: pending });
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  );
}
