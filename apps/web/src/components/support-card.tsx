import { useTranslation } from 'react-i18next';
import { openSupportChat } from '../lib/support-chat/support-chat-store';

/** Support card (shell spec §2): a 24/7 badge, a contact-us text and a write button (the chat). */
export function SupportCard() {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-slate-800 bg-slate-950/60 p-4">
      <span className="inline-block rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-semibold text-emerald-300">
        {t('support.badge')}
      </span>
      <p className="mt-3 text-sm text-slate-300">{t('support.text')}</p>
      <button
        type="button"
        data-testid="support-write"
        onClick={openSupportChat}
        className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-amber-400 px-4 py-2.5 font-semibold text-slate-950 hover:bg-amber-300"
      >
        {t('support.write')}
      </button>
    </div>
  );
}
