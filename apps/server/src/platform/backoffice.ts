import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The back office lives under this path; its build uses it as Vite's base (apps/backoffice). */
export const BACKOFFICE_BASE = '/admin';
const FILE_PATH = /\.[A-Za-z0-9]{1,12}$/;
const PRECOMPRESSED = /\.(br|gz)$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function backofficeIndexExists(dist: string): boolean {
  return existsSync(path.join(dist, 'index.html'));
}

function pathOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}

/**
 * Serves the built back office under /admin as the player app is served (spa.ts): hashed files
 * under /admin/assets cached for a year, everything else revalidated, each sent as its
 * precompressed br or gz copy when the request accepts it. Every address without a file extension
 * is a page of the back office and gets its index.html (the client router takes it from there);
 * it needs no per-page metadata (staff only, never crawled). Registered without fastify-plugin:
 * its own @fastify/static instance stays inside this context, beside the player app's.
 */
export async function backoffice(app: FastifyInstance, options: { dist: string }) {
  const { dist } = options;
  await app.register(fastifyStatic, {
    root: dist,
    serve: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    allowedPath: (pathname) => !PRECOMPRESSED.test(pathname),
    setHeaders(response, filePath) {
      const relative = path.relative(dist, filePath).split(path.sep).join('/');
      response.setHeader('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
      response.setHeader('vary', 'accept-encoding');
    },
  });

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const pathname = pathOf(request);
    const inside = pathname.slice(BACKOFFICE_BASE.length) || '/';
    if (!FILE_PATH.test(inside)) return reply.sendFile('index.html');
    let file: string;
    try {
      file = decodeURI(inside);
    } catch {
      return reply.callNotFound();
    }
    return reply.sendFile(file);
  }

  const route = {
    method: ['GET', 'HEAD'] as const,
    schema: { hide: true },
    compress: false as const,
    errorHandler(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) {
      if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
        request.raw.destroy();
        return;
      }
      return app.errorHandler(error, request, reply);
    },
    handler,
  };
  app.route({ ...route, method: [...route.method], url: BACKOFFICE_BASE });
  app.route({ ...route, method: [...route.method], url: `${BACKOFFICE_BASE}/*` });
}
