// Writes the first paints per language next to the build, each with the header's brand link:
// the shell alone (dist/first-paint/shell.<locale>.html, for every other page); the home page's
// for guests (home.<locale>.html) and for signed-in players (home-player.<locale>.html, the
// greeting with a `{{name}}` placeholder the server fills in), and a game page's
// (game.<locale>.html, with `{{title}}`, `{{label}}`, `{{provider}}`, `{{providerHref}}`, `{{rtp}}`
// and `{{image}}` placeholders; game-labels.<locale>.json holds the label badges' markup), and a
// tournament page's (tournament.<locale>.html with `{{badge}}`, `{{title}}` and `{{description}}`;
// tournament-parts.<locale>.json holds the badges and the description's markup). The
// server puts one inside <div id="root"> so the page's largest paint (the hero text, the game's
// artwork) shows as soon as the HTML and CSS arrive, not after the app's JavaScript has loaded and
// run. React replaces it with the same markup on its first render.
// Run after `vite build` (the markup's classes are the app's own, so the built CSS has them).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SUPPORTED_LOCALES } from '@wheelhouse/contracts/plain/locales';
import {
  SHELL_CONTENT_CLASS,
  SHELL_HEADER_BAR_CLASS,
  SHELL_MAIN_CLASS,
  SHELL_ROOT_CLASS,
} from '../src/app/layout/shell-frame';
import { SHELL_BRAND_LINK_CLASS, ShellBrand } from '../src/app/layout/shell-brand';
import { GAME_LABEL_TYPES } from '@wheelhouse/contracts/plain/games';
import { GameLabelBadge } from '../src/components/games/game-label';
import {
  GAME_FAVORITE_CLASS,
  GAME_PAGE_CLASS,
  GAME_PROVIDER_LINK_CLASS,
  GameHeader,
  GamePoster,
} from '../src/features/game-page/components/game-page-frame';
import { GuestHero, HOME_PAGE_CLASS, PlayerHero } from '../src/features/home/components/home-hero';
import { StatusBadgeView } from '../src/features/tournaments/components/tournament-card';
import {
  TOURNAMENT_BACK_LINK_CLASS,
  TOURNAMENT_DETAILS_CLASS,
  TOURNAMENT_PAGE_CLASS,
  TournamentDescription,
  TournamentHeader,
} from '../src/features/tournaments/components/tournament-page-frame';

const dist = process.argv[2] ?? 'dist';
const localesDir = new URL('../src/locales/', import.meta.url);

interface HomeStrings {
  headline: string;
  text: string;
  cta_register: string;
  cta_sign_in: string;
  /** With i18next's `{{name}}`, left in for the server to fill in (first-paint.ts). */
  greeting: string;
  greeting_text: string;
}

interface GameStrings {
  label: Record<(typeof GAME_LABEL_TYPES)[number], string>;
  page: { provider: string; rtp: string; rtp_value: string; frame: { loading: string } };
}

const TOURNAMENT_STATUSES = ['active', 'upcoming', 'finished', 'cancelled'] as const;

interface TournamentStrings {
  back: string;
  vip: string;
  status: Record<(typeof TOURNAMENT_STATUSES)[number], string>;
}

interface LayoutStrings {
  brand: string;
  home_link: string;
}

/** A page inside the shell's frame: the header with its brand link (home), then the page. */
function firstPaint(locale: string, layout: LayoutStrings, page: ReactNode): string {
  return renderToStaticMarkup(
    <div className={SHELL_ROOT_CLASS}>
      <header className={SHELL_HEADER_BAR_CLASS}>
        <a href={`/${locale}/`} aria-label={layout.home_link} className={SHELL_BRAND_LINK_CLASS}>
          <ShellBrand name={layout.brand} compact={false} />
        </a>
      </header>
      <main className={SHELL_MAIN_CLASS}>
        <div className={SHELL_CONTENT_CLASS}>{page}</div>
      </main>
    </div>,
  );
}

/** One language's shell around a page. */
type Frame = (page: ReactNode) => string;

/** The home page's first section. */
function homeFirstPaint(frame: Frame, hero: ReactNode): string {
  return frame(<div className={HOME_PAGE_CLASS}>{hero}</div>);
}

function guestFirstPaint(frame: Frame, strings: HomeStrings): string {
  return homeFirstPaint(
    frame,
    <GuestHero
      text={{
        headline: strings.headline,
        text: strings.text,
        register: strings.cta_register,
        signIn: strings.cta_sign_in,
      }}
      register={{ href: '?auth=register' }}
      signIn={{ href: '?auth=login' }}
    />,
  );
}

