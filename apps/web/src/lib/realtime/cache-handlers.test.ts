import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { amount, makeBalance } from '../../test/balance-fixtures';
import { makeUser } from '../../test/mock-api';
import { dismissDepositSuccess, getDepositSuccess } from '../deposit-success/deposit-success-store';
import { createQueryClient } from '../query-client';
import { meQueryOptions } from '../session/get-me';
import { balanceQueryKey } from '../wallet/get-balance';
import { transactionHistoryQueryKey } from '../wallet/transaction-history-key';
import { realtimeCacheHandlers, refreshAfterReconnect } from './cache-handlers';

const historyPage = [...transactionHistoryQueryKey, { offset: 0, limit: 10 }];

function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 'tx-1',
    type: 'deposit',
    status: 'completed',
    timestamp: 1_900_000_000,
    originalAmount: { value: '10.00', currency: 'USD' },
    externalId: null,
    paymentDetails: null,
    address: null,
    cancellableUntil: null,
    ...overrides,
  };
}

function setup() {
  const queryClient = createQueryClient();
  const handlers = realtimeCacheHandlers(queryClient);
  return { queryClient, handlers };
}

describe('realtime cache handlers', () => {
  afterEach(dismissDepositSuccess);

  it('subscribes to the balance, transaction, last-bet, interface-action, support and tournament channels', () => {
    expect(Object.keys(setup().handlers)).toEqual([
      'balance',
      'transaction',
      'broadcast:last_bet',
      'interface_actions',
      'support',
      'tournaments',
    ]);
  });

  it('writes a balance event into the balance query without a request', async () => {
    const { queryClient, handlers } = setup();
    queryClient.setQueryData(balanceQueryKey, makeBalance());
    const next = makeBalance({ total: amount('25.00'), fiat: amount('25.00') });

    handlers.balance!(next);
    await vi.waitFor(() => expect(queryClient.getQueryData(balanceQueryKey)).toEqual(next));
    expect(queryClient.getQueryState(balanceQueryKey)?.fetchStatus).toBe('idle');
  });

  it('lets a balance event win over an older balance request still in flight', async () => {
    const { queryClient, handlers } = setup();
    let answerOldRequest: (value: unknown) => void = () => {};
    const stale = makeBalance({ total: amount('1.00'), fiat: amount('1.00') });
    const pending = queryClient.fetchQuery({
      queryKey: balanceQueryKey,
      queryFn: () => new Promise((resolve) => (answerOldRequest = resolve)),
    });
    const fresh = makeBalance({ total: amount('9.00'), fiat: amount('9.00') });

    handlers.balance!(fresh);
    answerOldRequest(stale);
    await pending.catch(() => {});
    await vi.waitFor(() => expect(queryClient.getQueryData(balanceQueryKey)).toEqual(fresh));
  });

  it('ignores a balance event that does not match the contract', async () => {
    const { queryClient, handlers } = setup();
    const current = makeBalance();
    queryClient.setQueryData(balanceQueryKey, current);
    handlers.balance!({ total: 'lots' });
    await Promise.resolve();
    expect(queryClient.getQueryData(balanceQueryKey)).toBe(current);
  });

  it('marks cashier history stale on a transaction event and notes a first deposit', () => {
    const { queryClient, handlers } = setup();
    queryClient.setQueryData(historyPage, { items: [] });
    queryClient.setQueryData(meQueryOptions.queryKey, makeUser({ hasDeposits: false }));

    handlers.transaction!(transaction({ status: 'pending' }));
    expect(queryClient.getQueryState(historyPage)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(meQueryOptions.queryKey)?.hasDeposits).toBe(false);

    handlers.transaction!(transaction({ status: 'completed' }));
    expect(queryClient.getQueryData(meQueryOptions.queryKey)?.hasDeposits).toBe(true);
  });

  it('counts a completed deposit or buy once and raises the success flag with its amount', () => {
    const { queryClient, handlers } = setup();
    queryClient.setQueryData(
      meQueryOptions.queryKey,
      makeUser({ hasDeposits: true, depositCount: 3 }),
    );
    expect(getDepositSuccess()).toBeNull();

    handlers.transaction!(transaction({ id: 'd-1', status: 'pending' }));
    expect(getDepositSuccess()).toBeNull();
    handlers.transaction!(
      transaction({ id: 'd-1', originalAmount: { value: '25.5', currency: 'USDT' } }),
    );
    expect(queryClient.getQueryData(meQueryOptions.queryKey)?.depositCount).toBe(4);
    expect(getDepositSuccess()).toEqual({
      transactionId: 'd-1',
      amount: { value: '25.5', currency: 'USDT' },
    });

    // The same event again changes nothing; a buy counts like a deposit.
    dismissDepositSuccess();
    handlers.transaction!(transaction({ id: 'd-1' }));
    expect(queryClient.getQueryData(meQueryOptions.queryKey)?.depositCount).toBe(4);
    expect(getDepositSuccess()).toBeNull();
    handlers.transaction!(transaction({ id: 'b-1', type: 'buy' }));
    expect(queryClient.getQueryData(meQueryOptions.queryKey)?.depositCount).toBe(5);
    expect(getDepositSuccess()?.transactionId).toBe('b-1');
  });

  it('does not count a completed withdrawal as a deposit', () => {
    const { queryClient, handlers } = setup();
    queryClient.setQueryData(meQueryOptions.queryKey, makeUser({ hasDeposits: false }));
    handlers.transaction!(transaction({ type: 'withdraw' }));
    expect(queryClient.getQueryData(meQueryOptions.queryKey)?.hasDeposits).toBe(false);
    expect(queryClient.getQueryData(meQueryOptions.queryKey)?.depositCount).toBe(0);
    expect(getDepositSuccess()).toBeNull();
  });

  it('marks the balance and history stale after a reconnect', () => {
    const { queryClient } = setup();
    queryClient.setQueryData(balanceQueryKey, makeBalance());
    queryClient.setQueryData(historyPage, { items: [] });
    refreshAfterReconnect(queryClient);
    expect(queryClient.getQueryState(balanceQueryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(historyPage)?.isInvalidated).toBe(true);
  });
});
