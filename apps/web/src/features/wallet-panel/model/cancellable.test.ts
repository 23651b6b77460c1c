import { describe, expect, it } from 'vitest';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { cancelCallOf, isCancellable, msUntilNotCancellable } from './cancellable';

const until = 2_000_000_000;
function tx(overrides: Partial<Transaction>): Transaction {
  return {
    id: 'w-1',
    type: 'withdraw',
    status: 'pending',
    timestamp: until - 600,
    originalAmount: { value: '10', currency: 'USDT' },
    externalId: null,
    paymentDetails: null,
    address: null,
    cancellableUntil: until,
    ...overrides,
  };
}

describe('cancellable (cashier spec §4)', () => {
  it('a pending withdrawal before its deadline, and only then', () => {
    expect(isCancellable(tx({}), until * 1000 - 1)).toBe(true);
    expect(isCancellable(tx({}), until * 1000)).toBe(false);
    expect(isCancellable(tx({ status: 'waiting' }), 0)).toBe(false);
    expect(isCancellable(tx({ status: 'completed' }), 0)).toBe(false);
    expect(isCancellable(tx({ status: 'cancelled' }), 0)).toBe(false);
    expect(isCancellable(tx({ type: 'deposit' }), 0)).toBe(false);
    expect(isCancellable(tx({ cancellableUntil: null }), 0)).toBe(false);
  });

  it('a pending fiat sell too, through its own cancel call', () => {
    expect(isCancellable(tx({ type: 'sell' }), until * 1000 - 1)).toBe(true);
    expect(isCancellable(tx({ type: 'sell' }), until * 1000)).toBe(false);
    expect(cancelCallOf(tx({ type: 'sell' }))).toBe('sell');
    expect(cancelCallOf(tx({}))).toBe('crypto');
  });

  it('says how long the button stays', () => {
    expect(msUntilNotCancellable(tx({}), until * 1000 - 2500)).toBe(2500);
    expect(msUntilNotCancellable(tx({}), until * 1000)).toBeNull();
  });
});
