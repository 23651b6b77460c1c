import { Navigate, useLocation } from 'react-router';
import { browserLanguages, detectLocale, localeRedirectTarget } from '../../lib/locale';
import { useMe } from '../../lib/session/get-me';
import { FullScreenLoader } from '../layout/full-screen-loader';

/**
 * Addresses without a supported locale prefix go to the same path under the detected locale: the
 * signed-in player's language, else the browser's, else English. Waits for the session to know.
 */
export function LocaleRedirect() {
  const location = useLocation();
  const me = useMe();
  if (me.isPending) return <FullScreenLoader />;
  const locale = detectLocale({
    userLanguage: me.data?.language,
    browserLanguages: browserLanguages(),
  });
  return <Navigate to={localeRedirectTarget(location, locale)} replace />;
}
