import { Suspense, useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useWalletPanel,
  type WalletPanelRequest,
} from '../../../../lib/wallet-panel/wallet-panel-store';
import { useCryptoMethods } from '../../api/get-crypto-methods';
import { useFiatConditions } from '../../api/get-fiat-conditions';
import { fiatWithdrawTitle } from '../../model/fiat-withdraw-form';
import { useCloseWallet } from '../../hooks/use-close-wallet';
import {
  closesOnOverlayClick,
  hasBack,
  showsClose,
  initialPanelState,
  panelReducer,
  type PanelView,
} from '../../model/panel-machine';
import { CryptoDepositView } from '../crypto-deposit/crypto-deposit-view';
import { FiatLoading } from '../fiat-deposit/fiat-deposit-common';
import { LazyCryptoBotDepositView, LazyXRocketView } from '../messenger-pay/lazy-messenger-pay';
import { LazyTonDepositView } from '../crypto-deposit-ton/lazy-ton-deposit-view';
import { CryptoWithdrawView } from '../crypto-withdraw/crypto-withdraw-view';
import { ErrorView } from './error-view';
import { FiatDepositAdditionalDetailsView } from '../fiat-deposit/fiat-deposit-additional-details';
import { FiatDepositDetailsView } from '../fiat-deposit/fiat-deposit-details';
import { FiatDepositView } from '../fiat-deposit/fiat-deposit-view';
import { FiatWithdrawView } from '../fiat-withdraw/fiat-withdraw-view';
import { OpenDisputeView } from '../dispute/open-dispute-view';
import { PanelFrame } from './panel-frame';
import { PendingView } from './pending-view';
import { PersonalDataView } from '../withdraw-shared/personal-data-view';
import { WagerView } from '../withdraw-shared/wager-view';
import { WalletView } from './wallet-view';
import { WithdrawDisabledView } from '../crypto-withdraw/withdraw-disabled-view';

function useViewTitle(view: PanelView): string {
  const { t } = useTranslation();
  const methods = useCryptoMethods();
  const nameOf = (code: string) =>
    methods.data?.find((method) => method.code === code)?.name ?? code;
  const fiatMethods = useFiatConditions();
  switch (view.name) {
    case 'wallet':
      return t('wallet.title.wallet');
    case 'crypto-deposit':
      return t('wallet.title.crypto_deposit', { name: nameOf(view.currency) });
    case 'crypto-deposit-ton':
      return t('ton.title', { name: nameOf(view.currency) });
    case 'crypto-withdraw':
      return t('wallet.title.crypto_withdraw', { name: nameOf(view.currency) });
    // Their strings are loaded with the bot-mode options that lead to these views.
    case 'crypto-bot-deposit':
      return t('messenger-pay.options.crypto_bot');
    case 'x-rocket':
      return t('messenger-pay.options.x_rocket');
    case 'fiat-withdraw': {
      // Spec §2: the withdraw form's title follows the method kind.
      const fiat = fiatMethods.data?.methods.find((method) => method.id === view.bankId);
      return t(`wallet.fiat_withdraw.title.${fiat ? fiatWithdrawTitle(fiat.method) : 'default'}`, {
        name: fiat?.name ?? '',
      });
    }
    case 'fiat-deposit':
    case 'fiat-deposit-additional-details': {
      const fiat = fiatMethods.data?.methods.find((method) => method.id === view.bankId);
      return t('wallet.fiat_deposit.title', { name: fiat?.name ?? '' });
    }
    case 'fiat-deposit-details':
      // Spec §2: the non-submit step's title is blank on screen (hideTitle), no close button.
      return view.step === 'submit'
        ? t('wallet.fiat_deposit.submit_title')
        : t('wallet.fiat_deposit.details_title');
    case 'open-dispute':
      return t('wallet.dispute.title');
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

function OpenPanel({ request, balance }: { request: WalletPanelRequest; balance: ReactNode }) {
  const [state, dispatch] = useReducer(panelReducer, request.tab, initialPanelState);
  const { t } = useTranslation();
  const { view } = state;
  const title = useViewTitle(view);
  const closeWallet = useCloseWallet();
  return (
    <PanelFrame
      title={title}
      onClose={closeWallet}
      closesOnOverlayClick={closesOnOverlayClick(view)}
      onBack={hasBack(view) ? () => dispatch({ type: 'back' }) : null}
      showClose={showsClose(view)}
      hideTitle={!showsClose(view)}
    >
      {view.name === 'wallet' ? (
        <WalletView tab={view.tab} balance={balance} dispatch={dispatch} />
      ) : view.name === 'crypto-deposit' ? (
        <CryptoDepositView currency={view.currency} dispatch={dispatch} />
      ) : view.name === 'crypto-bot-deposit' || view.name === 'x-rocket' ? (
        <Suspense fallback={<FiatLoading label={t('wallet.methods.loading')} />}>
          {view.name === 'x-rocket' ? (
            <LazyXRocketView mode={view.mode} dispatch={dispatch} />
          ) : (
            <LazyCryptoBotDepositView currency={view.currency} dispatch={dispatch} />
          )}
        </Suspense>
      ) : view.name === 'crypto-deposit-ton' ? (
        <LazyTonDepositView currency={view.currency === 'USDT-TON' ? 'USDT-TON' : 'TON'} />
      ) : view.name === 'crypto-withdraw' ? (
        <CryptoWithdrawView
          currency={view.currency}
          draft={state.withdrawDraft}
          attemptKey={state.withdrawAttemptKey}
          dispatch={dispatch}
        />
      ) : view.name === 'fiat-withdraw' ? (
        <FiatWithdrawView
          bankId={view.bankId}
          draft={state.fiatWithdrawDraft}
          attemptKey={state.withdrawAttemptKey}
          dispatch={dispatch}
        />
      ) : view.name === 'fiat-deposit' ? (
        <FiatDepositView bankId={view.bankId} amount={view.amount} dispatch={dispatch} />
      ) : view.name === 'fiat-deposit-additional-details' ? (
        <FiatDepositAdditionalDetailsView
          bankId={view.bankId}
          amount={view.amount}
          dispatch={dispatch}
        />
      ) : view.name === 'fiat-deposit-details' ? (
        <FiatDepositDetailsView orderId={view.orderId} step={view.step} dispatch={dispatch} />
      ) : view.name === 'open-dispute' ? (
        <OpenDisputeView orderId={view.orderId} dispatch={dispatch} />
      ) : view.name === 'withdraw-disabled' ? (
        <WithdrawDisabledView currency={view.currency} />
      ) : view.name === 'pending' ? (
        <PendingView
          type={view.type}
          transaction={view.transaction}
          orderId={view.orderId}
          dispatch={dispatch}
        />
      ) : view.name === 'error' ? (
        <ErrorView
          type={view.type}
          draft={state.withdrawDraft}
          attemptKey={state.withdrawAttemptKey}
          bankId={view.bankId}
          failure={view.failure}
          orderId={view.orderId}
          invoice={view.invoice}
          dispatch={dispatch}
        />
      ) : view.name === 'wager' ? (
        <WagerView />
      ) : (
        <PersonalDataView />
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
