import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';
import { sendAppError } from './error-handler';
import { isSpaNavigation, sendSpaIndex } from './spa';

/** Unknown routes: browser navigations get the SPA (when built), everything else the 404 error body. */
async function notFoundPlugin(app: FastifyInstance, options: { spa: boolean }) {
  app.setNotFoundHandler((request, reply) => {
    if (options.spa && isSpaNavigation(request)) return sendSpaIndex(reply);
    return sendAppError(reply, new AppError('not_found'));
  });
}

export const notFound = fp(notFoundPlugin, { name: 'not-found' });
