import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playerOf } from '../../platform/auth-hooks';
import type { AuthService } from './service';

/**
 * Simulators only: ends the calling session's step-up at once, as five minutes after the sign-in
 * would, so a person and the browser tests can meet the step-up dialog on a real server.
 */
export async function stepUpDevRoutes(app: FastifyInstance, options: { auth: AuthService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/step-up/expire',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['dev'],
        summary: "Simulator: ends the calling session's step-up now",
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await options.auth.expireStepUp(playerOf(request).sessionId);
      return reply.code(204).send(null);
    },
  );
}
