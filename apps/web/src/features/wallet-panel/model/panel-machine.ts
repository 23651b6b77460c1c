import type { FiatDetails } from '@wheelhouse/contracts/fiat';
import type { Transaction } from '@wheelhouse/contracts/wallet';

/**
 * The cashier panel's view state (cashier spec §2), as one pure reducer. The panel component keeps
 * it in useReducer; every transition below has a unit test.
 */
export type WalletTab = 'deposit' | 'withdraw' | 'history';
export type PendingType = 'deposit' | 'dispute' | 'withdraw';
export type ErrorType = 'deposit' | 'withdrawal';
export type MessengerPayMode = 'deposit' | 'withdraw';
export type InvoiceProvider = 'cryptobot' | 'xrocket';

export type PanelView =
  | { name: 'wallet'; tab: WalletTab }
  | { name: 'crypto-deposit'; currency: string }
  /** Bot mode: a deposit by a crypto-bot invoice (currency preselected when chosen from a method). */
  | { name: 'crypto-bot-deposit'; currency?: string }
  /** Bot mode: xRocket, deposit or withdrawal, through the player's messenger wallet. */
  | { name: 'x-rocket'; mode: MessengerPayMode }
  | { name: 'crypto-deposit-ton'; currency: string }
  | { name: 'crypto-withdraw'; currency: string }
  | { name: 'fiat-withdraw'; bankId: string }
  | { name: 'withdraw-disabled'; currency?: string }
  | { name: 'fiat-deposit'; bankId: string; amount?: string }
  | { name: 'fiat-deposit-additional-details'; bankId: string; amount: string }
  | { name: 'fiat-deposit-details'; orderId: string; step: FiatDetailsStep }
  | { name: 'open-dispute'; orderId: string }
  | { name: 'pending'; type: PendingType; transaction?: Transaction; orderId?: string }
  | {
      name: 'error';
      type: ErrorType;
      /** A fiat deposit's method: retry starts a new order for it. */
      bankId?: string;
      /** Why a fiat order failed: timeouted, declined or refund; its history row has the reason. */
      failure?: FiatOrderFailure;
      orderId?: string;
      /** A messenger provider's invoice could not be made: retry opens its view again. */
      invoice?: { provider: InvoiceProvider; currency: string };
    }
  | { name: 'wager' }
  | { name: 'personal-data' };

/** fiat-deposit-details (spec §2): instructions first, then the receipt upload ("I have paid"). */
export type FiatDetailsStep = 'non-submit' | 'submit';
export type FiatOrderFailure = 'timeouted' | 'declined' | 'refund';

/** Crypto withdrawal draft (spec §3); kept across views until a withdraw form goes back. */
export interface CryptoWithdrawDraft {
  currency: string;
  address: string;
  amount: string;
  memo: string;
  provider: string | null;
}

/**
 * Fiat withdrawal draft (spec §3): kept across views (confirm, wager, personal data) until the
 * fiat-withdraw form goes back (spec §2). `details` holds what the player typed, as typed.
 */
export interface FiatWithdrawDraft {
  bankId: string;
  amount: string;
  subbankId?: string;
  details: FiatDetails;
}

export interface PanelState {
  view: PanelView;
  withdrawDraft: CryptoWithdrawDraft | null;
  /** The fiat withdrawal draft; absent when there is none (a crypto draft and it never coexist). */
  fiatWithdrawDraft?: FiatWithdrawDraft;
  /**
   * The Idempotency-Key of the confirmed withdrawal attempt whose outcome is not known yet. A retry
   * of that attempt sends it again; a changed draft or a definite answer starts a new attempt.
   */
  withdrawAttemptKey: string | null;
}

export type PanelEvent =
  | { type: 'open'; tab?: WalletTab }
  | { type: 'select-tab'; tab: WalletTab }
  | { type: 'choose-crypto-deposit'; currency: string }
  | { type: 'choose-crypto-bot-deposit'; currency?: string }
  | { type: 'choose-x-rocket'; mode: MessengerPayMode }
  | { type: 'invoice-failed'; provider: InvoiceProvider; currency: string }
  | { type: 'choose-ton-deposit'; currency: string }
  | { type: 'choose-crypto-withdraw'; currency: string }
  | { type: 'withdraw-disabled'; currency?: string }
  | { type: 'update-draft'; draft: CryptoWithdrawDraft }
  | { type: 'choose-fiat-withdraw'; bankId: string }
  | { type: 'update-fiat-draft'; draft: FiatWithdrawDraft }
  | { type: 'start-withdraw-attempt'; key: string }
  | { type: 'end-withdraw-attempt' }
  | { type: 'withdraw-created'; transaction: Transaction }
  | { type: 'show-pending'; pendingType: PendingType }
  | { type: 'choose-fiat-deposit'; bankId: string; amount?: string }
  | { type: 'fiat-deposit-additional'; bankId: string; amount: string }
  | { type: 'show-fiat-order'; orderId: string }
  | { type: 'fiat-order-submit-step' }
  | { type: 'fiat-order-pending'; orderId: string; pendingType: 'deposit' | 'dispute' }
  | { type: 'fiat-order-failed'; failure: FiatOrderFailure; orderId: string; bankId?: string }
  | { type: 'open-dispute'; orderId: string }
  | { type: 'show-error'; errorType: ErrorType }
  | { type: 'show-wager' }
  | { type: 'show-personal-data' }
  | { type: 'back' };

