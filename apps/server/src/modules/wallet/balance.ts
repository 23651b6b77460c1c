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

/** An active bonus as the Balance shows it; minor units of the house currency. */
export interface BalanceBonus {
  id: string;
  /** Granted amount. */
  amountMinor: bigint;
  /** Its part of the player_bonus balance. */
  remainingMinor: bigint;
  wagerCurrentMinor: bigint;
  wagerTotalMinor: bigint;
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
  /** Active bonuses, oldest first. */
  bonuses?: readonly BalanceBonus[];
}

/**
 * The Balance entity (specs §3): `total` = real + bonus, `fiat` = real. Each amount carries its
 * house-currency value and the same amount converted to the primary currency with the one exact
 * rounding rule (convertMinor, rounded down), at the primary currency's ledger scale; the client
 * shows it with `primaryPrecision` decimals. `bonuses` has one entry per active bonus (its part of
 * the bonus balance); `userBonuses` the granted amount and the wagering progress, in the primary
 * currency.
 */
export function buildBalance(input: BalanceInput): Balance {
  const { house, primary, rate } = input;
  const active = input.bonuses ?? [];
  const toPrimary = (minor: bigint) =>
    formatAmount(
      convertMinor(minor, house.ledgerScale, primary.ledgerScale, rate),
      primary.ledgerScale,
    );
  const amount = (minor: bigint): BalanceAmount => balanceAmount(minor, input);
  return {
    total: amount(input.main + input.bonus),
    fiat: amount(input.main),
    bonuses: active.map((bonus) => ({ ...amount(bonus.remainingMinor), bonusId: bonus.id })),
    userBonuses: active.map((bonus) => ({
      id: bonus.id,
      status: 'active' as const,
      amount: amount(bonus.amountMinor),
      wager: {
        current: toPrimary(bonus.wagerCurrentMinor),
        total: toPrimary(bonus.wagerTotalMinor),
        currency: primary.code,
      },
    })),
  };
}

/** One house-currency amount as the Balance shows it, with its value in the primary currency. */
export function balanceAmount(
  minor: bigint,
  display: Pick<BalanceInput, 'house' | 'primary' | 'rate'>,
): BalanceAmount {
  const { house, primary, rate } = display;
  return {
    value: formatAmount(minor, house.ledgerScale),
    primaryValue: formatAmount(
      convertMinor(minor, house.ledgerScale, primary.ledgerScale, rate),
      primary.ledgerScale,
    ),
    primaryPrecision: primary.displayPrecision,
    currency: { code: primary.code, displayFormat: primary.displayFormat, icon: primary.icon },
  };
}
