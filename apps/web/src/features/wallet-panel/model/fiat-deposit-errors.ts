import type { FieldError } from '@wheelhouse/contracts/errors';
import { isApiError } from '../../../lib/api-error';
import { catalogueCodeOf, type CatalogueCode } from './withdraw-errors';

/** What a failed fiat deposit call means to the player (cashier spec §8). */
export type DepositFailure =
  /** A catalogue code: its toast with the request key and time (and any field errors). */
  | {
      kind: 'catalogue';
      code: CatalogueCode;
      requestKey: string;
      time: string;
      fields: Record<string, FieldError>;
    }
  /** The player's own limit or block (responsible gaming): why, and when it opens again. */
  | { kind: 'refused'; error: unknown }
  /** Anything else: the generic create-deposit-fail title and message, field errors under fields. */
  | { kind: 'failed'; fields: Record<string, FieldError> };

export function depositFailure(error: unknown): DepositFailure {
  if (!isApiError(error)) return { kind: 'failed', fields: {} };
  if (error.detail.startsWith('rg_')) return { kind: 'refused', error };
  const code = catalogueCodeOf(error);
  if (code && error.body) {
    return {
      kind: 'catalogue',
      code,
      requestKey: error.body.key,
      time: error.body.time,
      fields: error.fields,
    };
  }
  return { kind: 'failed', fields: error.fields };
}
