import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '../../components/ui/modal';
import {
  dismissDepositSuccess,
  useDepositSuccess,
} from '../../lib/deposit-success/deposit-success-store';
import { splitLocalePath } from '../../lib/locale';
import { formatExactAmount } from '../../lib/money/format-exact-amount';
import { useLocale, useLocalizedPath } from '../../lib/use-locale';
import { closeWalletPanel } from '../../lib/wallet-panel/wallet-panel-store';

/** A games page (/{locale}/games/...): the player is already playing, so the modal just closes. */
export function isGamesPage(pathname: string): boolean {
  return splitLocalePath(pathname).rest.startsWith('/games/');
}

/**
 * Shell spec "Deposit-success modal": shown when a deposit or buy completes (the success flag of
 * cashier spec §4), with the credited amount. Its button leads to the home page unless the player
 * is on a games page, where it only closes. The wallet panel closes under it: the deposit is done.
 */
export function DepositSuccessModal() {
  const { t } = useTranslation();
  const success = useDepositSuccess();
  const location = useLocation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const locale = useLocale();

  useEffect(() => {
    if (success) closeWalletPanel();
  }, [success]);

  if (!success) return null;
  const onGamesPage = isGamesPage(location.pathname);
  const proceed = () => {
    dismissDepositSuccess();
    if (!onGamesPage) void navigate(localized('/'));
  };
  const { value, currency } = success.amount;
  return (
    <Modal
      title={t('wallet.deposit_success.title')}
      onClose={dismissDepositSuccess}
      testId="deposit-success-modal"
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <div
          aria-hidden="true"
          className="grid h-14 w-14 place-items-center rounded-full bg-emerald-500/15 text-emerald-300"
        >
          <svg viewBox="0 0 24 24" width="28" height="28" fill="none">
            <path
              d="m5 12.5 4.5 4.5L19 7.5"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
        <p className="text-sm text-slate-300">{t('wallet.deposit_success.text')}</p>
        <p
          data-testid="deposit-success-amount"
          className="text-2xl font-bold text-white tabular-nums"
        >
          +{formatExactAmount(value, locale)} {currency}
        </p>
        <button
          type="button"
          data-autofocus
          onClick={proceed}
          data-testid="deposit-success-continue"
          className="w-full rounded-xl bg-emerald-500 px-4 py-3 text-sm font-semibold text-slate-950 hover:bg-emerald-400 sm:w-auto sm:min-w-48"
        >
          {onGamesPage
            ? t('wallet.deposit_success.continue')
            : t('wallet.deposit_success.to_games')}
        </button>
      </div>
    </Modal>
  );
}
