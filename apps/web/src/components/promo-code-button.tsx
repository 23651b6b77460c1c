import { useTranslation } from 'react-i18next';
import { openPromoModal } from '../lib/promo-modal/promo-modal-store';

/**
 * Opens the main promo-code modal (type a code) from any screen; the modal itself lives in the
 * bonus-promo feature, mounted by the app shell.
 */
export function PromoCodeButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid="promo-code-button"
      onClick={() => openPromoModal('main')}
      className={
        className ??
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-amber-400/50 px-4 py-2.5 text-sm font-semibold text-amber-200 hover:bg-amber-400/10'
      }
    >
      {t('layout.promo_code')}
    </button>
  );
}
