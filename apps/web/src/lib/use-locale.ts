import { useCallback } from 'react';
import { useParams } from 'react-router';
import {
  DEFAULT_LOCALE,
  isSupportedLocale,
  type Locale,
} from '@wheelhouse/contracts/plain/locales';
import { localizePath } from './locale';
import { useSharedTranslation } from './shared-translation';

/** The locale of the current address; the address is the source of truth, i18n follows it. */
export function useLocale(): Locale {
  const { locale } = useParams();
  const { language } = useSharedTranslation();
  if (isSupportedLocale(locale)) return locale;
  return isSupportedLocale(language) ? language : DEFAULT_LOCALE;
}

/** Builds in-app links under the current locale prefix: "/profile" → "/ru/profile". */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(locale, path), [locale]);
}
