import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserSupportsPush, shouldShowPushPrompt } from '../../../lib/push/push-prompt-rule';
import { useClientSettings } from '../../../lib/settings/get-client-settings';
import { useMe } from '../../../lib/session/get-me';
import { toast } from '../../../lib/toast';
import { usePushState } from '../api/get-push-state';
import { useRefusePush } from '../api/refuse-push';
import { useSubscribePush } from '../api/subscribe-push';

/** The refusal toast stays 2.5 s (shell spec §8). */
export const REFUSE_TOAST_MS = 2500;

function permissionNow(): 'default' | 'granted' | 'denied' {
  return browserSupportsPush() ? Notification.permission : 'default';
}

/**
 * The web-push opt-in (shell spec §4 "Web push"): a card at the bottom, shown only when
 * shouldShowPushPrompt says every condition holds. Refusing stores the time on the server and
 * shows the WebPush.refuse_title info toast for 2.5 s; accepting subscribes this browser.
 */
export function PushPrompt() {
  const { t } = useTranslation();
  const me = useMe();
  const signedIn = Boolean(me.data);
  const settings = useClientSettings();
  const enabled = settings.data?.push.enabled ?? false;
  const state = usePushState(signedIn && enabled);
  const subscribe = useSubscribePush();
  const refuse = useRefusePush();
  const [dismissed, setDismissed] = useState(false);

  if (dismissed || !state.data || !settings.data) return null;
  const visible = shouldShowPushPrompt({
    enabled,
    signedIn,
    supported: browserSupportsPush(),
    permission: permissionNow(),
    active: state.data.active || Boolean(me.data?.isPushNotificationsActive),
    refusedAt: state.data.refusedAt,
    now: Date.now(),
  });
  if (!visible) return null;
  const vapidPublicKey = settings.data.push.vapidPublicKey;

  return (
    <section
      role="dialog"
      aria-labelledby="push-prompt-title"
      data-testid="push-prompt"
      className="fixed inset-x-3 bottom-24 z-40 rounded-2xl border border-slate-700 bg-slate-900 p-4 shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
    >
      <h2 id="push-prompt-title" className="font-semibold text-white">
        {t('WebPush.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-300">{t('WebPush.text')}</p>
      <div className="mt-4 flex gap-2">
        <button
          type="button"
          data-testid="push-refuse"
          disabled={refuse.isPending}
          onClick={() => {
            setDismissed(true);
            refuse.mutate(undefined, {
              onSuccess: () => toast.info(t('WebPush.refuse_title'), { duration: REFUSE_TOAST_MS }),
              onError: () => setDismissed(false),
            });
          }}
          className="flex-1 rounded-xl border border-slate-700 px-3 py-2 text-sm font-semibold text-slate-100 hover:bg-slate-800"
        >
          {t('WebPush.refuse')}
        </button>
        <button
          type="button"
          data-testid="push-accept"
          disabled={subscribe.isPending || !vapidPublicKey}
          onClick={() => {
            if (!vapidPublicKey) return;
            subscribe.mutate(vapidPublicKey, {
              onSuccess: () => setDismissed(true),
              onError: () => {
                setDismissed(true);
                toast.error(t('WebPush.failed'));
              },
            });
          }}
          className="flex-1 rounded-xl bg-amber-400 px-3 py-2 text-sm font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-60"
        >
          {t('WebPush.accept')}
        </button>
      </div>
    </section>
  );
}
