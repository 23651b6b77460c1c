import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import type { Locale } from '@wheelhouse/contracts/locales';
import { errorMessage } from '../../../lib/error-message';
import { localeRedirectTarget } from '../../../lib/locale';
import { isBotMode } from '../../../lib/messenger/bot-mode';
import { useMe } from '../../../lib/session/get-me';
import { useUpdateMyLanguage } from '../api/update-my-language';

/**
 * Moves the address to the new locale prefix (the UI language follows the address) and, for a
 * signed-in player only, saves the choice on the server (shell spec §4 "Language switch"). In bot
 * mode the address is rewritten, keeping bot_id and bot_type, and the page reloads (spec §2): the
 * messenger's webview starts over in the new language. The choice is saved before the reload; a
 * failed save is told and nothing reloads, so the player can try again.
 */
export function useChangeLanguage(): (locale: Locale) => void {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const updateMyLanguage = useUpdateMyLanguage();
  const failed = (error: unknown) =>
    toast.error(t('language.save_failed'), { description: errorMessage(t, error) });

  return (locale: Locale) => {
    const target = localeRedirectTarget(location, locale);
    const save = me.data && me.data.language !== locale;
    if (isBotMode()) {
      // Rewriting the address is bot mode's code, loaded with it.
      const reload = () =>
        void import('../../../lib/messenger/mini-app/reload-for-bot').then((m) =>
          m.reloadForBot(target),
        );
      if (save)
        updateMyLanguage.mutate({ language: locale }, { onSuccess: reload, onError: failed });
      else reload();
      return;
    }
    navigate(target);
    if (save) updateMyLanguage.mutate({ language: locale }, { onError: failed });
  };
}
