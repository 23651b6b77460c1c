import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES, type Locale } from '@wheelhouse/contracts/locales';
import type { FastifyRequest } from 'fastify';
import { PLAYER_SESSION_COOKIE } from './cookies';
import { escapeHtml } from './html-template';
import type { PageAddress, PageSubject } from './page-meta';

/**
 * The web build's prerendered first paints (apps/web/scripts/prerender-first-paint.tsx), read
 * once at boot, per language: the shell's frame with its header; the home page's first section
 * for a guest and for a signed-in player (the greeting, with a `{{name}}` placeholder); a game
 * page's frame and artwork (with placeholders for the game's details) with its label badges; a
 * tournament page's header with its badges. A build without them (an older one) serves the empty
 * mount point as before.
 */
export interface FirstPaints {
  /** The shell's frame alone (the header with the brand link): every other page's first paint. */
  shell: Map<Locale, string>;
  guest: Map<Locale, string>;
  player: Map<Locale, string>;
  game: Map<Locale, { page: string; labels: Record<string, string> }>;
  tournament: Map<
    Locale,
    { page: string; parts: { badges: Record<string, string>; description: string } }
  >;
}

/** The placeholder the player's first paint has where the greeting names the player. */
const NAME_PLACEHOLDER = '{{name}}';

export function loadFirstPaints(webDist: string): FirstPaints {
  const paints: FirstPaints = {
    shell: new Map(),
    guest: new Map(),
    player: new Map(),
    game: new Map(),
    tournament: new Map(),
  };
  const read = (name: string) => {
    const file = path.join(webDist, 'first-paint', name);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  for (const locale of SUPPORTED_LOCALES) {
    const shell = read(`shell.${locale}.html`);
    if (shell) paints.shell.set(locale, shell);
    const guest = read(`home.${locale}.html`);
    if (guest) paints.guest.set(locale, guest);
    const player = read(`home-player.${locale}.html`);
    if (player) paints.player.set(locale, player);
    const game = read(`game.${locale}.html`);
    const labels = read(`game-labels.${locale}.json`);
    if (game && labels)
      paints.game.set(locale, {
        page: game,
        labels: JSON.parse(labels) as Record<string, string>,
      });
    const tournament = read(`tournament.${locale}.html`);
    const parts = read(`tournament-parts.${locale}.json`);
    if (tournament && parts)
      paints.tournament.set(locale, {
        page: tournament,
        parts: JSON.parse(parts) as { badges: Record<string, string>; description: string },
      });
  }
  return paints;
}

/**
 * The name the home page greets the player behind a request's session with, as the app does
 * (`displayName`, else the email's local part); null without a valid session.
 */
export type PlayerNameOf = (request: FastifyRequest) => Promise<string | null>;

/** Only http(s) addresses and paths on this site go into the artwork's `src`. */
const SAFE_IMAGE_URL = /^(https?:\/\/|\/(?!\/))/i;

/** Fills a template's `{{key}}` placeholders in one pass (a value that looks like one stays as it is). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A game page's first paint, its details filled in; none for a game the catalogue does not know. */
function gameFirstPaint(
  page: PageAddress,
  paints: FirstPaints,
  subject: PageSubject | null,
): string | undefined {
  const template = paints.game.get(page.locale);
  const game = subject?.game;
  if (!template || !game || !SAFE_IMAGE_URL.test(game.imageUrl)) return undefined;
  const values: Record<string, string> = {
    title: escapeHtml(subject.title),
    provider: escapeHtml(subject.provider ?? ''),
    providerHref: escapeHtml(
      `/${page.locale}/providers/${encodeURIComponent(game.providerValue)}/games`,
    ),
    rtp: escapeHtml(game.rtp),
    image: escapeHtml(game.imageUrl),
    // Trusted markup of the build's own.
    label: game.labelType ? (template.labels[game.labelType] ?? '') : '',
  };
  return fill(template.page, values);
}

/** A tournament page's first paint, its details filled in; none for one a guest cannot see. */
function tournamentFirstPaint(
  page: PageAddress,
  paints: FirstPaints,
  subject: PageSubject | null,
): string | undefined {
  const template = paints.tournament.get(page.locale);
  const tournament = subject?.tournament;
  if (!template || !tournament) return undefined;
  const badge = template.parts.badges[`${tournament.status}${tournament.vipOnly ? '+vip' : ''}`];
  if (badge === undefined) return undefined;
  return fill(template.page, {
    // Trusted markup of the build's own.
    badge,
    title: escapeHtml(subject.title),
    description: tournament.description
      ? fill(template.parts.description, { text: escapeHtml(tournament.description) })
      : '',
  });
}

/**
 * The first paint a page request gets, in its address's language (an unprefixed address is
 * redirected by the app first), and none when a messenger bot opens the app (it shows its own
 * splash while it signs in):
 * - the home page: a guest gets the guest's first section; a request with a valid session the
 *   greeting with the player's name;
 * - a game page: the game's frame and artwork, the same for everyone (`subject`, the catalogue's
 *   answer the page's head is written from);
 * - a tournament page: its back link and header (status, name, description) as a guest sees it;
 * - any other page, an unknown game, or a session that is not valid (or could not be read): the
 *   shell's frame, so the header shows while the app loads what the page needs.
 */
export async function firstPaintOf(
  request: FastifyRequest,
  page: PageAddress,
  paints: FirstPaints,
  context: { playerNameOf?: PlayerNameOf; subject?: PageSubject | null } = {},
): Promise<string | undefined> {
  if (!page.prefixed) return undefined;
  // Fastify has parsed the query already.
  const query = request.query as Record<string, unknown> | undefined;
  if (query && 'bot_id' in query) return undefined;
  const shell = paints.shell.get(page.locale);
  if (page.route.kind === 'game')
    return gameFirstPaint(page, paints, context.subject ?? null) ?? shell;
  if (page.route.kind === 'tournament')
    return tournamentFirstPaint(page, paints, context.subject ?? null) ?? shell;
  if (page.route.kind !== 'home') return shell;
  if (!request.cookies[PLAYER_SESSION_COOKIE]) return paints.guest.get(page.locale) ?? shell;
  const template = paints.player.get(page.locale);
  if (!template || !context.playerNameOf) return shell;
  let name: string | null = null;
  try {
    name = await context.playerNameOf(request);
  } catch (error) {
    // A banned player, or the database away: the page still answers, without the greeting.
    request.log.debug({ err: error }, 'no first paint for the player');
  }
  return name ? template.replaceAll(NAME_PLACEHOLDER, escapeHtml(name)) : shell;
}
