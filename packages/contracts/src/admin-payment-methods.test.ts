import { describe, expect, it } from 'vitest';
import {
  ZCreatePaymentMethodRequest,
  ZUpdatePaymentMethodRequest,
  isOwnIconPath,
} from './admin-payment-methods';

describe('fiat payment method contracts for the back office', () => {
  it.each([
    ['/api/v1/wallet/payment-methods/icons/rub-card.svg', true],
    ['/icons/bank_1.png?v=2', true],
    ['https://images.example.com/card.svg', false],
    ['//images.example.com/card.svg', false],
    ['javascript:alert(1)', false],
    ['data:image/svg+xml;base64,PHN2Zz4=', false],
    ['/icons/<script>.svg', false],
    ['', false],
  ])('icon %j is our own path: %s', (value, expected) => {
    expect(isOwnIconPath(value)).toBe(expected);
  });

  it('fills the defaults of a new method', () => {
    expect(
      ZCreatePaymentMethodRequest.parse({
        id: 'rub-card',
        currency: 'RUB',
        name: 'Bank card',
        label: 'Card RUB',
        method: 'p2p',
        buyMinAmount: '500',
        buyMaxAmount: '100000',
        sellMinAmount: '1000',
        sellMaxAmount: '150000',
      }),
    ).toMatchObject({
      priority: 0,
      isOther: false,
      active: true,
      processor: 'desk',
      orderTtlSeconds: 900,
      buyEnabled: true,
      multiplyOrdersAllowed: false,
      valuePresets: [],
      sellEnabled: true,
      sellLevels: [],
      subbanks: [],
    });
  });

  it.each([
    [{ id: 'rub-card' }],
    [{ currency: 'USD' }],
    [{ buyRequiredFields: ['iban'] }],
    [{ sellLevels: [{ minAmount: '0', percent: '101', fixed: '0' }] }],
    [{ sellLevels: [{ minAmount: '0', percent: '1', fixed: '0', extra: 1 }] }],
    [{ orderTtlSeconds: 59 }],
    [{ processor: 'bank' }],
    [{ buyMinAmount: '1e3' }],
  ])('a change refuses %j', (patch) => {
    expect(ZUpdatePaymentMethodRequest.safeParse(patch).success).toBe(false);
  });

  it('accepts an empty change and any subset', () => {
    expect(ZUpdatePaymentMethodRequest.parse({})).toEqual({});
    expect(ZUpdatePaymentMethodRequest.parse({ priority: 5, active: false })).toEqual({
      priority: 5,
      active: false,
    });
  });
});
