import { useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closeWalletPanel,
  useWalletPanel,
  type WalletPanelRequest,
} from '../../../lib/wallet-panel/wallet-panel-store';
import { useCryptoMethods } from '../api/get-crypto-methods';
import {
  closesOnOverlayClick,
  hasBack,
  initialPanelState,
  panelReducer,
  type PanelEvent,
  type PanelView,
} from '../model/panel-machine';
import { CryptoDepositView } from './crypto-deposit-view';
import { PanelFrame } from './panel-frame';
import { WalletView } from './wallet-view';

function useViewTitle(view: PanelView): string {
  const { t } = useTranslation();
  const methods = useCryptoMethods();
  const nameOf = (code: string) =>
    methods.data?.find((method) => method.code === code)?.name ?? code;
  switch (view.name) {
    case 'wallet':
      return t('wallet.title.wallet');
    case 'crypto-deposit':
      return t('wallet.title.crypto_deposit', { name: nameOf(view.currency) });
    case 'crypto-withdraw':
      return t('wallet.title.crypto_withdraw', { name: nameOf(view.currency) });
    case 'withdraw-disabled':
      return t('wallet.title.withdraw_disabled');
    case 'pending':
      return t('wallet.title.pending');
    case 'error':
      return view.type === 'deposit'
        ? t('wallet.payment_error.deposit_title')
        : t('wallet.payment_error.withdrawal_title');
    case 'wager':
      return t('wallet.title.wager');
    case 'personal-data':
      return t('wallet.title.personal_data');
  }
}

/** Views of spec §2 whose full flows land with the withdrawal work: a short notice for now. */
function NoticeView({ view, dispatch }: { view: PanelView; dispatch: (e: PanelEvent) => void }) {
  const { t } = useTranslation();
  const text =
    view.name === 'crypto-withdraw'
      ? t('wallet.view.crypto_withdraw_soon')
      : view.name === 'withdraw-disabled'
        ? t('wallet.view.withdraw_disabled')
        : view.name === 'pending'
          ? t(`wallet.view.pending_${view.type}`)
          : view.name === 'error'
            ? t(`wallet.view.error_${view.type}`)
            : view.name === 'wager'
              ? t('VerifyModal.wager.error')
              : t('VerifyModal.personal.error');
  return (
    <div className="flex flex-col gap-3 text-sm text-slate-200">
      <p>{text}</p>
      {view.name === 'pending' ? (
        <button
          type="button"
          onClick={() => dispatch({ type: 'select-tab', tab: 'history' })}
          className="self-start rounded-lg border border-slate-700 px-3 py-1.5 hover:bg-slate-800"
        >
          {t('wallet.view.to_history')}
        </button>
      ) : null}
      {view.name === 'error' ? (
        <button
          type="button"
          onClick={() => dispatch({ type: 'back' })}
          className="self-start rounded-lg border border-slate-700 px-3 py-1.5 hover:bg-slate-800"
        >
          {t('wallet.view.another_method')}
        </button>
      ) : null}
    </div>
  );
}

function OpenPanel({ request, balance }: { request: WalletPanelRequest; balance: ReactNode }) {
  const [state, dispatch] = useReducer(panelReducer, request.tab, initialPanelState);
  const { view } = state;
  const title = useViewTitle(view);
  return (
    <PanelFrame
      title={title}
      onClose={closeWalletPanel}
      closesOnOverlayClick={closesOnOverlayClick(view)}
      onBack={hasBack(view) ? () => dispatch({ type: 'back' }) : null}
    >
      {view.name === 'wallet' ? (
        <WalletView tab={view.tab} balance={balance} dispatch={dispatch} />
      ) : view.name === 'crypto-deposit' ? (
        <CryptoDepositView currency={view.currency} />
      ) : (
        <NoticeView view={view} dispatch={dispatch} />
      )}
    </PanelFrame>
  );
}

/**
 * The cashier panel (spec §2): no route; shown over any page while the lib/ store says it is open.
 * Every open starts a fresh view state on the tab asked for.
 */
export function WalletPanel({ balance }: { balance: ReactNode }) {
  const request = useWalletPanel();
  if (!request) return null;
  return <OpenPanel key={request.openCount} request={request} balance={balance} />;
}
