import { convertMinor, formatAmount, parseAmount, type Rate } from '@wheelhouse/contracts/money';
import { payoutFor } from '@wheelhouse/fair/payout';
import { parseAmountField } from '../../platform/amount-field';
import { AppError } from '../../platform/errors';
import type { CurrenciesService, Currency } from '../currencies';
import type { SettingsService } from '../settings';
import type { UsersService } from '../users';

/** A stake as the player typed it, converted to the house currency (rounded down). */
export interface Stake {
  stakeMinor: bigint;
  displayCurrency: string;
  /** House → display, to show the stake and payout as the player saw them. */
  displayRate: Rate;
}

/** The operator's per-bet limits in house minor units; 0 means no limit. */
export interface BetLimits {
  maxBetMinor: bigint;
  maxProfitMinor: bigint;
}

export interface StakesDeps {
  houseCurrency: string;
  currencies: Pick<CurrenciesService, 'requireCurrency' | 'rateOf'>;
  users: Pick<UsersService, 'primaryCurrencyOf'>;
  settings: Pick<SettingsService, 'recent'>;
}

const IDENTITY: Rate = { numerator: 1n, denominator: 1n };

function tooMuch(max: bigint, scale: number): AppError {
  return new AppError('validation_error', {
    message: 'The stake is above the limit',
    fields: {
      amount: { key: 'Validation.maximum_amount', params: { max: formatAmount(max, scale) } },
    },
  });
}

/**
 * Stakes in the player's display currency: parsing, conversion to the house currency and the
 * operator's max bet and max profit. An inactive display currency, or one without a rate, is the
 * house currency, as the balance shows it (wallet module).
 */
export function stakes(deps: StakesDeps) {
  async function displayOf(
    userId: number,
    knownCode?: string,
  ): Promise<{ house: Currency; display: Currency }> {
    const house = await deps.currencies.requireCurrency(deps.houseCurrency);
    const code = knownCode ?? (await deps.users.primaryCurrencyOf(userId));
    if (code === house.code) return { house, display: house };
    const display = await deps.currencies.requireCurrency(code).catch(() => house);
    return { house, display: display.active ? display : house };
  }

  async function rateOrNull(from: string, to: string): Promise<Rate | null> {
    try {
      return (await deps.currencies.rateOf(from, to)).rate;
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return null;
      throw error;
    }
  }

  return {
    /** `primaryCurrency`: the player's display currency when this request read it already. */
    async stakeOf(
      userId: number,
      amount: string,
      primaryCurrency?: string,
    ): Promise<Stake & { display: Currency; house: Currency }> {
      const { house, display } = await displayOf(userId, primaryCurrency);
      if (display.code !== house.code) {
        const [toHouse, toDisplay] = await Promise.all([
          rateOrNull(display.code, house.code),
          rateOrNull(house.code, display.code),
        ]);
        if (toHouse && toDisplay) {
          const typed = parseAmountField(amount, display.ledgerScale, 'amount');
          const stakeMinor = convertMinor(typed, display.ledgerScale, house.ledgerScale, toHouse);
          if (stakeMinor <= 0n)
            throw new AppError('validation_error', {
              fields: { amount: { key: 'Validation.invalid_amount' } },
            });
          return {
            stakeMinor,
            displayCurrency: display.code,
            displayRate: toDisplay,
            display,
            house,
          };
        }
      }
      return {
        stakeMinor: parseAmountField(amount, house.ledgerScale, 'amount'),
        displayCurrency: house.code,
        displayRate: IDENTITY,
        display: house,
        house,
      };
    },

    async limits(): Promise<BetLimits> {
      const [settings, house] = await Promise.all([
        deps.settings.recent(),
        deps.currencies.requireCurrency(deps.houseCurrency),
      ]);
      const minor = (text: string) => {
        const parsed = parseAmount(text, house.ledgerScale);
        return parsed.ok ? parsed.minor : 0n;
      };
      return {
        maxBetMinor: minor(settings['originals.maxBet']),
        maxProfitMinor: minor(settings['originals.maxProfit']),
      };
    },

    /**
     * Refuses a stake above the max bet, or one whose best possible result (`maxMultiplier`, when
     * the game's parameters fix it) would win more than the max profit. The error names the largest
     * stake allowed, in the display currency.
     */
    checkStake(
      stake: Stake & { display: Currency; house: Currency },
      limits: BetLimits,
      maxMultiplier: bigint | null,
    ): void {
      const toDisplay = (minor: bigint) =>
        convertMinor(minor, stake.house.ledgerScale, stake.display.ledgerScale, stake.displayRate);
      if (limits.maxBetMinor > 0n && stake.stakeMinor > limits.maxBetMinor)
        throw tooMuch(toDisplay(limits.maxBetMinor), stake.display.ledgerScale);
      if (limits.maxProfitMinor > 0n && maxMultiplier !== null && maxMultiplier > 10_000n) {
        const profit = payoutFor(stake.stakeMinor, maxMultiplier) - stake.stakeMinor;
        if (profit > limits.maxProfitMinor)
          throw tooMuch(
            toDisplay((limits.maxProfitMinor * 10_000n) / (maxMultiplier - 10_000n)),
            stake.display.ledgerScale,
          );
      }
    },
  };
}

/** The payout of a result, never more than the stake plus the operator's max profit. */
export function cappedPayout(stakeMinor: bigint, multiplier: bigint, limits: BetLimits): bigint {
  const payout = payoutFor(stakeMinor, multiplier);
  if (limits.maxProfitMinor > 0n && payout - stakeMinor > limits.maxProfitMinor)
    return stakeMinor + limits.maxProfitMinor;
  return payout;
}

export type Stakes = ReturnType<typeof stakes>;
