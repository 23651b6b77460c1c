import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDevBroadcastRequest,
  ZDevCreditRequest,
  ZDevCreditResponse,
} from '@wheelhouse/contracts/dev';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { ZIdempotencyHeaders } from '@wheelhouse/contracts/wallet';
import type { DevService } from './service';

/** Simulator endpoints under /api/dev. Registered only when SIMULATORS is on (404 otherwise). */
export async function devRoutes(app: FastifyInstance, options: { dev: DevService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { dev } = options;

  routes.post(
    '/broadcast',
    {
      schema: {
        tags: ['dev'],
        summary: 'Simulator: publish a message on a broadcast channel',
        body: ZDevBroadcastRequest,
        response: { 202: z.object({ published: z.literal(true) }), 400: ZErrorBody },
      },
    },
    async (request, reply) => {
      await dev.broadcast(request.body);
      return reply.status(202).send({ published: true });
    },
  );

  routes.post(
    '/credit',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Simulator: fund a player as a completed deposit would (Idempotency-Key required; a replay returns the first answer)',
        headers: ZIdempotencyHeaders,
        body: ZDevCreditRequest,
        response: { 200: ZDevCreditResponse, 400: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { response, replayed } = await dev.credit(
        request.body,
        request.headers['idempotency-key'],
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return response;
    },
  );
}
