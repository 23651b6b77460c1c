import { useTranslation } from 'react-i18next';
import type { Balance } from '@wheelhouse/contracts/wallet';
import { CloseIcon } from '../../../components/ui/close-icon';
import { formatPrimaryAmount } from '../../../lib/money/format-display-amount';
import { useLocale } from '../../../lib/use-locale';
import { openWalletPanel } from '../../../lib/wallet-panel/wallet-panel-store';
import { useWalletPanelPrefetch } from '../../../lib/wallet-panel/wallet-panel-prefetch';
import { BonusAccount } from './bonus-account';
import { WalletIcon } from './balance-icons';
import { CurrencySelector } from './currency-selector';

/** Opens the cashier panel over the page, closing the balance card first. */
function WalletButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const walletPrefetch = useWalletPanelPrefetch<HTMLButtonElement>();
  return (
    <button
      type="button"
      data-testid="balance-wallet"
      {...walletPrefetch}
      onClick={() => {
        onOpen();
        openWalletPanel('deposit');
      }}
      className="flex w-full items-center justify-center gap-2 rounded-xl bg-emerald-500 px-4 py-2.5 text-sm font-semibold text-white hover:bg-emerald-400"
    >
      <WalletIcon />
      <span>{t('balance.card.wallet')}</span>
    </button>
  );
}

/** What the header balance opens: main balance, bonus account, wallet, display currency. */
export function BalanceCard({ balance, onClose }: { balance: Balance; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-white">{t('balance.card.title')}</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('balance.card.close')}
          className="-m-1 rounded-lg p-1 text-slate-400 hover:bg-slate-800 hover:text-white"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="rounded-xl bg-slate-800/60 p-3">
        <p className="text-xs text-slate-400">{t('balance.card.main')}</p>
        <p
          data-testid="balance-main"
          className="mt-0.5 text-2xl font-bold break-all text-white tabular-nums"
        >
          {formatPrimaryAmount(balance.fiat, locale)}
        </p>
      </div>
      <BonusAccount balance={balance} onNavigate={onClose} />
      <WalletButton onOpen={onClose} />
      <CurrencySelector currentCode={balance.total.currency.code} />
    </div>
  );
}
