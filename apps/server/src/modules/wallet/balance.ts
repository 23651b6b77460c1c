import { convertMinor, formatAmount, type Rate } from '@wheelhouse/contracts/money';
import type { Balance, BalanceAmount } from '@wheelhouse/contracts/wallet';

/** What a Balance needs to know about a currency (a row of the currencies module). */
export interface BalanceCurrency {
  code: string;
  ledgerScale: number;
  displayPrecision: number;
  displayFormat: string;
  icon: string;
}

export interface BalanceInput {
  /** player_main: real, withdrawable money, minor units of the house currency. */
  main: bigint;
  /** player_bonus, minor units of the house currency. */
  bonus: bigint;
  house: BalanceCurrency;
  /** The viewer's primary (display) currency and the house → primary rate. */
  primary: BalanceCurrency;
  rate: Rate;
}

/**
 * The Balance entity (specs §3): `total` = real + bonus, `fiat` = real. Each amount carries its
 * house-currency value and the same amount converted to the primary currency with the one exact
 * rounding rule (convertMinor, rounded down), at the primary currency's ledger scale; the client
 * shows it with `primaryPrecision` decimals. No bonus module exists yet, so there are no
 * per-bonus entries and no userBonuses.
 */
export function buildBalance(input: BalanceInput): Balance {
  const { house, primary, rate } = input;
  const amount = (minor: bigint): BalanceAmount => ({
    value: formatAmount(minor, house.ledgerScale),
    primaryValue: formatAmount(
      convertMinor(minor, house.ledgerScale, primary.ledgerScale, rate),
      primary.ledgerScale,
    ),
    primaryPrecision: primary.displayPrecision,
    currency: { code: primary.code, displayFormat: primary.displayFormat, icon: primary.icon },
  });
  return {
    total: amount(input.main + input.bonus),
    fiat: amount(input.main),
    bonuses: [],
    userBonuses: [],
  };
}
