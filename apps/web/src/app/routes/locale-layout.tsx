import { useLayoutEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { isSupportedLocale } from '@wheelhouse/contracts/plain/locales';
import { applyLocale } from '../../lib/i18n';
import { LocaleRedirect } from './locale-redirect';

/** Everything under /:locale. The address decides the language; i18n follows it before paint. */
export function LocaleLayout() {
  const { locale } = useParams();
  const supported = isSupportedLocale(locale);

  useLayoutEffect(() => {
    if (isSupportedLocale(locale)) applyLocale(locale);
  }, [locale]);

  return supported ? <Outlet /> : <LocaleRedirect />;
}
