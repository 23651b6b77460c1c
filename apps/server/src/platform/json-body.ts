import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

/**
 * JSON bodies: an empty body reads as "no body" (so a bare POST with a JSON content type is not an
 * error), and keys that could poison prototypes are refused.
 */
async function jsonBodyPlugin(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(
        null,
        JSON.parse(text, (key, value: unknown) => {
          if (key === '__proto__' || key === 'constructor') throw new SyntaxError('forbidden key');
          return value;
        }),
      );
    } catch {
      done(new AppError('malformed_json'), undefined);
    }
  });
}

export const jsonBody = fp(jsonBodyPlugin, { name: 'json-body' });
