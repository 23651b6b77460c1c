import { describe, expect, it } from 'vitest';
import {
  closesOnOverlayClick,
  hasBack,
  initialPanelState,
  isCompact,
  panelReducer,
  type CryptoWithdrawDraft,
  type PanelState,
  type PanelView,
} from './panel-machine';

const draft: CryptoWithdrawDraft = {
  currency: 'USDT',
  address: 'TXyz',
  amount: '12.5',
  memo: '',
  provider: null,
};
const at = (view: PanelView, withdrawDraft: CryptoWithdrawDraft | null = null): PanelState => ({
  view,
  withdrawDraft,
});

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

  it('withdraw-disabled shows the notice', () => {
    expect(panelReducer(initialPanelState('withdraw'), { type: 'withdraw-disabled' }).view).toEqual(
      { name: 'withdraw-disabled' },
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

  it('crypto-deposit goes to the wallet deposit tab', () => {
    expect(back(at({ name: 'crypto-deposit', currency: 'USDT' })).view).toEqual({
      name: 'wallet',
      tab: 'deposit',
    });
  });

  it('crypto-withdraw and withdraw-disabled go to the withdraw tab and clear the draft', () => {
    expect(back(at({ name: 'crypto-withdraw', currency: 'USDT' }, draft))).toEqual(
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
    { name: 'error', type: 'deposit' },
    { name: 'wager' },
    { name: 'personal-data' },
  ];

  it('pending, wager and personal-data are compact and ignore overlay clicks', () => {
    const compact = views.filter(isCompact).map((view) => view.name);
    expect(compact).toEqual(['pending', 'wager', 'personal-data']);
    for (const view of views) expect(closesOnOverlayClick(view)).toBe(!isCompact(view));
  });

  it('every view but the wallet has a back button', () => {
    expect(views.filter(hasBack).map((view) => view.name)).not.toContain('wallet');
    expect(views.filter(hasBack)).toHaveLength(views.length - 1);
  });
});
