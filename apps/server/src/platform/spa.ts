import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const NOT_SPA_PREFIXES = ['/api', '/ws', '/healthz', '/readyz'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function spaIndexExists(webDist: string): boolean {
  return existsSync(path.join(webDist, 'index.html'));
}

/** A browser navigation the SPA router should answer (history fallback for /en/..., /ru/...). */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (NOT_SPA_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)))
    return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}

export function sendSpaIndex(reply: FastifyReply) {
  return reply
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .sendFile('index.html');
}

/**
 * Serves the built SPA. Vite puts content-hashed files under /assets, so those are cached for a
 * year; everything else (index.html above all) is revalidated on each load so a deploy shows at once.
 */
async function spaStaticPlugin(app: FastifyInstance, options: { webDist: string }) {
  await app.register(fastifyStatic, {
    root: options.webDist,
    wildcard: true,
    cacheControl: false,
    index: ['index.html'],
    setHeaders(response, filePath) {
      const relative = path.relative(options.webDist, filePath).split(path.sep).join('/');
      response.setHeader('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
    },
  });
}

export const spaStatic = fp(spaStaticPlugin, { name: 'spa-static' });
