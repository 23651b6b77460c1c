import { describe, expect, it } from 'vitest';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import {
  initialPanelState,
  panelReducer,
  type FiatWithdrawDraft,
  type PanelEvent,
  type PanelState,
} from './panel-machine';

const draft: FiatWithdrawDraft = {
  bankId: 'rub-card',
  amount: '1500',
  details: { card: '4276 1234 1234 1234', name: 'Ivan Petrov' },
};

const run = (...events: PanelEvent[]): PanelState =>
  events.reduce(panelReducer, initialPanelState('withdraw'));

const sell: Transaction = {
  id: 'sell-1',
  type: 'sell',
  status: 'pending',
  timestamp: 1_900_000_000,
  originalAmount: { value: '1500.00', currency: 'RUB' },
  externalId: null,
  paymentDetails: 'Card •••• 1234',
  address: null,
  cancellableUntil: 1_900_000_600,
};

describe('the fiat-withdraw view and its draft (spec §2, §3)', () => {
  it('choosing a fiat method on the withdraw tab opens its form', () => {
    expect(run({ type: 'choose-fiat-withdraw', bankId: 'rub-card' }).view).toEqual({
      name: 'fiat-withdraw',
      bankId: 'rub-card',
    });
  });

  it('keeps the draft across the wager and personal-data views, and back returns to the form', () => {
    const state = run(
      { type: 'choose-fiat-withdraw', bankId: 'rub-card' },
      { type: 'update-fiat-draft', draft },
      { type: 'start-withdraw-attempt', key: 'key-1' },
      { type: 'show-wager' },
    );
    expect(state.view).toEqual({ name: 'wager' });
    const back = panelReducer(state, { type: 'back' });
    expect(back.view).toEqual({ name: 'fiat-withdraw', bankId: 'rub-card' });
    expect(back.fiatWithdrawDraft).toEqual(draft);
    expect(back.withdrawAttemptKey).toBe('key-1');
    const personal = panelReducer(panelReducer(back, { type: 'show-personal-data' }), {
      type: 'back',
    });
    expect(personal.view).toEqual({ name: 'fiat-withdraw', bankId: 'rub-card' });
  });

  it('back from the form goes to the withdraw tab and clears the draft and its attempt', () => {
    const state = run(
      { type: 'choose-fiat-withdraw', bankId: 'rub-card' },
      { type: 'update-fiat-draft', draft },
      { type: 'start-withdraw-attempt', key: 'key-1' },
      { type: 'back' },
    );
    expect(state.view).toEqual({ name: 'wallet', tab: 'withdraw' });
    expect(state.fiatWithdrawDraft).toBeUndefined();
    expect(state.withdrawAttemptKey).toBeNull();
    // Opening the method again starts empty.
    expect(
      panelReducer(state, { type: 'choose-fiat-withdraw', bankId: 'rub-card' }).fiatWithdrawDraft,
    ).toBeUndefined();
  });

  it('a draft for another method does not carry over', () => {
    const state = run(
      { type: 'choose-fiat-withdraw', bankId: 'rub-card' },
      { type: 'update-fiat-draft', draft },
      { type: 'choose-fiat-withdraw', bankId: 'rub-sbp' },
    );
    expect(state.fiatWithdrawDraft).toBeUndefined();
  });

  it('the same draft keeps its attempt key; a changed one is a new attempt', () => {
    const started = run(
      { type: 'choose-fiat-withdraw', bankId: 'rub-card' },
      { type: 'update-fiat-draft', draft },
      { type: 'start-withdraw-attempt', key: 'key-1' },
    );
    const same = panelReducer(started, {
      type: 'update-fiat-draft',
      draft: { ...draft, details: { ...draft.details } },
    });
    expect(same.withdrawAttemptKey).toBe('key-1');
    const changed = panelReducer(started, {
      type: 'update-fiat-draft',
      draft: { ...draft, details: { ...draft.details, card: '5555 0000 1111 2222' } },
    });
    expect(changed.withdrawAttemptKey).toBeNull();
  });

  it('a created sell shows the pending view (type withdraw) and forgets the draft', () => {
    const state = run(
      { type: 'choose-fiat-withdraw', bankId: 'rub-card' },
      { type: 'update-fiat-draft', draft },
      { type: 'withdraw-created', transaction: sell },
    );
    expect(state.view).toEqual({ name: 'pending', type: 'withdraw', transaction: sell });
    expect(state.fiatWithdrawDraft).toBeUndefined();
  });

  it('choosing a crypto method drops the fiat draft', () => {
    const state = run(
      { type: 'choose-fiat-withdraw', bankId: 'rub-card' },
      { type: 'update-fiat-draft', draft },
      { type: 'back' },
      { type: 'choose-crypto-withdraw', currency: 'USDT' },
    );
    expect(state.fiatWithdrawDraft).toBeUndefined();
    expect(state.view).toEqual({ name: 'crypto-withdraw', currency: 'USDT' });
  });
});
