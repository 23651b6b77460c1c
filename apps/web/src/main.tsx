import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isSupportedLocale } from '@wheelhouse/contracts/plain/locales';
import { App } from './app/app';
import { prefetchFirstScreen } from './app/first-load';
import { applyLocale, loadLocale } from './lib/i18n';
import { splitLocalePath } from './lib/locale';
import './index.css';

// Start in the address's language so the first paint is already translated: a language other
// than English is a chunk of its own, fetched while the app's first API calls are in flight.
prefetchFirstScreen(window.location.pathname);
const { locale } = splitLocalePath(window.location.pathname);
const ready = isSupportedLocale(locale)
  ? loadLocale(locale).then(
      () => applyLocale(locale),
      // Without its translations the app still works, in English.
      () => undefined,
    )
  : Promise.resolve();

void ready.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
