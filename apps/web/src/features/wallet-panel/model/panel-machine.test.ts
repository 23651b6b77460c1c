import { describe, expect, it } from 'vitest';
import {
  closesOnOverlayClick,
  hasBack,
  initialPanelState,
  isCompact,
  panelReducer,
  showsClose,
  type CryptoWithdrawDraft,
  type PanelState,
  type PanelView,
} from './panel-machine';
import type { Transaction } from '@wheelhouse/contracts/wallet';

const draft: CryptoWithdrawDraft = {
  currency: 'USDT',
  address: 'TXyz',
  amount: '12.5',
  memo: '',
  provider: null,
};
const at = (
  view: PanelView,
  withdrawDraft: CryptoWithdrawDraft | null = null,
  withdrawAttemptKey: string | null = null,
): PanelState => ({ view, withdrawDraft, withdrawAttemptKey });

const created: Transaction = {
  id: 'wd-1',
  type: 'withdraw',
  status: 'pending',
  timestamp: 1_900_000_000,
  originalAmount: { value: '12.50', currency: 'USDT' },
  externalId: null,
  paymentDetails: null,
  address: 'TXyz',
  cancellableUntil: 1_900_000_600,
};

describe('panel machine transitions', () => {
  it('starts on the wallet deposit tab, or the tab asked for', () => {
    expect(initialPanelState()).toEqual(at({ name: 'wallet', tab: 'deposit' }));
    expect(initialPanelState('history').view).toEqual({ name: 'wallet', tab: 'history' });
  });

  it('open resets any view and draft to the wallet', () => {
    const state = at({ name: 'wager' }, draft);
    expect(panelReducer(state, { type: 'open', tab: 'withdraw' })).toEqual(
      at({ name: 'wallet', tab: 'withdraw' }),
    );
    expect(panelReducer(state, { type: 'open' }).view).toEqual({ name: 'wallet', tab: 'deposit' });
  });

  it('select-tab switches the wallet tab and keeps the draft', () => {
    const state = at({ name: 'wallet', tab: 'deposit' }, draft);
    expect(panelReducer(state, { type: 'select-tab', tab: 'history' })).toEqual(
      at({ name: 'wallet', tab: 'history' }, draft),
    );
  });

  it('choose-crypto-deposit opens the crypto-deposit view for the currency', () => {
    expect(
      panelReducer(initialPanelState(), { type: 'choose-crypto-deposit', currency: 'BTC' }).view,
    ).toEqual({ name: 'crypto-deposit', currency: 'BTC' });
  });

  it('choose-crypto-withdraw keeps a draft of the same currency and drops another', () => {
    const state = at({ name: 'wallet', tab: 'withdraw' }, draft);
    expect(panelReducer(state, { type: 'choose-crypto-withdraw', currency: 'USDT' })).toEqual(
      at({ name: 'crypto-withdraw', currency: 'USDT' }, draft),
    );
    expect(panelReducer(state, { type: 'choose-crypto-withdraw', currency: 'BTC' })).toEqual(
      at({ name: 'crypto-withdraw', currency: 'BTC' }, null),
    );
  });

  it('choose-crypto-withdraw keeps the attempt key with the draft of the same currency only', () => {
    const state = at({ name: 'wallet', tab: 'withdraw' }, draft, 'key-1');
    expect(
      panelReducer(state, { type: 'choose-crypto-withdraw', currency: 'USDT' }).withdrawAttemptKey,
    ).toBe('key-1');
    expect(
      panelReducer(state, { type: 'choose-crypto-withdraw', currency: 'BTC' }).withdrawAttemptKey,
    ).toBeNull();
  });

  it('withdraw-disabled shows the notice, for a method when named', () => {
    expect(panelReducer(initialPanelState('withdraw'), { type: 'withdraw-disabled' }).view).toEqual(
      { name: 'withdraw-disabled' },
    );
    expect(
      panelReducer(initialPanelState('withdraw'), { type: 'withdraw-disabled', currency: 'TON' })
        .view,
    ).toEqual({ name: 'withdraw-disabled', currency: 'TON' });
  });

  it('update-draft keeps the attempt key for the same draft and drops it for a changed one', () => {
    const state = at({ name: 'crypto-withdraw', currency: 'USDT' }, draft, 'key-1');
    expect(panelReducer(state, { type: 'update-draft', draft: { ...draft } })).toEqual(state);
    for (const change of [
      { amount: '13' },
      { address: 'TAbc' },
      { memo: 'm' },
      { provider: 'cryptobot' },
    ]) {
      const next = panelReducer(state, { type: 'update-draft', draft: { ...draft, ...change } });
      expect(next.withdrawAttemptKey).toBeNull();
      expect(next.withdrawDraft).toEqual({ ...draft, ...change });
    }
  });

  it('start-withdraw-attempt sets a key once; a retry keeps the first; end clears it', () => {
    const state = at({ name: 'crypto-withdraw', currency: 'USDT' }, draft);
    const started = panelReducer(state, { type: 'start-withdraw-attempt', key: 'key-1' });
    expect(started).toEqual(at({ name: 'crypto-withdraw', currency: 'USDT' }, draft, 'key-1'));
    expect(
      panelReducer(started, { type: 'start-withdraw-attempt', key: 'key-2' }).withdrawAttemptKey,
    ).toBe('key-1');
    expect(panelReducer(started, { type: 'end-withdraw-attempt' })).toEqual(state);
  });

  it('withdraw-created shows the pending withdrawal and clears the draft and the key', () => {
    const state = at({ name: 'crypto-withdraw', currency: 'USDT' }, draft, 'key-1');
    expect(panelReducer(state, { type: 'withdraw-created', transaction: created })).toEqual(
      at({ name: 'pending', type: 'withdraw', transaction: created }),
    );
  });

  it('update-draft stores the draft without changing the view', () => {
    const state = at({ name: 'crypto-withdraw', currency: 'USDT' });
    expect(panelReducer(state, { type: 'update-draft', draft })).toEqual(
      at({ name: 'crypto-withdraw', currency: 'USDT' }, draft),
    );
  });

  it('show-pending, show-error, show-wager and show-personal-data open their views', () => {
    const state = at({ name: 'crypto-withdraw', currency: 'USDT' }, draft);
    expect(panelReducer(state, { type: 'show-pending', pendingType: 'withdraw' }).view).toEqual({
      name: 'pending',
      type: 'withdraw',
    });
    expect(panelReducer(state, { type: 'show-error', errorType: 'withdrawal' }).view).toEqual({
      name: 'error',
      type: 'withdrawal',
    });
    expect(panelReducer(state, { type: 'show-wager' }).view).toEqual({ name: 'wager' });
    expect(panelReducer(state, { type: 'show-personal-data' }).view).toEqual({
      name: 'personal-data',
    });
    expect(panelReducer(state, { type: 'show-wager' }).withdrawDraft).toBe(draft);
  });
});

