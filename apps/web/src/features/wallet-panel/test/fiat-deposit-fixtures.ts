import type { FiatOrder, FiatPaymentMethod } from '@wheelhouse/contracts/fiat';

/** Test data for the fiat deposit flow (model and component tests). */
export function fiatMethod(
  id: string,
  overrides: Partial<FiatPaymentMethod> = {},
  buy: Partial<NonNullable<FiatPaymentMethod['buy']>> = {},
): FiatPaymentMethod {
  return {
    id,
    name: `Method ${id}`,
    icon: '',
    iconBig: '',
    label: `Label ${id}`,
    method: 'p2p',
    currency: 'RUB',
    priority: 0,
    buy: {
      minAmount: '500.00',
      maxAmount: '100000.00',
      multiplyOrdersAllowed: true,
      externalDetailsFields: { required: [], optional: [] },
      valuePresets: ['1000', '2000', '5000', '10000'],
      ...buy,
    },
    sell: {
      minAmount: '1000.00',
      maxAmount: '50000.00',
      levels: [],
      subbanks: [],
      requiredFields: ['card'],
      optionalFields: [],
    },
    ...overrides,
  };
}

export function fiatOrder(
  overrides: Partial<FiatOrder> = {},
  expiredAt = 2_000_000_000,
): FiatOrder {
  return {
    id: 'order-1',
    status: 'waiting',
    url: null,
    valueFrom: '5000.00',
    currencyFrom: 'RUB',
    bankMethod: 'p2p',
    additonalAmountChange: null,
    meta: { external_info: { target: null } },
    details: {
      expiredAt,
      paymentDetails: {
        card: '2200 1234 5678 9012',
        phone: null,
        bankName: 'Demo Bank',
        name: 'Ivan Petrov',
      },
      recipientBank: { name: 'Demo Bank' },
      senderBank: { id: 'rub-card', method: 'p2p', label: 'Card RUB' },
    },
    ...overrides,
  };
}
