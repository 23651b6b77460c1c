import { formatAmount } from '@wheelhouse/contracts/money';
import { AppError } from '../../platform/errors';

/**
 * A withdrawal amount within its method's bounds: below the minimum is the catalogue's
 * `wallet_withdraw_too_small`, above the maximum a field error naming the maximum.
 */
export function assertWithdrawAmountInBounds(
  amountMinor: bigint,
  method: { minWithdrawMinor: bigint; maxWithdrawMinor: bigint },
  scale: number,
): void {
  if (amountMinor < method.minWithdrawMinor) throw new AppError('wallet_withdraw_too_small');
  if (amountMinor > method.maxWithdrawMinor)
    throw new AppError('validation_error', {
      fields: {
        amount: {
          key: 'Validation.maximum_amount',
          params: { max: formatAmount(method.maxWithdrawMinor, scale) },
        },
      },
    });
}
