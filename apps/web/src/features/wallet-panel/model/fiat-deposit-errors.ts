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
  /** Anything else: the generic create-deposit-fail title and message, field errors under fields. */
  | { kind: 'failed'; fields: Record<string, FieldError> };

export function depositFailure(error: unknown): DepositFailure {
  if (!isApiError(error)) return { kind: 'failed', fields: {} };
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
