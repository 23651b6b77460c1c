import type { FieldError } from '@wheelhouse/contracts/errors';
import { isApiError } from '../../../lib/api-error';

/**
 * The error catalogue of cashier spec §8: these codes show their own message
 * (`wallet.server_error.<code>`) with the request key and time. `wager` is in the catalogue too,
 * but withdrawal flows open the wager view for it instead.
 */
export const SERVER_ERROR_CATALOGUE = [
  'error_orders_limit',
  'error_currency_not_supported',
  'error_invalid_address',
  'error_internal_address',
  'wallet_withdraw_too_small',
  'wallet_buy_banned',
  'wallet_fiat_banned',
  'withdraw_daily_limit_exceeded',
  'wager',
  'payments_are_disabled',
  'insufficient_balance',
  'invalid_ggr',
] as const;
export type CatalogueCode = (typeof SERVER_ERROR_CATALOGUE)[number];

function isCatalogueCode(detail: string): detail is CatalogueCode {
  return (SERVER_ERROR_CATALOGUE as readonly string[]).includes(detail);
}

/** The catalogue code of a failed call, or null when it has none (it then has no own message). */
export function catalogueCodeOf(error: unknown): CatalogueCode | null {
  return isApiError(error) && isCatalogueCode(error.detail) ? error.detail : null;
}

export type WithdrawFailure =
  /** Wagering is unfinished: the wager view. */
  | { kind: 'wager' }
  /** Verification is required first: the personal-data view. */
  | { kind: 'personal-data' }
  /** A catalogue code: its toast with the request key and time, and any field errors. */
  | {
      kind: 'catalogue';
      code: CatalogueCode;
      requestKey: string;
      time: string;
      fields: Record<string, FieldError>;
    }
  /** No answer or a server fault: the request may have gone through; retry with the same key. */
  | { kind: 'uncertain' }
  /** Anything else: the create-failure toast, and field errors when the server named fields. */
  | { kind: 'failed'; fields: Record<string, FieldError> };

/** What a failed `POST /api/v1/wallet/txns/withdraw` means to the player (spec §8). */
export function withdrawFailure(error: unknown): WithdrawFailure {
  if (!isApiError(error)) return { kind: 'failed', fields: {} };
  if (error.detail === 'wager') return { kind: 'wager' };
  if (error.detail === 'verification_required') return { kind: 'personal-data' };
  if (isCatalogueCode(error.detail) && error.body) {
    return {
      kind: 'catalogue',
      code: error.detail,
      requestKey: error.body.key,
      time: error.body.time,
      fields: error.fields,
    };
  }
  if (error.isServerOrNetwork) return { kind: 'uncertain' };
  return { kind: 'failed', fields: error.fields };
}

/** What a failed wager check means: the wager view for `wager`, else temporary difficulties. */
export function wagerCheckFailure(error: unknown): 'wager' | 'personal-data' | 'temporary' {
  if (!isApiError(error)) return 'temporary';
  if (error.detail === 'wager') return 'wager';
  if (error.detail === 'verification_required') return 'personal-data';
  return 'temporary';
}
