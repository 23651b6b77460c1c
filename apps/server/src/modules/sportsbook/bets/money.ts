import { convertMinor, formatAmount, type Rate } from '@wheelhouse/contracts/money';
import { parseAmountField } from '../../../platform/amount-field';
import { AppError } from '../../../platform/errors';
import type { CurrenciesService, Currency } from '../../currencies';
import type { UsersService } from '../../users';

/** A stake as the player typed it, converted to the house currency (rounded down). */
export interface SportsStake {
  stakeMinor: bigint;
  house: Currency;
  display: Currency;
  /** House → display, to show amounts as the player saw them. */
  displayRate: Rate;
  /** The player's primary currency as read (the balance after the bet needs no second read). */
  primaryCurrency: string;
}

const IDENTITY: Rate = { numerator: 1n, denominator: 1n };

export interface StakeMoneyDeps {
  houseCurrency: string;
  currencies: Pick<CurrenciesService, 'requireCurrency' | 'rateOf'>;
  users: Pick<UsersService, 'primaryCurrencyOf'>;
}

/**
 * Stakes in the player's display currency, as the originals take them: parsed exactly, converted
 * to the house currency at the rate of the moment (rounded down). An inactive display currency, or
 * one without a rate, is the house currency (as the balance shows it).
 */
export function stakeMoney(deps: StakeMoneyDeps) {
  async function rateOrNull(from: string, to: string): Promise<Rate | null> {
    try {
      return (await deps.currencies.rateOf(from, to)).rate;
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return null;
      throw error;
    }
  }

  async function house(): Promise<Currency> {
    return deps.currencies.requireCurrency(deps.houseCurrency);
  }

  return {
    house,

    /** `primaryCurrency`: the player's display currency when the caller has read it already. */
    async stakeOf(
      userId: number,
      amount: string,
      primaryCurrency?: string | null,
    ): Promise<SportsStake> {
      const houseCurrency = await house();
      const code = primaryCurrency ?? (await deps.users.primaryCurrencyOf(userId));
      let display = houseCurrency;
      if (code !== houseCurrency.code) {
        const found = await deps.currencies.requireCurrency(code).catch(() => houseCurrency);
        if (found.active) display = found;
      }
      if (display.code !== houseCurrency.code) {
        const [toHouse, toDisplay] = await Promise.all([
          rateOrNull(display.code, houseCurrency.code),
          rateOrNull(houseCurrency.code, display.code),
        ]);
        if (toHouse && toDisplay) {
          const typed = parseAmountField(amount, display.ledgerScale, 'stake');
          const stakeMinor = convertMinor(
            typed,
            display.ledgerScale,
            houseCurrency.ledgerScale,
            toHouse,
          );
          if (stakeMinor <= 0n)
            throw new AppError('validation_error', {
              fields: { stake: { key: 'Validation.invalid_amount' } },
            });
          return {
            stakeMinor,
            house: houseCurrency,
            display,
            displayRate: toDisplay,
            primaryCurrency: code,
          };
        }
      }
      return {
        stakeMinor: parseAmountField(amount, houseCurrency.ledgerScale, 'stake'),
        house: houseCurrency,
        display: houseCurrency,
        displayRate: IDENTITY,
        primaryCurrency: code,
      };
    },

    /** A house amount in the display currency of a bet, formatted (rounded down). */
    async displayAmount(
      minor: bigint,
      displayCurrency: string,
      rate: { numerator: string; denominator: string },
    ): Promise<string> {
      const houseCurrency = await house();
      if (displayCurrency === houseCurrency.code)
        return formatAmount(minor, houseCurrency.ledgerScale);
      const display = await deps.currencies
        .requireCurrency(displayCurrency)
        .catch(() => houseCurrency);
      return formatAmount(
        convertMinor(minor, houseCurrency.ledgerScale, display.ledgerScale, {
          numerator: BigInt(rate.numerator),
          denominator: BigInt(rate.denominator),
        }),
        display.ledgerScale,
      );
    },
  };
}

export type StakeMoney = ReturnType<typeof stakeMoney>;