export function initialPanelState(tab: WalletTab = 'deposit'): PanelState {
  return { view: { name: 'wallet', tab }, withdrawDraft: null, withdrawAttemptKey: null };
}

const wallet = (tab: WalletTab): PanelView => ({ name: 'wallet', tab });

export function panelReducer(state: PanelState, event: PanelEvent): PanelState {
  switch (event.type) {
    case 'open':
      return initialPanelState(event.tab);
    case 'select-tab':
      return { ...state, view: wallet(event.tab) };
    case 'choose-crypto-deposit':
      return { ...state, view: { name: 'crypto-deposit', currency: event.currency } };
    case 'choose-crypto-bot-deposit':
      return {
        ...state,
        view: event.currency
          ? { name: 'crypto-bot-deposit', currency: event.currency }
          : { name: 'crypto-bot-deposit' },
      };
    case 'choose-x-rocket':
      return { ...state, view: { name: 'x-rocket', mode: event.mode } };
    case 'invoice-failed':
      return {
        ...state,
        view: {
          name: 'error',
          type: 'deposit',
          invoice: { provider: event.provider, currency: event.currency },
        },
      };
    case 'choose-ton-deposit':
      return { ...state, view: { name: 'crypto-deposit-ton', currency: event.currency } };
    case 'choose-crypto-withdraw': {
      // A draft for another currency does not carry over to this one.
      const kept = state.withdrawDraft?.currency === event.currency;
      return {
        view: { name: 'crypto-withdraw', currency: event.currency },
        withdrawDraft: kept ? state.withdrawDraft : null,
        withdrawAttemptKey: kept ? state.withdrawAttemptKey : null,
      };
    }
    case 'choose-fiat-withdraw': {
      // Like crypto: a draft for another method does not carry over to this one.
      const fiatDraft = state.fiatWithdrawDraft;
      const kept = fiatDraft?.bankId === event.bankId;
      return {
        view: { name: 'fiat-withdraw', bankId: event.bankId },
        withdrawDraft: null,
        withdrawAttemptKey: kept ? state.withdrawAttemptKey : null,
        ...(kept ? { fiatWithdrawDraft: fiatDraft } : {}),
      };
    }
    case 'update-fiat-draft':
      return {
        ...state,
        fiatWithdrawDraft: event.draft,
        withdrawAttemptKey: sameFiatDraft(state.fiatWithdrawDraft, event.draft)
          ? state.withdrawAttemptKey
          : null,
      };
    case 'withdraw-disabled':
      return {
        ...state,
        view: event.currency
          ? { name: 'withdraw-disabled', currency: event.currency }
          : { name: 'withdraw-disabled' },
      };
    case 'update-draft':
      return {
        ...state,
        withdrawDraft: event.draft,
        // Another request body under the same key would be refused: a changed draft is a new attempt.
        withdrawAttemptKey: sameDraft(state.withdrawDraft, event.draft)
          ? state.withdrawAttemptKey
          : null,
      };
    case 'start-withdraw-attempt':
      return { ...state, withdrawAttemptKey: state.withdrawAttemptKey ?? event.key };
    case 'end-withdraw-attempt':
      return { ...state, withdrawAttemptKey: null };
    case 'withdraw-created':
      // The draft became a withdrawal: nothing is left to retry or to restore.
      return {
        view: { name: 'pending', type: 'withdraw', transaction: event.transaction },
        withdrawDraft: null,
        withdrawAttemptKey: null,
      };
    case 'show-pending':
      return { ...state, view: { name: 'pending', type: event.pendingType } };
    case 'show-error':
      return { ...state, view: { name: 'error', type: event.errorType } };
    case 'choose-fiat-deposit':
      return {
        ...state,
        view:
          event.amount === undefined
            ? { name: 'fiat-deposit', bankId: event.bankId }
            : { name: 'fiat-deposit', bankId: event.bankId, amount: event.amount },
      };
    case 'fiat-deposit-additional':
      return {
        ...state,
        view: {
          name: 'fiat-deposit-additional-details',
          bankId: event.bankId,
          amount: event.amount,
        },
      };
    case 'show-fiat-order':
      return {
        ...state,
        view: { name: 'fiat-deposit-details', orderId: event.orderId, step: 'non-submit' },
      };
    case 'fiat-order-submit-step':
      return state.view.name === 'fiat-deposit-details'
        ? { ...state, view: { ...state.view, step: 'submit' } }
        : state;
    case 'fiat-order-pending':
      return {
        ...state,
        view: { name: 'pending', type: event.pendingType, orderId: event.orderId },
      };
    case 'fiat-order-failed':
      return {
        ...state,
        view: {
          name: 'error',
          type: 'deposit',
          failure: event.failure,
          orderId: event.orderId,
          ...(event.bankId ? { bankId: event.bankId } : {}),
        },
      };
    case 'open-dispute':
      return { ...state, view: { name: 'open-dispute', orderId: event.orderId } };
    case 'show-wager':
      return { ...state, view: { name: 'wager' } };
    case 'show-personal-data':
      return { ...state, view: { name: 'personal-data' } };
    case 'back':
      return back(state);
  }
}

