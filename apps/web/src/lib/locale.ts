import type { Language } from '@wheelhouse/contracts/locales';
import {
  DEFAULT_LOCALE,
  isSupportedLocale,
  LOCALE_TITLES,
  SUPPORTED_LOCALES,
  type Locale,
} from '@wheelhouse/contracts/plain/locales';

/** A first path segment shaped like a language tag ("de", "pt-BR") is taken to be a locale prefix. */
const LOCALE_SHAPED = /^[a-z]{2}(-[a-z]{2})?$/i;

/** Languages we can show when the language list cannot be fetched; titles are endonyms. */
export const BUNDLED_LANGUAGES: Language[] = SUPPORTED_LOCALES.map((code) => ({
  code,
  title: LOCALE_TITLES[code],
  icon: '',
}));

/**
 * The locale a visitor without a (valid) prefix should land on: the signed-in player's language,
 * else the first supported browser language, else the default.
 */
export function detectLocale(input: {
  userLanguage?: string | null;
  browserLanguages?: readonly string[];
}): Locale {
  if (isSupportedLocale(input.userLanguage)) return input.userLanguage;
  for (const tag of input.browserLanguages ?? []) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isSupportedLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/**
 * Splits "/ru/profile" into the locale and the rest. An unsupported locale-shaped prefix ("/de/x")
 * is dropped so the redirect can replace it; any other first segment belongs to the path.
 */
export function splitLocalePath(pathname: string): { locale: Locale | undefined; rest: string } {
  const [, first = '', ...others] = pathname.split('/');
  if (isSupportedLocale(first)) return { locale: first, rest: joinRest(others) };
  if (LOCALE_SHAPED.test(first)) return { locale: undefined, rest: joinRest(others) };
  return { locale: undefined, rest: pathname === '' ? '/' : pathname };
}

function joinRest(segments: string[]): string {
  return segments.length === 0 ? '/' : `/${segments.join('/')}`;
}

/** "/profile" in "ru" → "/ru/profile"; "/" → "/ru". */
export function localizePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/**
 * Where a prefix-less or wrongly prefixed address goes, keeping the rest of the path and query;
 * also moves an address to another locale ("/en/x?y" → "/ru/x?y").
 */
export function localeRedirectTarget(
  location: { pathname: string; search: string; hash: string },
  locale: Locale,
): string {
  const { rest } = splitLocalePath(location.pathname);
  return `${localizePath(locale, rest)}${location.search}${location.hash}`;
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
