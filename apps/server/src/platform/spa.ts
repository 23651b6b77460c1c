import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { SUPPORTED_LOCALES, type Locale } from '@wheelhouse/contracts/locales';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from './clock';
import { PLAYER_SESSION_COOKIE, syncSessionHint } from './cookies';
import { firstPaintOf, loadFirstPaints, type PlayerNameOf } from './first-paint';
import { compileHtmlTemplate } from './html-template';
import { pageAddressOf, pageHeadOf, type PageAddress, type PageSubject } from './page-meta';

/**
 * Paths that are never pages of the player app: unknown ones under them answer the JSON 404.
 * /admin belongs to the back office (backoffice.ts), never to the player app's locale redirect.
 */
const NOT_PAGE_PREFIXES = ['/api', '/ws', '/healthz', '/readyz', '/admin'];
const LOCALE_PREFIX = new RegExp(`^/(${SUPPORTED_LOCALES.join('|')})(/|$)`);
/** The last segment ends in an extension: a file, served from the build or answered 404. */
const FILE_PATH = /\.[A-Za-z0-9]{1,12}$/;
/** The precompressed siblings are chosen by Accept-Encoding, never requested by name. */
const PRECOMPRESSED = /\.(br|gz)$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function spaIndexExists(webDist: string): boolean {
  return existsSync(path.join(webDist, 'index.html'));
}

/** The catalogue behind game, category and provider pages (wired to the games module in app.ts). */
export interface PageSubjects {
  game(id: string, locale: Locale): Promise<PageSubject | null>;
  category(value: string, locale: Locale): Promise<PageSubject | null>;
  provider(value: string, locale: Locale): Promise<PageSubject | null>;
  /** A policy page's title in the page's language (policies module). */
  policy(slug: string, locale: Locale): Promise<PageSubject | null>;
  /** A tournament's name and details in the page's language, as a guest sees it (tournaments module). */
  tournament(id: string, locale: Locale): Promise<PageSubject | null>;
}

export interface SpaPagesOptions {
  webDist: string;
  /** scheme://host of the public site (PUBLIC_URL); else taken from the request's host. */
  publicOrigin?: string;
  subjects?: PageSubjects;
  /** The home page greets a signed-in player by name in its first paint (first-paint.ts). */
  playerNameOf?: PlayerNameOf;
  clock: Clock;
}

/**
 * A crawler or link preview should not turn into one catalogue query per request: answers, found
 * or not, are kept a minute (at most `max` of them; the map is cleared when full).
 */
export function cachedPageSubjects(
  subjects: PageSubjects,
  clock: Clock,
  options: { ttlMs?: number; max?: number } = {},
): PageSubjects {
  const ttlMs = options.ttlMs ?? 60_000;
  const max = options.max ?? 1000;
  const cache = new Map<string, { at: number; value: Promise<PageSubject | null> }>();
  const cached =
    (kind: keyof PageSubjects) =>
    (key: string, locale: Locale): Promise<PageSubject | null> => {
      const cacheKey = `${kind}\u0000${locale}\u0000${key}`;
      const now = clock.now().getTime();
      const hit = cache.get(cacheKey);
      if (hit && now - hit.at < ttlMs) return hit.value;
      if (cache.size >= max) cache.clear();
      const value = subjects[kind](key, locale);
      cache.set(cacheKey, { at: now, value });
      // A failed lookup is not remembered: the next request asks again.
      value.catch(() => cache.delete(cacheKey));
      return value;
    };
  return {
    game: cached('game'),
    category: cached('category'),
    provider: cached('provider'),
    policy: cached('policy'),
    tournament: cached('tournament'),
  };
}

function subjectOf(page: PageAddress, subjects: PageSubjects | undefined) {
  const { route, locale } = page;
  if (!subjects) return Promise.resolve(null);
  if (route.kind === 'game') return subjects.game(route.id, locale);
  if (route.kind === 'category') return subjects.category(route.value, locale);
  if (route.kind === 'provider') return subjects.provider(route.value, locale);
  if (route.kind === 'policy') return subjects.policy(route.slug, locale);
  if (route.kind === 'tournament') return subjects.tournament(String(route.id), locale);
  return Promise.resolve(null);
}

const HOST = /^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/;

/** scheme://host of a request (X-Forwarded-* only behind TRUST_PROXY), if the host is well formed. */
function requestOrigin(request: FastifyRequest): string | undefined {
  const host = request.host;
  return host && HOST.test(host) ? `${request.protocol}://${host.toLowerCase()}` : undefined;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || `W/${value}` === etag;
  });
}

function pathOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}

/** A page and its compressed forms, keyed by ETag and encoding (bounded; cleared when full). */
const COMPRESSED_PAGES_MAX = 500;

