import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatPrimaryAmount } from '../../../lib/money/format-display-amount';
import { useLocale } from '../../../lib/use-locale';
import { useBalance } from '../../../lib/wallet/get-balance';

/**
 * The player's balance in the full-screen game's bar on a phone, where the game covers the
 * header: the same live total (it follows every bet and win the provider makes), read only.
 */
export function GameBalance() {
  const { t } = useTranslation();
  const locale = useLocale();
  const balance = useBalance();
  if (!balance.data)
    return balance.isError ? null : (
      <div role="status">
        <Skeleton className="h-5 w-16" />
        <span className="sr-only">{t('balance.header.loading')}</span>
      </div>
    );
  return (
    <p className="text-sm font-semibold text-white tabular-nums">
      <span className="sr-only">{t('balance.card.title')}: </span>
      <span data-testid="game-balance">{formatPrimaryAmount(balance.data.total, locale)}</span>
    </p>
  );
}