/** Spec §2 "Back navigation" for the views this issue builds. */
function back(state: PanelState): PanelState {
  switch (state.view.name) {
    // Spec §2: x-rocket and crypto-bot-deposit go back to the deposit tab (also from withdrawing).
    case 'crypto-deposit':
    case 'fiat-deposit':
    case 'crypto-bot-deposit':
    case 'x-rocket':
      return { ...state, view: wallet('deposit') };
    case 'crypto-deposit-ton':
      return { ...state, view: { name: 'crypto-deposit', currency: state.view.currency } };
    case 'fiat-deposit-additional-details':
      return {
        ...state,
        view: { name: 'fiat-deposit', bankId: state.view.bankId, amount: state.view.amount },
      };
    case 'fiat-deposit-details':
      // The submit step goes back to the instructions; they go back to the deposit tab.
      return state.view.step === 'submit'
        ? { ...state, view: { ...state.view, step: 'non-submit' } }
        : { ...state, view: wallet('deposit') };
    case 'open-dispute':
      return { ...state, view: wallet('history') };
    case 'crypto-withdraw':
    case 'fiat-withdraw':
    case 'withdraw-disabled':
      // Withdraw forms clear their draft on back.
      return { view: wallet('withdraw'), withdrawDraft: null, withdrawAttemptKey: null };
    case 'wager':
    case 'personal-data':
      // Both interrupt a withdrawal; back returns to its form with the draft kept.
      if (state.fiatWithdrawDraft) {
        const bankId = state.fiatWithdrawDraft.bankId;
        return { ...state, view: { name: 'fiat-withdraw', bankId } };
      }
      return state.withdrawDraft
        ? { ...state, view: { name: 'crypto-withdraw', currency: state.withdrawDraft.currency } }
        : { ...state, view: wallet('withdraw') };
    case 'error':
      return { ...state, view: wallet(state.view.type === 'deposit' ? 'deposit' : 'withdraw') };
    case 'pending':
      return { ...state, view: wallet('history') };
    case 'wallet':
      return state;
  }
}

function sameDraft(a: CryptoWithdrawDraft | null, b: CryptoWithdrawDraft): boolean {
  return (
    a !== null &&
    a.currency === b.currency &&
    a.address === b.address &&
    a.amount === b.amount &&
    a.memo === b.memo &&
    a.provider === b.provider
  );
}

function sameFiatDraft(a: FiatWithdrawDraft | undefined, b: FiatWithdrawDraft): boolean {
  if (!a || a.bankId !== b.bankId || a.amount !== b.amount || a.subbankId !== b.subbankId) {
    return false;
  }
  const keys = new Set([...Object.keys(a.details), ...Object.keys(b.details)]);
  return [...keys].every(
    (key) => a.details[key as keyof FiatDetails] === b.details[key as keyof FiatDetails],
  );
}

/** Spec §2: the non-submit step of fiat-deposit-details has no close button. */
export function showsClose(view: PanelView): boolean {
  return !(view.name === 'fiat-deposit-details' && view.step === 'non-submit');
}

/** Whether the view has a back button (the wallet itself is the root). */
export function hasBack(view: PanelView): boolean {
  return view.name !== 'wallet';
}

/** pending, wager and personal-data are compact modals an overlay click must not close (§2). */
export function closesOnOverlayClick(view: PanelView): boolean {
  return !isCompact(view);
}

export function isCompact(view: PanelView): boolean {
  return view.name === 'pending' || view.name === 'wager' || view.name === 'personal-data';
}
