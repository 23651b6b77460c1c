import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatPrimaryAmount } from '../../../lib/money/format-display-amount';
import { useLocale } from '../../../lib/use-locale';
import { useBalance } from '../../../lib/wallet/get-balance';
import { CurrencySelector } from './currency-selector';

/** The balance with the currency selector, as the cashier panel shows it above its tabs. */
export function WalletBalance() {
  const { t } = useTranslation();
  const locale = useLocale();
  const balance = useBalance();
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-slate-800/40 p-3">
      <div>
        <p className="text-xs text-slate-400">{t('balance.card.main')}</p>
        {balance.data ? (
          <p
            data-testid="wallet-panel-balance"
            className="mt-0.5 text-2xl font-bold break-all text-white tabular-nums"
          >
            {formatPrimaryAmount(balance.data.fiat, locale)}
          </p>
        ) : (
          <Skeleton className="mt-1 h-8 w-32" />
        )}
      </div>
      {balance.data ? <CurrencySelector currentCode={balance.data.total.currency.code} /> : null}
    </div>
  );
}
