import { useTranslation } from 'react-i18next';
import { useAuthModal } from '../../lib/auth-modal-url';
import { useMe } from '../../lib/session/get-me';

/**
 * The submit button of a play area's form: "Bet" for a player (busy while the bet is in flight, so
 * a double click sends one bet), "Sign in to play" for a guest, disabled while the session loads.
 */
export function BetButton({ pending, label }: { pending: boolean; label?: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const { open } = useAuthModal();
  const className =
    'w-full rounded-xl bg-amber-400 px-5 py-3 text-base font-bold text-slate-950 hover:bg-amber-300 focus-visible:ring-2 focus-visible:ring-amber-200 focus-visible:outline-none disabled:opacity-60';
  if (me.isPending)
    return (
      <button type="button" disabled aria-busy="true" className={className}>
        {t('originals.loading')}
      </button>
    );
  if (!me.data)
    return (
      <button type="button" onClick={() => open('login')} className={className}>
        {t('originals.sign_in_to_play')}
      </button>
    );
  return (
    <button
      type="submit"
      data-testid="bet-button"
      disabled={pending}
      aria-busy={pending}
      className={className}
    >
      {pending ? t('originals.betting') : (label ?? t('originals.bet'))}
    </button>
  );
}
