// Writes the home page's first paint for guests, per language, next to the build
// (dist/first-paint/home.<locale>.html): the server puts it inside <div id="root"> so the hero
// text (the page's largest paint) shows as soon as the HTML and CSS arrive, not after the app's
// JavaScript has loaded and run. React replaces it with the same markup on its first render.
// Run after `vite build` (the markup's classes are the app's own, so the built CSS has them).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { SUPPORTED_LOCALES } from '@wheelhouse/contracts/plain/locales';
import {
  SHELL_CONTENT_CLASS,
  SHELL_HEADER_BAR_CLASS,
  SHELL_MAIN_CLASS,
  SHELL_ROOT_CLASS,
} from '../src/app/layout/shell-frame';
import { GuestHero, HOME_PAGE_CLASS } from '../src/features/home/components/home-hero';

const dist = process.argv[2] ?? 'dist';
const localesDir = new URL('../src/locales/', import.meta.url);

interface HomeStrings {
  headline: string;
  text: string;
  cta_register: string;
  cta_sign_in: string;
}

function firstPaint(strings: HomeStrings): string {
  return renderToStaticMarkup(
    <div className={SHELL_ROOT_CLASS}>
      <div aria-hidden="true" className={SHELL_HEADER_BAR_CLASS} />
      <main className={SHELL_MAIN_CLASS}>
        <div className={SHELL_CONTENT_CLASS}>
          <div className={HOME_PAGE_CLASS}>
            <GuestHero
              text={{
                headline: strings.headline,
                text: strings.text,
                register: strings.cta_register,
                signIn: strings.cta_sign_in,
              }}
              register={{ href: '?auth=register' }}
              signIn={{ href: '?auth=login' }}
            />
          </div>
        </div>
      </main>
    </div>,
  );
}

const out = join(dist, 'first-paint');
mkdirSync(out, { recursive: true });
for (const locale of SUPPORTED_LOCALES) {
  const strings = JSON.parse(
    readFileSync(new URL(`${locale}/home.json`, localesDir), 'utf8'),
  ) as HomeStrings;
  writeFileSync(join(out, `home.${locale}.html`), firstPaint(strings));
}
console.log(`first paint: home for ${SUPPORTED_LOCALES.join(', ')} in ${out}`);
