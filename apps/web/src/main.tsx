import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isSupportedLocale } from '@wheelhouse/contracts/plain/locales';
import { App } from './app/app';
import { prefetchFirstScreen } from './app/first-load';
import { applyLocale, loadLocale } from './lib/i18n';
import { splitLocalePath } from './lib/locale';
import { botContext } from './lib/messenger/bot-context';
import { messengerEntry } from './lib/messenger/entry';
import { messengerWebApp, setUpMessengerShell } from './lib/messenger/web-app-shell';
import './index.css';

// In bot mode the messenger's own controls: full screen, closing confirmation, no swipe-to-close.
if (botContext())
  setUpMessengerShell(
    messengerWebApp(window as Parameters<typeof messengerWebApp>[0], window.location.hash),
  );

// Opened as a messenger mini-app with init data: sign in first (a chunk of its own), so the first
// screen's calls already carry the session; a failure leaves a guest and says nothing (spec §8).
const entry = messengerEntry();
const signedIn = entry
  ? import('./lib/messenger/web-app-sign-in').then(
      (m) => m.signInWithInitData(entry),
      () => false,
    )
  : null;

// Start in the address's language so the first paint is already translated: a language other
// than English is a chunk of its own, fetched while the app's first API calls are in flight.
if (!signedIn) prefetchFirstScreen(window.location.pathname);
const { locale } = splitLocalePath(window.location.pathname);
const translated = isSupportedLocale(locale)
  ? loadLocale(locale).then(
      () => applyLocale(locale),
      // Without its translations the app still works, in English.
      () => undefined,
    )
  : Promise.resolve();
const ready = signedIn
  ? Promise.all([translated, signedIn]).then(() => prefetchFirstScreen(window.location.pathname))
  : translated;

void ready.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
