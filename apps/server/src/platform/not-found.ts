import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';
import { sendAppError } from './error-handler';
import type { SpaPages } from './spa';

/**
 * Unknown routes answer the 404 error body, except a page of the player app (when it is built): a
 * route that declines a request (`callNotFound`, e.g. /metrics to a stranger) then answers just
 * as an unknown page address does. Unknown /api and /ws paths and missing files get the 404.
 */
async function notFoundPlugin(app: FastifyInstance, options: { pages?: SpaPages }) {
  const { pages } = options;
  app.setNotFoundHandler((request, reply) => {
    if (pages?.isPage(request)) return pages.send(request, reply);
    return sendAppError(reply, new AppError('not_found'));
  });
}

export const notFound = fp(notFoundPlugin, { name: 'not-found' });
