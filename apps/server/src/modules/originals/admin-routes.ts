import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { ZInterfaceActionRequest, ZInterfaceActionResponse } from '@wheelhouse/contracts/originals';
import { staffOf } from '../../platform/auth-hooks';
import type { OriginalsService } from './service';

/** Interface actions under /api/admin (content; admin passes); audited. */
export async function adminInterfaceActionRoutes(
  app: FastifyInstance,
  options: { originals: OriginalsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/interface-actions',
    {
      preHandler: app.requireStaff('content'),
      schema: {
        tags: ['admin'],
        summary:
          'Make one player’s client (userId) or every client open a game: an `interface_actions` event {gameId}; audited. Unknown game or player is 404',
        body: ZInterfaceActionRequest,
        response: {
          202: ZInterfaceActionResponse,
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const sent = await options.originals.sendInterfaceAction(
        staffOf(request),
        request.body,
        request.id,
      );
      return reply.code(202).send(sent);
    },
  );
}
