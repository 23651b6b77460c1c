import { Suspense, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelEvent, WalletTab } from '../../model/panel-machine';
import { BannerCarousel } from './banner-carousel';
import { HistoryTab } from '../history/history-tab';
import { PaymentMethodGrid } from './payment-method-grid';
import { hasBotPayments } from '../../../../lib/messenger/bot-mode';
import { LazyMessengerPayOptions } from '../messenger-pay/lazy-messenger-pay';

const TABS: WalletTab[] = ['deposit', 'withdraw', 'history'];

/**
 * The wallet view (cashier spec §1): the banner carousel, the balance with the currency selector,
 * then deposit / withdraw / history tabs.
 */
export function WalletView({
  tab,
  balance,
  dispatch,
}: {
  tab: WalletTab;
  /** The balance with the currency selector, composed by the app (it belongs to another feature). */
  balance: ReactNode;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const tabRefs = useRef<Record<WalletTab, HTMLButtonElement | null>>({
    deposit: null,
    withdraw: null,
    history: null,
  });

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    dispatch({ type: 'select-tab', tab: next });
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <BannerCarousel />
      {balance}
      <div
        role="tablist"
        aria-label={t('wallet.tabs.label')}
        onKeyDown={onKeyDown}
        className="grid grid-cols-3 gap-1 rounded-xl bg-slate-800/60 p-1"
      >
        {TABS.map((name) => (
          <button
            key={name}
            ref={(node) => {
              tabRefs.current[name] = node;
            }}
            type="button"
            role="tab"
            id={`wallet-tab-${name}`}
            data-testid={`wallet-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="wallet-tabpanel"
            tabIndex={tab === name ? 0 : -1}
            onClick={() => dispatch({ type: 'select-tab', tab: name })}
            className="rounded-lg px-2 py-2 text-sm font-semibold text-slate-300 hover:text-white aria-selected:bg-slate-700 aria-selected:text-white"
          >
            {t(`wallet.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        id="wallet-tabpanel"
        role="tabpanel"
        aria-labelledby={`wallet-tab-${tab}`}
        className="flex flex-col gap-4"
      >
        {tab !== 'history' && hasBotPayments() ? (
          // Bot mode only (spec §6): the messenger's payment options, a chunk of their own.
          <Suspense fallback={null}>
            <LazyMessengerPayOptions purpose={tab} dispatch={dispatch} />
          </Suspense>
        ) : null}
        {tab === 'deposit' ? (
          <PaymentMethodGrid
            purpose="deposit"
            onChoose={(method) =>
              dispatch({ type: 'choose-crypto-deposit', currency: method.code })
            }
            onChooseFiat={(method) => dispatch({ type: 'choose-fiat-deposit', bankId: method.id })}
          />
        ) : tab === 'withdraw' ? (
          <PaymentMethodGrid
            purpose="withdraw"
            onChoose={(method) =>
              dispatch({ type: 'choose-crypto-withdraw', currency: method.code })
            }
            onChooseFiat={(method) => dispatch({ type: 'choose-fiat-withdraw', bankId: method.id })}
          />
        ) : (
          <HistoryTab dispatch={dispatch} />
        )}
      </div>
    </div>
  );
}