function playerFirstPaint(frame: Frame, strings: HomeStrings): string {
  if (!strings.greeting.includes('{{name}}'))
    throw new Error(`home.greeting has no {{name}}: ${strings.greeting}`);
  return homeFirstPaint(
    frame,
    <PlayerHero greeting={strings.greeting} text={strings.greeting_text} />,
  );
}

/** A game page's frame and its artwork, the game's details left as placeholders for the server. */
function gameFirstPaint(frame: Frame, strings: GameStrings): string {
  if (!strings.page.rtp_value.includes('{{rtp}}'))
    throw new Error(`games.page.rtp_value has no {{rtp}}: ${strings.page.rtp_value}`);
  return frame(
    <article className={GAME_PAGE_CLASS}>
      <GameHeader
        title="{{title}}"
        label="{{label}}"
        providerLink={
          <a href="{{providerHref}}" className={GAME_PROVIDER_LINK_CLASS}>
            {'{{provider}}'}
          </a>
        }
        rtp={strings.page.rtp_value}
        favorite={
          <div
            aria-hidden="true"
            className={`h-9 w-9 rounded-full bg-slate-950/70 ${GAME_FAVORITE_CLASS}`}
          />
        }
        text={{ provider: strings.page.provider, rtp: strings.page.rtp }}
      />
      <GamePoster imageUrl="{{image}}" loadingText={strings.page.frame.loading} />
    </article>,
  );
}

/** A tournament page's frame: the back link and the header, its details left as placeholders. */
function tournamentFirstPaint(frame: Frame, locale: string, strings: TournamentStrings): string {
  return frame(
    <div className={TOURNAMENT_PAGE_CLASS}>
      <a href={`/${locale}/tournaments`} className={TOURNAMENT_BACK_LINK_CLASS}>
        ← {strings.back}
      </a>
      <div className={TOURNAMENT_DETAILS_CLASS}>
        <TournamentHeader
          badge="{{badge}}"
          name="{{title}}"
          description="{{description}}"
          players={null}
          aside={null}
        />
      </div>
    </div>,
  );
}

/**
 * The pieces the server puts in a tournament's frame, as markup in one language: the badges per
 * status (`active`, `active+vip`, …) and the description paragraph (with `{{text}}`).
 */
function tournamentParts(strings: TournamentStrings) {
  const badges: Record<string, string> = {};
  for (const status of TOURNAMENT_STATUSES)
    for (const vip of [false, true])
      badges[vip ? `${status}+vip` : status] = renderToStaticMarkup(
        <StatusBadgeView
          status={status}
          statusText={strings.status[status]}
          vipText={vip ? strings.vip : null}
        />,
      );
  return { badges, description: renderToStaticMarkup(<TournamentDescription text="{{text}}" />) };
}

/** Each label badge's markup in one language, for the server to put in `{{label}}`. */
function gameLabels(strings: GameStrings): Record<string, string> {
  return Object.fromEntries(
    GAME_LABEL_TYPES.map((type) => [
      type,
      renderToStaticMarkup(<GameLabelBadge labelType={type} text={strings.label[type]} />),
    ]),
  );
}

function readLocale<T>(locale: string, namespace: string): T {
  return JSON.parse(readFileSync(new URL(`${locale}/${namespace}.json`, localesDir), 'utf8')) as T;
}

const out = join(dist, 'first-paint');
mkdirSync(out, { recursive: true });
for (const locale of SUPPORTED_LOCALES) {
  const layout = readLocale<LayoutStrings>(locale, 'layout');
  const frame: Frame = (page) => firstPaint(locale, layout, page);
  const home = readLocale<HomeStrings>(locale, 'home');
  const games = readLocale<GameStrings>(locale, 'games');
  writeFileSync(join(out, `shell.${locale}.html`), frame(null));
  writeFileSync(join(out, `home.${locale}.html`), guestFirstPaint(frame, home));
  writeFileSync(join(out, `home-player.${locale}.html`), playerFirstPaint(frame, home));
  writeFileSync(join(out, `game.${locale}.html`), gameFirstPaint(frame, games));
  writeFileSync(join(out, `game-labels.${locale}.json`), JSON.stringify(gameLabels(games)));
  const tournaments = readLocale<TournamentStrings>(locale, 'tournaments');
  writeFileSync(
    join(out, `tournament.${locale}.html`),
    tournamentFirstPaint(frame, locale, tournaments),
  );
  writeFileSync(
    join(out, `tournament-parts.${locale}.json`),
    JSON.stringify(tournamentParts(tournaments)),
  );
}
console.log(
  `first paint: shell, home (guest, player), game and tournament for ${SUPPORTED_LOCALES.join(', ')} in ${out}`,
);
