import { useTranslation } from 'react-i18next';
import { useAuthModal } from '../../../lib/auth-modal-url';
import { ButtonRow, PromoButton } from './promo-buttons';

/** A guest followed a promo link: the cookies wait while they sign in or sign up. */
export function PromoGuestView({ code }: { code: string | null }) {
  const { t } = useTranslation();
  const auth = useAuthModal();
  return (
    <div className="flex flex-col gap-4" data-testid="promo-guest">
      <p className="text-sm text-slate-300">
        {code
          ? t('bonus-promo.modal.guest_text', { code })
          : t('bonus-promo.modal.guest_text_main')}
      </p>
      <ButtonRow>
        <PromoButton variant="secondary" onClick={() => auth.open('login')}>
          {t('bonus-promo.modal.sign_in')}
        </PromoButton>
        <PromoButton onClick={() => auth.open('register')} data-testid="promo-sign-up">
          {t('bonus-promo.modal.sign_up')}
        </PromoButton>
      </ButtonRow>
    </div>
  );
}
