import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES, type Locale } from '@wheelhouse/contracts/locales';
import type { FastifyRequest } from 'fastify';
import { PLAYER_SESSION_COOKIE } from './cookies';
import { escapeHtml } from './html-template';
import type { PageAddress } from './page-meta';

/**
 * The web build's prerendered first paints (apps/web/scripts/prerender-first-paint.tsx), read
 * once at boot: the home page's first section per language, for a guest and for a signed-in
 * player (the greeting, with a `{{name}}` placeholder). A build without them (an older one) serves
 * the empty mount point as before.
 */
export interface FirstPaints {
  guest: Map<Locale, string>;
  player: Map<Locale, string>;
}

/** The placeholder the player's first paint has where the greeting names the player. */
const NAME_PLACEHOLDER = '{{name}}';

export function loadFirstPaints(webDist: string): FirstPaints {
  const paints: FirstPaints = { guest: new Map(), player: new Map() };
  for (const locale of SUPPORTED_LOCALES) {
    const guest = path.join(webDist, 'first-paint', `home.${locale}.html`);
    if (existsSync(guest)) paints.guest.set(locale, readFileSync(guest, 'utf8'));
    const player = path.join(webDist, 'first-paint', `home-player.${locale}.html`);
    if (existsSync(player)) paints.player.set(locale, readFileSync(player, 'utf8'));
  }
  return paints;
}

/**
 * The name the home page greets the player behind a request's session with, as the app does
 * (`displayName`, else the email's local part); null without a valid session.
 */
export type PlayerNameOf = (request: FastifyRequest) => Promise<string | null>;

/**
 * The first paint a page request gets: only the home page in its address's language (an
 * unprefixed address is redirected by the app first), and not when a messenger bot opens the app
 * (it shows its own splash while it signs in). A guest gets the guest's first section; a request
 * with a session the greeting with the player's name, when the session is valid (otherwise, or
 * when the lookup fails, the empty mount point: the app decides what to show).
 */
export async function firstPaintOf(
  request: FastifyRequest,
  page: PageAddress,
  paints: FirstPaints,
  playerNameOf?: PlayerNameOf,
): Promise<string | undefined> {
  if (page.route.kind !== 'home' || !page.prefixed) return undefined;
  // Fastify has parsed the query already.
  const query = request.query as Record<string, unknown> | undefined;
  if (query && 'bot_id' in query) return undefined;
  if (!request.cookies[PLAYER_SESSION_COOKIE]) return paints.guest.get(page.locale);
  const template = paints.player.get(page.locale);
  if (!template || !playerNameOf) return undefined;
  let name: string | null = null;
  try {
    name = await playerNameOf(request);
  } catch (error) {
    // A banned player, or the database away: the page still answers, without the greeting.
    request.log.debug({ err: error }, 'no first paint for the player');
  }
  return name ? template.replaceAll(NAME_PLACEHOLDER, escapeHtml(name)) : undefined;
}
