import type { FieldError } from '@wheelhouse/contracts/errors';
import type { FiatDetailField, FiatDetails, FiatPaymentMethod } from '@wheelhouse/contracts/fiat';
import {
  normalizeDetailField,
  validateBuyAmount,
  validateBuyDetails,
  validateDispute,
  validateReceipt,
  type DisputeInput,
} from '@wheelhouse/contracts/fiat-rules';
import type { CountryCode } from 'libphonenumber-js/max';

/**
 * The deposit forms' checks, all from the contracts' fiat rules (the server answers the same keys):
 * the amount, the method's external fields, the receipt and the dispute.
 */
export function buyAmountError(text: string, method: FiatPaymentMethod): FieldError | null {
  return method.buy ? validateBuyAmount(text, method) : null;
}

const EXTERNAL_PREFIX = 'externalFields.';

/**
 * Errors of the additional-details step by field; optional fields are checked only when filled.
 * A phone is read in the picker's country (spec §5 "Phone"); without one, the method currency's.
 */
export function externalFieldErrors(
  method: FiatPaymentMethod,
  values: FiatDetails,
  phoneCountry?: CountryCode,
): Partial<Record<FiatDetailField, FieldError>> {
  return byDetailField(validateBuyDetails(values, method, phoneCountry));
}

/** `externalFields.<field>` keys (the rules' and the server's) by plain field name. */
export function byDetailField(
  fields: Record<string, FieldError>,
): Partial<Record<FiatDetailField, FieldError>> {
  const errors: Partial<Record<FiatDetailField, FieldError>> = {};
  for (const [key, error] of Object.entries(fields)) {
    if (key.startsWith(EXTERNAL_PREFIX)) {
      errors[key.slice(EXTERNAL_PREFIX.length) as FiatDetailField] = error;
    }
  }
  return errors;
}

/**
 * The request's externalFields: trimmed, optional fields only when present (spec §5); a phone as
 * E.164, read in the picker's country, so the server reads the number the player chose.
 */
export function externalFieldsOf(
  method: FiatPaymentMethod,
  values: FiatDetails,
  phoneCountry?: CountryCode,
): FiatDetails {
  const fields = method.buy?.externalDetailsFields ?? { required: [], optional: [] };
  const result: FiatDetails = {};
  for (const field of [...fields.required, ...fields.optional]) {
    const value = values[field]?.trim() ?? '';
    if (value === '') continue;
    result[field] = field === 'phone' ? normalizeDetailField(field, value, phoneCountry) : value;
  }
  return result;
}

/** Receipt errors, keys `name` and `fileContent`. */
export function receiptErrors(receipt: {
  name: string;
  fileName: string;
  fileContent: string;
}): Record<string, FieldError> {
  return validateReceipt(receipt);
}

/** Dispute errors, keys `image.name`, `image.fileContent`, `acceptOption`, `amount`, `comment`, `problem`. */
export function disputeErrors(dispute: DisputeInput, scale: number): Record<string, FieldError> {
  return validateDispute(dispute, { scale });
}
