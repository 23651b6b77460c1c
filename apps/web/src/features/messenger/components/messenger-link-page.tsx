import '../locale';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/ui/alert-box';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { isBotMode } from '../../../lib/messenger/bot-mode';
import { launchInitData } from '../../../lib/messenger/mini-app/launch-init-data';
import { useMe } from '../../../lib/session/get-me';
import { greetingName } from '@wheelhouse/contracts/plain/users';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useLinkMessengerAccount } from '../api/link-messenger-account';
import { linkErrorKey, messengerUserOf, type MessengerUser } from '../model/link-state';

function displayName(user: MessengerUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.username ? `${name} (@${user.username})` : name;
}

/**
 * Linking the messenger account the mini-app was opened with to the signed-in player: a
 * deliberate step, confirmed with a checkbox before the request (it carries `confirm: true`).
 * Outside the messenger the page says where linking happens.
 */
export function MessengerLinkPage() {
  const { t } = useTranslation();
  usePageMeta({ kind: 'site' });
  const me = useMe();
  const [launch] = useState(() => (isBotMode() ? launchInitData() : null));
  const [confirmed, setConfirmed] = useState(false);
  const link = useLinkMessengerAccount();
  const confirmId = useId();
  const messengerUser = launch ? messengerUserOf(launch.initData) : null;
  const errorKey = link.isError ? linkErrorKey(link.error) : null;

  return (
    <div data-testid="messenger-link-page" className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-white">{t('bot.link_title')}</h1>
      <section className="rounded-2xl border border-slate-800 bg-slate-900 p-4 text-sm text-slate-300 sm:p-6">
        <h2 className="text-lg font-semibold text-white">{t('bot.link_what_title')}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{t('bot.link_what_sign_in')}</li>
          <li>{t('bot.link_what_one')}</li>
          <li>{t('bot.link_what_keep')}</li>
        </ul>
      </section>
      {!launch ? (
        <AlertBox variant="informative" testId="messenger-link-outside">
          {t('bot.link_outside')}
        </AlertBox>
      ) : link.isSuccess ? (
        <AlertBox variant="success" testId="messenger-link-done">
          {t('bot.link_done', { name: messengerUser ? displayName(messengerUser) : '' })}
        </AlertBox>
      ) : (
        <form
          className="flex flex-col gap-4 rounded-2xl border border-slate-800 bg-slate-900 p-4 sm:p-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (!confirmed || link.isPending) return;
            link.mutate({ botId: launch.botId, payload: launch.initData, confirm: true });
          }}
        >
          <dl className="grid gap-1 text-sm">
            <dt className="text-slate-400">{t('bot.link_messenger_account')}</dt>
            <dd className="font-semibold break-words text-white" data-testid="messenger-link-user">
              {messengerUser ? displayName(messengerUser) : t('bot.link_unknown_user')}
            </dd>
            <dt className="mt-2 text-slate-400">{t('bot.link_player_account')}</dt>
            <dd className="font-semibold break-words text-white">
              {me.data ? me.data.email || greetingName(me.data) || me.data.globalId : ''}
            </dd>
          </dl>
          <label htmlFor={confirmId} className="flex items-start gap-3 text-sm text-slate-200">
            <input
              id={confirmId}
              type="checkbox"
              data-testid="messenger-link-confirm"
              checked={confirmed}
              onChange={(event) => setConfirmed(event.target.checked)}
              className="mt-0.5 h-5 w-5 shrink-0 accent-amber-400"
            />
            <span>{t('bot.link_confirm')}</span>
          </label>
          {link.isError ? (
            <AlertBox variant="warning" testId="messenger-link-error">
              {errorKey ? t(errorKey) : errorMessage(t, link.error)}
            </AlertBox>
          ) : null}
          <button
            type="submit"
            data-testid="messenger-link-submit"
            disabled={!confirmed || link.isPending}
            className="flex h-11 items-center justify-center gap-2 rounded-xl bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {link.isPending ? <Spinner size={18} /> : null}
            {t('bot.link_submit')}
          </button>
        </form>
      )}
    </div>
  );
}