describe('panel machine back navigation (spec §2)', () => {
  const back = (state: PanelState) => panelReducer(state, { type: 'back' });

  it('x-rocket and crypto-bot-deposit go back to the deposit tab, also from withdrawing', () => {
    const bot = panelReducer(initialPanelState(), {
      type: 'choose-crypto-bot-deposit',
      currency: 'TON',
    });
    expect(bot.view).toEqual({ name: 'crypto-bot-deposit', currency: 'TON' });
    expect(panelReducer(bot, { type: 'back' }).view).toEqual({ name: 'wallet', tab: 'deposit' });
    const rocket = panelReducer(initialPanelState('withdraw'), {
      type: 'choose-x-rocket',
      mode: 'withdraw',
    });
    expect(rocket.view).toEqual({ name: 'x-rocket', mode: 'withdraw' });
    expect(panelReducer(rocket, { type: 'back' }).view).toEqual({ name: 'wallet', tab: 'deposit' });
  });

  it('a failed invoice shows the deposit error view, which goes back to the deposit tab', () => {
    const failed = panelReducer(at({ name: 'crypto-bot-deposit' }), {
      type: 'invoice-failed',
      provider: 'cryptobot',
      currency: 'BTC',
    });
    expect(failed.view).toEqual({
      name: 'error',
      type: 'deposit',
      invoice: { provider: 'cryptobot', currency: 'BTC' },
    });
    expect(panelReducer(failed, { type: 'back' }).view).toEqual({ name: 'wallet', tab: 'deposit' });
  });

  it('crypto-deposit goes to the wallet deposit tab', () => {
    expect(back(at({ name: 'crypto-deposit', currency: 'USDT' })).view).toEqual({
      name: 'wallet',
      tab: 'deposit',
    });
  });

  it('crypto-deposit-ton goes to crypto-deposit of the same currency', () => {
    const ton = panelReducer(at({ name: 'crypto-deposit', currency: 'USDT-TON' }), {
      type: 'choose-ton-deposit',
      currency: 'USDT-TON',
    });
    expect(ton.view).toEqual({ name: 'crypto-deposit-ton', currency: 'USDT-TON' });
    expect(back(ton).view).toEqual({ name: 'crypto-deposit', currency: 'USDT-TON' });
  });

  it('crypto-withdraw and withdraw-disabled go to the withdraw tab and clear the draft', () => {
    expect(back(at({ name: 'crypto-withdraw', currency: 'USDT' }, draft, 'key-1'))).toEqual(
      at({ name: 'wallet', tab: 'withdraw' }, null),
    );
    expect(back(at({ name: 'withdraw-disabled' }, draft))).toEqual(
      at({ name: 'wallet', tab: 'withdraw' }, null),
    );
  });

  it('wager and personal-data go back to the withdraw form with its draft, else the tab', () => {
    for (const name of ['wager', 'personal-data'] as const) {
      expect(back(at({ name }, draft))).toEqual(
        at({ name: 'crypto-withdraw', currency: 'USDT' }, draft),
      );
      expect(back(at({ name }))).toEqual(at({ name: 'wallet', tab: 'withdraw' }));
    }
  });

  it('error goes to the tab of its type; pending goes to history', () => {
    expect(back(at({ name: 'error', type: 'deposit' })).view).toEqual({
      name: 'wallet',
      tab: 'deposit',
    });
    expect(back(at({ name: 'error', type: 'withdrawal' })).view).toEqual({
      name: 'wallet',
      tab: 'withdraw',
    });
    expect(back(at({ name: 'pending', type: 'withdraw' })).view).toEqual({
      name: 'wallet',
      tab: 'history',
    });
  });

  it('the wallet is the root: back changes nothing', () => {
    const state = at({ name: 'wallet', tab: 'history' }, draft);
    expect(back(state)).toBe(state);
  });
});

