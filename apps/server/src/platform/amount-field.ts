import { parseAmount } from '@wheelhouse/contracts/money';
import { AppError } from './errors';

/**
 * Parses a request's decimal amount exactly at a currency's ledger scale, or throws the 400
 * validation_error the client shows next to `field`. Zero is never a valid amount to move.
 */
export function parseAmountField(
  text: string,
  scale: number,
  field: string,
  options: { allowNegative?: boolean } = {},
): bigint {
  const parsed = parseAmount(text, scale, options);
  if (!parsed.ok) {
    const error =
      parsed.rule === 'too_many_decimals'
        ? { key: 'Validation.too_many_decimals', params: { max: scale } }
        : { key: 'Validation.invalid_amount' };
    throw new AppError('validation_error', { fields: { [field]: error } });
  }
  if (parsed.minor === 0n)
    throw new AppError('validation_error', {
      fields: { [field]: { key: 'Validation.invalid_amount' } },
    });
  return parsed.minor;
}
