import type {
  CryptoPaymentMethod,
  CryptoWithdrawFeeResponse,
} from '@wheelhouse/contracts/cashier-crypto';
import type { FieldError } from '@wheelhouse/contracts/errors';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';

/** The fields of the crypto-withdraw form a rule can reject. */
export type WithdrawField = 'amount' | 'address' | 'memo';
export type WithdrawFieldErrors = Partial<Record<WithdrawField, FieldError>>;

/** The provider that pays out to the player's messenger wallet: it needs no address (spec §5). */
export const CRYPTOBOT_PROVIDER = 'cryptobot';
export const MEMO_MAX_LENGTH = 100;

/** Digits with at most one decimal separator; a comma is read as the point. */
const AMOUNT_INPUT = /^(\d+)(?:[.,](\d*))?$/;

export type AmountInput =
  { ok: true; value: string; decimals: number } | { ok: false; error: FieldError };

/**
 * The shared amount rule (spec §5): digits and one decimal separator, at most `precision`
 * decimals, more than zero. Answers the canonical decimal the API takes ("010,50" → "10.50").
 */
export function readAmountInput(text: string, precision: number): AmountInput {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: { key: 'Validation.required' } };
  const match = AMOUNT_INPUT.exec(trimmed);
  if (!match) return { ok: false, error: { key: 'Validation.invalid_amount' } };
  const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (fraction.length > precision) {
    return { ok: false, error: { key: 'Validation.too_many_decimals', params: { precision } } };
  }
  const value = fraction === '' ? whole : `${whole}.${fraction}`;
  if (/^[0.]+$/.test(value)) return { ok: false, error: { key: 'Validation.invalid_amount' } };
  return { ok: true, value, decimals: fraction.length };
}

function decimalsOf(value: string): number {
  return value.split('.')[1]?.length ?? 0;
}

/** Compares two non-negative decimal strings exactly. */
export function compareAmounts(a: string, b: string): number {
  const scale = Math.max(decimalsOf(a), decimalsOf(b));
  const left = parseAmount(a, scale);
  const right = parseAmount(b, scale);
  if (!left.ok || !right.ok) throw new RangeError(`not amounts: ${a}, ${b}`);
  return left.minor === right.minor ? 0 : left.minor < right.minor ? -1 : 1;
}

/** a + b exactly, with as many decimals as the longer of the two. */
export function addAmounts(a: string, b: string): string {
  const scale = Math.max(decimalsOf(a), decimalsOf(b));
  const left = parseAmount(a, scale);
  const right = parseAmount(b, scale);
  if (!left.ok || !right.ok) throw new RangeError(`not amounts: ${a}, ${b}`);
  return formatAmount(left.minor + right.minor, scale);
}

/** The currency of a method: a token code is "<currency>-<network>" (contracts). */
export function methodCurrency(method: Pick<CryptoPaymentMethod, 'code'>): string {
  return method.code.split('-')[0] ?? method.code;
}

/**
 * Whether the form offers "to my crypto-bot wallet" (spec §1, §6: a messenger-bot payment option):
 * in bot mode, for a method that lists cryptobot among its additional providers.
 */
export function offersBotWallet(
  method: Pick<CryptoPaymentMethod, 'additionalProviders'>,
  botPayments: boolean,
): boolean {
  return botPayments && method.additionalProviders.includes(CRYPTOBOT_PROVIDER);
}

/** Whether a draft pays to the player's crypto-bot wallet (no address, no memo, no network fee). */
export function toBotWallet(input: Pick<WithdrawFormInput, 'provider'>): boolean {
  return input.provider === CRYPTOBOT_PROVIDER;
}

/** Only the Toncoin network carries a memo (spec §5). */
export function hasMemo(method: Pick<CryptoPaymentMethod, 'network'>): boolean {
  return method.network === 'TON';
}

export interface WithdrawFormInput {
  amount: string;
  address: string;
  memo: string;
  provider: string | null;
}

/** Every client rule of spec §5 "Crypto withdrawal" over the draft; empty when it may be sent. */
export function validateWithdrawForm(
  input: WithdrawFormInput,
  method: Pick<CryptoPaymentMethod, 'code' | 'precision' | 'addressFormat' | 'network'>,
  limits: Pick<CryptoWithdrawFeeResponse, 'minAmount' | 'maxAmount'> | null,
): WithdrawFieldErrors {
  const errors: WithdrawFieldErrors = {};
  const amount = readAmountInput(input.amount, method.precision);
  if (!amount.ok) {
    errors.amount = amount.error;
  } else if (limits) {
    const currency = methodCurrency(method);
    if (compareAmounts(amount.value, limits.minAmount) < 0) {
      errors.amount = {
        key: 'Validation.minimum_amount',
        params: { amount: limitAtPrecision(limits.minAmount, method.precision, 'up'), currency },
      };
    } else if (compareAmounts(amount.value, limits.maxAmount) > 0) {
      errors.amount = {
        key: 'Validation.maximum_amount',
        params: { amount: limitAtPrecision(limits.maxAmount, method.precision, 'down'), currency },
      };
    }
  }

  // To the crypto-bot wallet the address and memo fields are hidden and not sent.
  if (toBotWallet(input)) return errors;
  const address = input.address.trim();
  if (address === '') {
    errors.address = { key: 'Validation.required' };
  } else if (!matchesAddressFormat(address, method.addressFormat)) {
    errors.address = { key: 'Validation.invalid_address' };
  }

  if (hasMemo(method) && input.memo.trim().length > MEMO_MAX_LENGTH) {
    errors.memo = { key: 'Validation.max_length', params: { max: MEMO_MAX_LENGTH } };
  }
  return errors;
}

/**
 * A limit at the method precision, rounded so that the amount shown is itself allowed: the minimum
 * up, the maximum down ("10.000001" → "10.01" as a minimum at 2 decimals).
 */
export function limitAtPrecision(value: string, precision: number, round: 'up' | 'down'): string {
  const scale = Math.max(decimalsOf(value), precision);
  const parsed = parseAmount(value, scale);
  if (!parsed.ok) throw new RangeError(`not an amount: ${value}`);
  const unit = 10n ** BigInt(scale - precision);
  const cut = parsed.minor / unit;
  const minor = round === 'up' && cut * unit < parsed.minor ? cut + 1n : cut;
  return formatAmount(minor, precision);
}

function matchesAddressFormat(address: string, pattern: string): boolean {
  try {
    return new RegExp(pattern).test(address);
  } catch {
    // A pattern this browser cannot compile: leave the check to the server.
    return true;
  }
}

/**
 * A field error from the server in the form's own wording: a limit the server names `min` or
 * `max` becomes the `amount` and `currency` the minimum/maximum messages carry.
 */
export function normalizeServerFieldError(
  error: FieldError,
  method: Pick<CryptoPaymentMethod, 'code'>,
): FieldError {
  const isLimit =
    error.key === 'Validation.minimum_amount' || error.key === 'Validation.maximum_amount';
  if (!isLimit || error.params?.amount !== undefined) return error;
  const limit = error.params?.min ?? error.params?.max;
  if (limit === undefined) return error;
  return {
    key: error.key,
    params: { ...error.params, amount: String(limit), currency: methodCurrency(method) },
  };
}
