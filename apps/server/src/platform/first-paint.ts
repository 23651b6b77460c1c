import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES, type Locale } from '@wheelhouse/contracts/locales';
import type { FastifyRequest } from 'fastify';
import { PLAYER_SESSION_COOKIE } from './cookies';
import type { PageAddress } from './page-meta';

/**
 * The web build's prerendered first paints (apps/web/scripts/prerender-first-paint.tsx): the
 * guest home page's first section per language, read once at boot. A build without them (an
 * older one) serves the empty mount point as before.
 */
export function loadFirstPaints(webDist: string): Map<Locale, string> {
  const paints = new Map<Locale, string>();
  for (const locale of SUPPORTED_LOCALES) {
    const file = path.join(webDist, 'first-paint', `home.${locale}.html`);
    if (existsSync(file)) paints.set(locale, readFileSync(file, 'utf8'));
  }
  return paints;
}

/**
 * The first paint a page request gets: only the home page in its address's language (an
 * unprefixed address is redirected by the app first), only for a guest (a player sees a greeting
 * instead), and not when a messenger bot opens the app (it shows its own splash while it signs in).
 */
export function firstPaintOf(
  request: FastifyRequest,
  page: PageAddress,
  paints: Map<Locale, string>,
): string | undefined {
  if (page.route.kind !== 'home' || !page.prefixed) return undefined;
  if (request.cookies[PLAYER_SESSION_COOKIE]) return undefined;
  // Fastify has parsed the query already.
  const query = request.query as Record<string, unknown> | undefined;
  if (query && 'bot_id' in query) return undefined;
  return paints.get(page.locale);
}
