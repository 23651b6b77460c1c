import { useTranslation } from 'react-i18next';
import type { PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { AlertBox } from '../../../components/ui/alert-box';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { openPromoModal } from '../../../lib/promo-modal/promo-modal-store';
import { usePromoCode } from '../api/get-promo-code';
import { useRedeemPromoCode } from '../api/redeem-promo-code';
import { ConditionList } from './condition-list';
import { ButtonRow, PromoButton } from './promo-buttons';

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-11 w-full" />
      <span className="sr-only">{t('bonus-promo.modal.loading')}</span>
    </div>
  );
}

/**
 * The "bonus" and "conditions" promo modals: the code's offer (from the promo details cookie)
 * with its claim, or its conditions in full.
 */
export function PromoOfferView({
  code,
  kind,
  onRedeemed,
}: {
  code: string;
  kind: 'bonus' | 'conditions';
  onRedeemed: (bonus: PlayerBonus) => void;
}) {
  const { t } = useTranslation();
  const offer = usePromoCode(code, true);
  const redeem = useRedeemPromoCode();

  if (offer.isPending) return <Loading />;
  if (offer.isError) {
    // A refusal (unknown, expired, throttled) is final for this code; only a failure retries.
    const refused =
      isApiError(offer.error) && offer.error.status >= 400 && offer.error.status < 500;
    return (
      <div className="flex flex-col gap-4">
        <AlertBox variant="warning" role="alert" testId="promo-error">
          {refused ? errorMessage(t, offer.error) : t('bonus-promo.modal.load_failed')}
        </AlertBox>
        <ButtonRow>
          {refused ? null : (
            <PromoButton variant="secondary" onClick={() => void offer.refetch()}>
              {t('bonus-promo.modal.retry')}
            </PromoButton>
          )}
          <PromoButton onClick={() => openPromoModal('main')}>
            {t('bonus-promo.modal.enter_other')}
          </PromoButton>
        </ButtonRow>
      </div>
    );
  }

  const { bonus, isRedeemed } = offer.data;
  const details = { code: offer.data.code };
  return (
    <div className="flex flex-col gap-4" data-testid={`promo-offer-${kind}`}>
      <div className="rounded-2xl border border-amber-400/30 bg-amber-400/10 p-4">
        <p className="font-mono text-xs tracking-wider text-amber-200">{offer.data.code}</p>
        <h3 data-testid="promo-offer-title" className="mt-1 text-lg font-semibold text-white">
          {bonus.title}
        </h3>
        {bonus.description ? (
          <p className="mt-1 text-sm text-slate-300">{bonus.description}</p>
        ) : null}
      </div>
      {kind === 'conditions' ? <ConditionList conditions={bonus.conditions} /> : null}
      {isRedeemed ? (
        <AlertBox variant="informative" role="status" testId="promo-already-redeemed">
          {t('bonus-promo.modal.already_redeemed', { code: offer.data.code })}
        </AlertBox>
      ) : null}
      {redeem.isError ? (
        <AlertBox variant="warning" role="alert" testId="promo-error">
          {errorMessage(t, redeem.error)}
        </AlertBox>
      ) : null}
      <ButtonRow>
        {kind === 'bonus' ? (
          <PromoButton
            variant="secondary"
            onClick={() => openPromoModal('conditions', details)}
            data-testid="promo-show-conditions"
          >
            {t('bonus-promo.modal.show_conditions')}
          </PromoButton>
        ) : (
          <PromoButton variant="secondary" onClick={() => openPromoModal('bonus', details)}>
            {t('bonus-promo.modal.back_to_offer')}
          </PromoButton>
        )}
        {isRedeemed ? null : (
          <PromoButton
            disabled={redeem.isPending}
            data-testid="promo-claim"
            onClick={() => redeem.mutate(offer.data.code, { onSuccess: onRedeemed })}
          >
            {redeem.isPending ? t('bonus-promo.modal.redeeming') : t('bonus-promo.modal.claim')}
          </PromoButton>
        )}
      </ButtonRow>
    </div>
  );
}
