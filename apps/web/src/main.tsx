import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isSupportedLocale } from '@wheelhouse/contracts/locales';
import { App } from './app/app';
import { applyLocale } from './lib/i18n';
import { splitLocalePath } from './lib/locale';
import './index.css';

// Start in the address's language so the first paint is already translated.
const { locale } = splitLocalePath(window.location.pathname);
if (isSupportedLocale(locale)) applyLocale(locale);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
