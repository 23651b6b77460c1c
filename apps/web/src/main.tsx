import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { isSupportedLocale } from '@wheelhouse/contracts/plain/locales';
import { App } from './app/app';
import { prefetchFirstScreen } from './app/first-load';
import { FullScreenLoader } from './app/layout/full-screen-loader';
import { applyLocale, loadLocale } from './lib/i18n';
import { splitLocalePath } from './lib/locale';
import { isBotMode } from './lib/messenger/bot-mode';
import './index.css';

const root = createRoot(document.getElementById('root')!);

// Bot mode: the splash from the start, then the messenger's shell and the sign-in by init data
// (a chunk of its own with the messenger SDK), so the first screen's calls already carry the
// session; the chunk's answer is the messenger's back button, rendered inside the router. A failed
// sign-in leaves a guest and says nothing (spec §8). The build flag is read here as Vite writes
// it, so a web-only build (VITE_BOT_MODE=off) drops the chunk altogether (lib/messenger/bot-mode).
const miniApp =
  import.meta.env.VITE_BOT_MODE !== 'off' && isBotMode()
    ? import('./lib/messenger/mini-app/start-mini-app').then(
        (m) => m.startMiniApp().then(() => <m.MessengerBackButton />),
        (error: unknown) => void console.warn('messenger mode not loaded', error),
      )
    : null;
if (miniApp) root.render(<FullScreenLoader />);

// Start in the address's language so the first paint is already translated: a language other
// than English is a chunk of its own, fetched while the app's first API calls are in flight.
const firstScreen = miniApp ? null : prefetchFirstScreen(window.location.pathname);
const { locale } = splitLocalePath(window.location.pathname);
const translated = isSupportedLocale(locale)
  ? loadLocale(locale).then(
      () => applyLocale(locale),
      // Without its translations the app still works, in English.
      () => undefined,
    )
  : Promise.resolve();
// A page without a prerendered first paint shows the loading overlay while the session is still
// answering (a guest's answers at once); one with it (the home page) keeps it on screen meanwhile.
let sessionKnown = false;
void firstScreen?.then(() => (sessionKnown = true));
const prerendered = Boolean(document.getElementById('root')!.firstElementChild);
if (firstScreen && !prerendered)
  void translated.then(() =>
    setTimeout(() => {
      if (!sessionKnown) root.render(<FullScreenLoader />);
    }),
  );
const ready = miniApp
  ? Promise.all([miniApp, translated]).then(async ([controls]) => {
      await prefetchFirstScreen(window.location.pathname);
      return controls;
    })
  : Promise.all([translated, firstScreen]).then(() => undefined);

// The first render waits for the session, so the shell renders once, with its page, not a loader
// first. It is a transition: React yields to the browser every few milliseconds while it builds
// the tree, instead of one long task (200-300 ms at Lighthouse's 4x slower CPU) that keeps a tap
// waiting.
void ready.then((controls) =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App>{controls as ReactNode}</App>
      </StrictMode>,
    ),
  ),
);