/** The pages of the player app: which requests are pages, and sending one. */
export interface SpaPages {
  /**
   * A GET or HEAD of `/`, of anything under a locale (`/en/…`, `/ru/…`), or of any other path
   * without a file extension (the app redirects it to a locale), except /api, /ws and the probes.
   */
  isPage(request: FastifyRequest): boolean;
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

function isNotPagePath(pathname: string): boolean {
  return NOT_PAGE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * Renders the app's index.html per page: `<html lang>`, title, description and Open Graph tags
 * written in (page-meta.ts), whatever the request's Accept header, revalidated on each load
 * (`no-cache` with an ETag) so a deploy shows at once. The template is read once, here, at boot: a
 * new build needs a restart (as its new assets would anyway). Pages are compressed here, br or gzip
 * by Accept-Encoding at the strongest settings, once per distinct page (the same page for the same
 * language and host is the same bytes), rather than by @fastify/compress on every request. A
 * signed-in player's home page greets them by name (`playerNameOf`): it is private to them and
 * compressed per answer.
 */
export function spaPages(options: SpaPagesOptions): SpaPages {
  const render = compileHtmlTemplate(
    readFileSync(path.join(options.webDist, 'index.html'), 'utf8'),
  );
  const subjects = options.subjects && cachedPageSubjects(options.subjects, options.clock);
  const firstPaints = loadFirstPaints(options.webDist);
  const compressed = new Map<string, Buffer>();

  function encode(html: string, etag: string, encoding: 'br' | 'gzip'): Buffer {
    const key = `${encoding}${etag}`;
    const hit = compressed.get(key);
    if (hit) return hit;
    const body =
      encoding === 'br'
        ? brotliCompressSync(html, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          })
        : gzipSync(html, { level: constants.Z_BEST_COMPRESSION });
    if (compressed.size >= COMPRESSED_PAGES_MAX) compressed.clear();
    compressed.set(key, body);
    return body;
  }

  return {
    isPage(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const pathname = pathOf(request);
      if (isNotPagePath(pathname)) return false;
      return (
        pathname === '/index.html' || LOCALE_PREFIX.test(pathname) || !FILE_PATH.test(pathname)
      );
    },

    async send(request, reply) {
      const requested = pathOf(request);
      const pathname = requested === '/index.html' ? '/' : requested;
      const page = pageAddressOf(pathname, request.headers['accept-language']);
      let subject: PageSubject | null = null;
      try {
        subject = await subjectOf(page, subjects);
      } catch (error) {
        // The page still answers, with the site's default metadata.
        request.log.warn({ err: error }, 'page metadata lookup failed');
      }
      const firstPaint = await firstPaintOf(request, page, firstPaints, {
        playerNameOf: options.playerNameOf,
        subject,
      });
      const html = render(
        pageHeadOf(page, subject, options.publicOrigin ?? requestOrigin(request), pathname),
        firstPaint,
      );
      // A home page that names its player is that player's only: no shared cache keeps it.
      const personal =
        page.route.kind === 'home' &&
        firstPaint !== undefined &&
        Boolean(request.cookies[PLAYER_SESSION_COOKIE]);
      const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
      reply
        .code(200)
        .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
        .header('etag', etag)
        // Without a locale in the address, the language (and so the page) follows Accept-Language.
        .header('vary', varyOf(page))
        .type('text/html; charset=utf-8');
      syncSessionHint(request, reply);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
      if (!encoding) return reply.send(html);
      // A player's page is compressed for this answer only: the cache is for pages many share.
      if (personal)
        return reply
          .header('content-encoding', encoding)
          .send(encoding === 'br' ? brotliCompressSync(html) : gzipSync(html));
      return reply.header('content-encoding', encoding).send(encode(html, etag, encoding));
    },
  };
}

/**
 * Without a locale in the address, the language (and so the page) follows Accept-Language; the
 * home page's first paint is for guests only, so the session cookie changes it.
 */
function varyOf(page: PageAddress): string {
  const headers = ['accept-encoding'];
  if (!page.prefixed) headers.push('accept-language');
  if (page.route.kind === 'home') headers.push('cookie');
  return headers.join(', ');
}

/**
 * Serves the built player app: its pages (spaPages, above) and its files. A path with a file
 * extension is a file of the build: Vite's content-hashed files under /assets are cached for a
 * year, the rest revalidated; each is sent as its precompressed `.br` or `.gz` copy (written by the
 * web build) when the request accepts it, and never compressed on the fly (a file without a
 * smaller copy is tiny or compressed already; one ETag per file stays true to its bytes). Missing
 * files, /api, /ws and the probes go to the not-found handler (the JSON 404).
 */
async function spaPlugin(app: FastifyInstance, options: { webDist: string; pages: SpaPages }) {
  const { webDist, pages } = options;
  await app.register(fastifyStatic, {
    root: webDist,
    serve: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    allowedPath: (pathname) => !PRECOMPRESSED.test(pathname),
    setHeaders(response, filePath) {
      const relative = path.relative(webDist, filePath).split(path.sep).join('/');
      response.setHeader('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
      // The same address has a br, a gzip and a plain body: caches must key on Accept-Encoding.
      response.setHeader('vary', 'accept-encoding');
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    // Pages compress themselves; files are sent as their precompressed copies or as they are.
    compress: false,
    // A client that goes away mid-file is not a server error (as @fastify/static's own routes).
    errorHandler(error, request, reply) {
      if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') {
        request.raw.destroy();
        return;
      }
      return app.errorHandler(error, request, reply);
    },
    async handler(request, reply) {
      if (pages.isPage(request)) return pages.send(request, reply);
      const pathname = pathOf(request);
      if (isNotPagePath(pathname)) return reply.callNotFound();
      let file: string;
      try {
        file = decodeURI(pathname);
      } catch {
        return reply.callNotFound();
      }
      return reply.sendFile(file);
    },
  });
}

export const spa = fp(spaPlugin, { name: 'spa' });
