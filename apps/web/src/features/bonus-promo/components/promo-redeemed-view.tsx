import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { AlertBox } from '../../../components/ui/alert-box';
import { formatExactAmount } from '../../../lib/money/format-exact-amount';
import { useLocale, useLocalizedPath } from '../../../lib/use-locale';
import { openWalletPanel } from '../../../lib/wallet-panel/wallet-panel-store';
import { ButtonRow, PromoButton } from './promo-buttons';

/** After a redemption: the bonus the player now has, and where to go with it. */
export function PromoRedeemedView({ bonus, onClose }: { bonus: PlayerBonus; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const active = bonus.activation?.state === 'active';
  return (
    <div className="flex flex-col gap-4" data-testid="promo-redeemed">
      <AlertBox variant="success" role="status" title={t('bonus-promo.modal.redeemed_title')}>
        {active
          ? t('bonus-promo.modal.redeemed_active', {
              title: bonus.title,
              amount: formatExactAmount(bonus.activation?.amount ?? '0', locale),
              currency: bonus.conditions.currency,
            })
          : t('bonus-promo.modal.redeemed_pending', { title: bonus.title })}
      </AlertBox>
      <ButtonRow>
        {active ? null : (
          <PromoButton
            variant="secondary"
            onClick={() => {
              onClose();
              openWalletPanel('deposit');
            }}
          >
            {t('bonus-promo.modal.deposit')}
          </PromoButton>
        )}
        <Link
          to={to('/bonuses')}
          onClick={onClose}
          data-testid="promo-to-bonuses"
          className="inline-flex min-h-11 items-center justify-center rounded-xl bg-amber-400 px-4 py-2.5 text-sm font-semibold text-slate-950 hover:bg-amber-300"
        >
          {t('bonus-promo.modal.to_bonuses')}
        </Link>
      </ButtonRow>
    </div>
  );
}
