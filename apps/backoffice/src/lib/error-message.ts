import type { TFunction } from 'i18next';
import { isApiError } from './api-error';

/** A sentence for any failed call: the code's own message when we have one, else a generic one. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.generic');
  return t(`errors.${error.detail}`, { defaultValue: t('errors.generic') });
}

/** The message of one field error from the server (`Validation.<rule>` with its params). */
export function fieldErrorMessage(
  t: TFunction,
  error: { key: string; params?: Record<string, string | number> },
): string {
  return t(error.key, { ...error.params, defaultValue: t('Validation.invalid') });
}
