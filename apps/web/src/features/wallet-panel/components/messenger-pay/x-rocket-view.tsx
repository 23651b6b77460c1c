import { useTranslation } from 'react-i18next';
import { useXRocketCurrencies } from '../../api/get-xrocket-currencies';
import type { MessengerPayMode, PanelEvent } from '../../model/panel-machine';
import { FiatLoadError, FiatLoading } from '../fiat-deposit/fiat-deposit-common';
import { InvoiceForm } from './invoice-form';
import { XRocketWithdrawForm } from './x-rocket-withdraw-form';

const MODES: MessengerPayMode[] = ['deposit', 'withdraw'];

/**
 * x-rocket (spec §2, §7): deposit by an xRocket invoice or withdraw to the player's xRocket
 * wallet, in the currencies xRocket has available, with the link to that wallet.
 */
export function XRocketView({
  mode,
  dispatch,
}: {
  mode: MessengerPayMode;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const currencies = useXRocketCurrencies();
  const body = () => {
    if (currencies.isPending) return <FiatLoading label={t('messenger-pay.loading')} />;
    if (currencies.isError)
      return (
        <FiatLoadError
          message={t('messenger-pay.failed')}
          onRetry={() => void currencies.refetch()}
        />
      );
    const { items, withdrawalLink, linked } = currencies.data;
    if (items.length === 0)
      return (
        <p data-testid="x-rocket-empty" className="text-sm text-slate-400">
          {t('messenger-pay.empty')}
        </p>
      );
    if (mode === 'deposit')
      return (
        <>
          <p className="text-sm text-slate-300">{t('messenger-pay.x_rocket.deposit_intro')}</p>
          <InvoiceForm
            provider="xrocket"
            options={items.map((item) => ({
              code: item.code,
              currency: item.name,
              label: item.name,
              min: item.minDeposit,
            }))}
            labels={{
              submit: t('messenger-pay.x_rocket.submit_deposit'),
              submitting: t('messenger-pay.crypto_bot.submitting'),
            }}
            dispatch={dispatch}
          />
        </>
      );
    return (
      <>
        <p className="text-sm text-slate-300">{t('messenger-pay.x_rocket.withdraw_intro')}</p>
        {linked ? (
          <XRocketWithdrawForm currencies={items} dispatch={dispatch} />
        ) : (
          <p role="alert" data-testid="x-rocket-not-linked" className="text-sm text-amber-200">
            {t('messenger-pay.x_rocket.not_linked')}
          </p>
        )}
        <a
          href={withdrawalLink}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="x-rocket-wallet-link"
          className="text-center text-sm font-medium text-sky-300 underline hover:text-sky-200"
        >
          {t('messenger-pay.x_rocket.open_wallet')}
        </a>
      </>
    );
  };
  return (
    <div className="flex flex-col gap-4" data-testid="x-rocket">
      <div
        role="group"
        aria-label={t('messenger-pay.x_rocket.modes')}
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-800/60 p-1"
      >
        {MODES.map((name) => (
          <button
            key={name}
            type="button"
            data-testid={`x-rocket-mode-${name}`}
            aria-pressed={mode === name}
            onClick={() => dispatch({ type: 'choose-x-rocket', mode: name })}
            className="rounded-lg px-2 py-2 text-sm font-semibold text-slate-300 hover:text-white aria-pressed:bg-slate-700 aria-pressed:text-white"
          >
            {t(`messenger-pay.x_rocket.${name}`)}
          </button>
        ))}
      </div>
      {body()}
    </div>
  );
}
