import type { Balance, BalanceAmount, DisplayCurrency } from '@wheelhouse/contracts/wallet';

export const USD = { code: 'USD', displayFormat: '${amount}', icon: '' };
export const EUR = { code: 'EUR', displayFormat: '€{amount}', icon: '' };

export function amount(primaryValue: string, currency = USD, primaryPrecision = 2): BalanceAmount {
  return { value: primaryValue, primaryValue, primaryPrecision, currency };
}

/** A Balance with real money only, unless bonuses are passed; total is left to the caller. */
export function makeBalance(overrides: Partial<Balance> = {}): Balance {
  return {
    total: amount('0.00'),
    fiat: amount('0.00'),
    bonuses: [],
    userBonuses: [],
    ...overrides,
  };
}

export function displayCurrency(overrides: Partial<DisplayCurrency> & { code: string }) {
  return {
    name: overrides.code,
    kind: 'fiat' as const,
    displayFormat: '{amount} ' + overrides.code,
    precision: 2,
    icon: '',
    ...overrides,
  };
}
