import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import type { Locale } from '@wheelhouse/contracts/locales';
import { errorMessage } from '../../../lib/error-message';
import { localeRedirectTarget } from '../../../lib/locale';
import { useMe } from '../../../lib/session/get-me';
import { useUpdateMyLanguage } from '../api/update-my-language';

/**
 * Moves the address to the new locale prefix (the UI language follows the address) and, for a
 * signed-in player only, saves the choice on the server (shell spec §4 "Language switch").
 */
export function useChangeLanguage(): (locale: Locale) => void {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const updateMyLanguage = useUpdateMyLanguage();

  return (locale: Locale) => {
    navigate(localeRedirectTarget(location, locale));
    if (me.data && me.data.language !== locale) {
      updateMyLanguage.mutate(
        { language: locale },
        {
          onError: (error) =>
            toast.error(t('language.save_failed'), { description: errorMessage(t, error) }),
        },
      );
    }
  };
}
