import type { Locales } from '@tonconnect/ui-react';
import type { Locale } from '@wheelhouse/contracts/plain/locales';

/**
 * The languages @tonconnect/ui has its own texts in. Keyed by its `Locales` type, so a language
 * the library adds (or drops) is a type error here until this list follows.
 */
const TON_CONNECT_LANGUAGES: Record<Locales, true> = { en: true, ru: true };

function isTonConnectLanguage(locale: string): locale is Locales {
  return Object.hasOwn(TON_CONNECT_LANGUAGES, locale);
}

/**
 * The language the TON Connect wallet list and prompts are shown in: the player's own where the
 * library has it, otherwise English (it has no Ukrainian or Kazakh, and picking Russian for those
 * players would choose a language for them).
 */
export function tonConnectLanguage(locale: Locale): Locales {
  return isTonConnectLanguage(locale) ? locale : 'en';
}
