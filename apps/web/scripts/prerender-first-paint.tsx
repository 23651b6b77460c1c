// Writes the home page's first paint per language next to the build: for guests
// (dist/first-paint/home.<locale>.html) and for signed-in players (home-player.<locale>.html, the
// greeting with a `{{name}}` placeholder the server fills in). The server puts it inside
// <div id="root"> so the hero text (the page's largest paint) shows as soon as the HTML and CSS
// arrive, not after the app's JavaScript has loaded and run. React replaces it with the same
// markup on its first render.
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
import { GuestHero, HOME_PAGE_CLASS, PlayerHero } from '../src/features/home/components/home-hero';

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

function firstPaint(hero: ReactNode): string {
  return renderToStaticMarkup(
    <div className={SHELL_ROOT_CLASS}>
      <div aria-hidden="true" className={SHELL_HEADER_BAR_CLASS} />
      <main className={SHELL_MAIN_CLASS}>
        <div className={SHELL_CONTENT_CLASS}>
          <div className={HOME_PAGE_CLASS}>{hero}</div>
        </div>
      </main>
    </div>,
  );
}

function guestFirstPaint(strings: HomeStrings): string {
  return firstPaint(
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

function playerFirstPaint(strings: HomeStrings): string {
  if (!strings.greeting.includes('{{name}}'))
    throw new Error(`home.greeting has no {{name}}: ${strings.greeting}`);
  return firstPaint(<PlayerHero greeting={strings.greeting} text={strings.greeting_text} />);
}

const out = join(dist, 'first-paint');
mkdirSync(out, { recursive: true });
for (const locale of SUPPORTED_LOCALES) {
  const strings = JSON.parse(
    readFileSync(new URL(`${locale}/home.json`, localesDir), 'utf8'),
  ) as HomeStrings;
  writeFileSync(join(out, `home.${locale}.html`), guestFirstPaint(strings));
  writeFileSync(join(out, `home-player.${locale}.html`), playerFirstPaint(strings));
}
console.log(`first paint: home (guest, player) for ${SUPPORTED_LOCALES.join(', ')} in ${out}`);
