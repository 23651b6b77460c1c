import { describe, expect, it } from 'vitest';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { fiatMethod, fiatOrder } from '../test/fiat-deposit-fixtures';
import {
  canOpenDispute,
  depositStart,
  hasExternalFields,
  isExpired,
  opensDetails,
  orderScreen,
} from './fiat-deposit-flow';

const EXPIRES = 2_000_000_000;
const before = EXPIRES * 1000 - 1;

describe('fiat deposit start (cashier spec §4)', () => {
  it('a method permitting several orders goes straight to the form, without a check', () => {
    expect(depositStart(fiatMethod('a', {}, { multiplyOrdersAllowed: true }), undefined)).toEqual({
      kind: 'form',
    });
  });

  it('otherwise the open order of the method opens its details, else the form', () => {
    const single = fiatMethod('a', {}, { multiplyOrdersAllowed: false });
    expect(depositStart(single, undefined)).toEqual({ kind: 'checking' });
    expect(depositStart(single, { order: fiatOrder({ id: 'open-1' }) })).toEqual({
      kind: 'order',
      orderId: 'open-1',
    });
    expect(depositStart(single, { order: null })).toEqual({ kind: 'form' });
  });

  it('the additional-details step only when the method has required or optional fields', () => {
    expect(hasExternalFields(fiatMethod('a'))).toBe(false);
    const required = { required: ['email' as const], optional: [] };
    const optional = { required: [], optional: ['phone' as const] };
    expect(hasExternalFields(fiatMethod('a', {}, { externalDetailsFields: required }))).toBe(true);
    expect(hasExternalFields(fiatMethod('a', {}, { externalDetailsFields: optional }))).toBe(true);
  });
});

describe('order status → view (cashier spec §4)', () => {
  const at = (overrides: Parameters<typeof fiatOrder>[0]) =>
    orderScreen(fiatOrder(overrides), before);

  it('waiting shows the instructions; pay_external_invoice opens its link by target', () => {
    expect(at({ status: 'waiting' })).toEqual({ kind: 'details' });
    expect(
      at({
        status: 'pay_external_invoice',
        url: 'https://pay.example/1',
        meta: { external_info: { target: 'iframe' } },
      }),
    ).toEqual({ kind: 'external', url: 'https://pay.example/1', target: 'iframe' });
    // No target given: a new window.
    expect(at({ status: 'pay_external_invoice', url: 'https://pay.example/1' })).toMatchObject({
      target: 'blank',
    });
  });

  it('wait_for_confirmation and pending → pending (deposit); disputed → pending (dispute)', () => {
    expect(at({ status: 'wait_for_confirmation' })).toEqual({
      kind: 'pending',
      pendingType: 'deposit',
    });
    expect(at({ status: 'pending' })).toEqual({ kind: 'pending', pendingType: 'deposit' });
    expect(at({ status: 'disputed' })).toEqual({ kind: 'pending', pendingType: 'dispute' });
  });

  it('timeouted, declined and refund → the error view with the reason; completed closes', () => {
    expect(at({ status: 'timeouted' })).toEqual({ kind: 'error', reason: 'timeouted' });
    expect(at({ status: 'declined' })).toEqual({ kind: 'error', reason: 'declined' });
    expect(at({ status: 'refund' })).toEqual({ kind: 'error', reason: 'refund' });
    expect(at({ status: 'completed' })).toEqual({ kind: 'completed' });
  });

  it('the countdown reaching zero moves a waiting or external order to the error view', () => {
    const order = fiatOrder({ status: 'waiting' }, EXPIRES);
    expect(isExpired(order, before)).toBe(false);
    expect(isExpired(order, EXPIRES * 1000)).toBe(true);
    expect(orderScreen(order, EXPIRES * 1000)).toEqual({ kind: 'error', reason: 'timeouted' });
    const external = fiatOrder({ status: 'pay_external_invoice', url: 'https://p' }, EXPIRES);
    expect(orderScreen(external, EXPIRES * 1000)).toEqual({ kind: 'error', reason: 'timeouted' });
  });
});

describe('history actions (cashier spec §4)', () => {
  const row = (type: Transaction['type'], status: Transaction['status']): Transaction => ({
    id: 'x',
    type,
    status,
    timestamp: 0,
    originalAmount: { value: '1', currency: 'RUB' },
    externalId: null,
    paymentDetails: null,
    address: null,
    cancellableUntil: null,
  });

  it('a waiting or external-invoice buy opens its details', () => {
    expect(opensDetails(row('buy', 'waiting'))).toBe(true);
    expect(opensDetails(row('buy', 'pay_external_invoice'))).toBe(true);
    expect(opensDetails(row('buy', 'pending'))).toBe(false);
    expect(opensDetails(row('deposit', 'waiting'))).toBe(false);
  });

  it('a buy in timeouted, pending, declined or wait_for_confirmation may open a dispute', () => {
    for (const status of ['timeouted', 'pending', 'declined', 'wait_for_confirmation'] as const) {
      expect(canOpenDispute(row('buy', status))).toBe(true);
    }
    for (const status of ['waiting', 'completed', 'disputed', 'refund'] as const) {
      expect(canOpenDispute(row('buy', status))).toBe(false);
    }
    expect(canOpenDispute(row('deposit', 'pending'))).toBe(false);
    expect(canOpenDispute(row('sell', 'declined'))).toBe(false);
  });
});
