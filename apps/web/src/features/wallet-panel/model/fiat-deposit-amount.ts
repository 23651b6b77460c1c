import type { FiatPaymentMethod } from '@wheelhouse/contracts/fiat';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';

type BuyConditions = NonNullable<FiatPaymentMethod['buy']>;

/** Enough decimals to compare any method amount exactly. */
const SCALE = 8;

function minor(text: string): bigint | null {
  const parsed = parseAmount(text, SCALE);
  return parsed.ok ? parsed.minor : null;
}

/** A fiat deposit amount is whole units of the method currency: the input keeps digits only. */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/** Cashier spec §4 "Deposit amount default": presets within the method's min and max. */
export function depositPresets(buy: BuyConditions): string[] {
  const min = minor(buy.minAmount);
  const max = minor(buy.maxAmount);
  return buy.valuePresets.filter((preset) => {
    const value = minor(preset);
    return value !== null && (min === null || value >= min) && (max === null || value <= max);
  });
}

/** Whole units, rounded up ("100.50" → 101). */
function ceilWhole(value: bigint): bigint {
  const unit = 10n ** BigInt(SCALE);
  return value <= 0n ? 0n : (value + unit - 1n) / unit;
}

/**
 * The amount the form starts with: the third preset, or the last when there are fewer than
 * three; without presets the midpoint of min and max, rounded up to whole units.
 */
export function defaultDepositAmount(buy: BuyConditions): string {
  const presets = depositPresets(buy);
  if (presets.length > 0) return wholeText(presets[Math.min(2, presets.length - 1)]!);
  const min = minor(buy.minAmount) ?? 0n;
  const max = minor(buy.maxAmount) ?? min;
  return ceilWhole((min + max + 1n) / 2n).toString();
}

/** A preset as the digits-only input shows it ("1000.00" → "1000"). */
export function wholeText(amount: string): string {
  const value = minor(amount);
  if (value === null) return digitsOnly(amount);
  return formatAmount(ceilWhole(value), 0);
}
