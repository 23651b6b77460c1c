import { useTranslation } from 'react-i18next';
import { useAuthModal } from '../../../lib/auth-modal-url';

/** Guests see what bonuses are for and a way in. */
export function GuestPrompt() {
  const { t } = useTranslation();
  const { open } = useAuthModal();
  return (
    <section
      data-testid="bonuses-guest"
      className="flex flex-col items-center gap-3 rounded-2xl border border-slate-800 bg-slate-900 px-4 py-10 text-center"
    >
      <h2 className="text-xl font-semibold text-white">{t('bonuses.guest.title')}</h2>
      <p className="max-w-md text-sm text-slate-300">{t('bonuses.guest.text')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <button
          type="button"
          data-testid="bonuses-guest-login"
          onClick={() => open('login')}
          className="rounded-xl bg-amber-400 px-4 py-2.5 text-sm font-semibold text-slate-950 hover:bg-amber-300"
        >
          {t('bonuses.guest.sign_in')}
        </button>
        <button
          type="button"
          onClick={() => open('register')}
          className="rounded-xl border border-slate-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-slate-800"
        >
          {t('bonuses.guest.register')}
        </button>
      </div>
    </section>
  );
}