describe('panel chrome', () => {
  const views: PanelView[] = [
    { name: 'wallet', tab: 'deposit' },
    { name: 'crypto-deposit', currency: 'USDT' },
    { name: 'crypto-withdraw', currency: 'USDT' },
    { name: 'withdraw-disabled' },
    { name: 'pending', type: 'deposit' },
    { name: 'pending', type: 'withdraw', transaction: created },
    { name: 'error', type: 'deposit' },
    { name: 'wager' },
    { name: 'personal-data' },
  ];

  it('pending, wager and personal-data are compact and ignore overlay clicks', () => {
    const compact = views.filter(isCompact).map((view) => view.name);
    expect(compact).toEqual(['pending', 'pending', 'wager', 'personal-data']);
    for (const view of views) expect(closesOnOverlayClick(view)).toBe(!isCompact(view));
  });

  it('every view but the wallet has a back button', () => {
    expect(views.filter(hasBack).map((view) => view.name)).not.toContain('wallet');
    expect(views.filter(hasBack)).toHaveLength(views.length - 1);
  });
});

describe('fiat deposit views (cashier spec §2, §4)', () => {
  const back = (state: PanelState) => panelReducer(state, { type: 'back' });
  const go = (state: PanelState, event: Parameters<typeof panelReducer>[1]) =>
    panelReducer(state, event);
  const tab = at({ name: 'wallet', tab: 'deposit' });

  it('a fiat method opens its deposit form; back goes to the deposit tab', () => {
    const form = go(tab, { type: 'choose-fiat-deposit', bankId: 'rub-card' });
    expect(form.view).toEqual({ name: 'fiat-deposit', bankId: 'rub-card' });
    expect(back(form).view).toEqual({ name: 'wallet', tab: 'deposit' });
  });

  it('additional details go back to the form with the amount kept', () => {
    const details = go(tab, { type: 'fiat-deposit-additional', bankId: 'wise', amount: '150' });
    expect(details.view).toEqual({
      name: 'fiat-deposit-additional-details',
      bankId: 'wise',
      amount: '150',
    });
    expect(back(details).view).toEqual({ name: 'fiat-deposit', bankId: 'wise', amount: '150' });
  });

  it('an order opens on the non-submit step; the submit step goes back to it, then the tab', () => {
    const order = go(tab, { type: 'show-fiat-order', orderId: 'o-1' });
    expect(order.view).toEqual({
      name: 'fiat-deposit-details',
      orderId: 'o-1',
      step: 'non-submit',
    });
    const submit = go(order, { type: 'fiat-order-submit-step' });
    expect(submit.view).toEqual({ name: 'fiat-deposit-details', orderId: 'o-1', step: 'submit' });
    expect(back(submit).view).toEqual(order.view);
    expect(back(order).view).toEqual({ name: 'wallet', tab: 'deposit' });
    // The submit step only exists inside the details view.
    expect(go(tab, { type: 'fiat-order-submit-step' })).toEqual(tab);
  });

  it('the non-submit step has no close button; every other view has one', () => {
    expect(showsClose({ name: 'fiat-deposit-details', orderId: 'o', step: 'non-submit' })).toBe(
      false,
    );
    expect(showsClose({ name: 'fiat-deposit-details', orderId: 'o', step: 'submit' })).toBe(true);
    expect(showsClose({ name: 'fiat-deposit', bankId: 'b' })).toBe(true);
    expect(showsClose({ name: 'wallet', tab: 'deposit' })).toBe(true);
  });

  it('paid → the compact pending view following the order; back goes to history', () => {
    const pending = go(tab, { type: 'fiat-order-pending', orderId: 'o-1', pendingType: 'deposit' });
    expect(pending.view).toEqual({ name: 'pending', type: 'deposit', orderId: 'o-1' });
    expect(isCompact(pending.view)).toBe(true);
    expect(back(pending).view).toEqual({ name: 'wallet', tab: 'history' });
  });

  it('a failed order → the deposit error view with its method; back goes to the deposit tab', () => {
    const failed = go(tab, {
      type: 'fiat-order-failed',
      failure: 'timeouted',
      orderId: 'o-1',
      bankId: 'rub-card',
    });
    expect(failed.view).toEqual({
      name: 'error',
      type: 'deposit',
      failure: 'timeouted',
      orderId: 'o-1',
      bankId: 'rub-card',
    });
    expect(back(failed).view).toEqual({ name: 'wallet', tab: 'deposit' });
    // Retry starts a new order of the same method: its form.
    expect(go(failed, { type: 'choose-fiat-deposit', bankId: 'rub-card' }).view).toEqual({
      name: 'fiat-deposit',
      bankId: 'rub-card',
    });
  });

  it('open-dispute goes back to the history tab; sent → pending (dispute)', () => {
    const history = at({ name: 'wallet', tab: 'history' });
    const dispute = go(history, { type: 'open-dispute', orderId: 'o-1' });
    expect(dispute.view).toEqual({ name: 'open-dispute', orderId: 'o-1' });
    expect(back(dispute).view).toEqual({ name: 'wallet', tab: 'history' });
    expect(
      go(dispute, { type: 'fiat-order-pending', orderId: 'o-1', pendingType: 'dispute' }).view,
    ).toEqual({
      name: 'pending',
      type: 'dispute',
      orderId: 'o-1',
    });
  });
});
