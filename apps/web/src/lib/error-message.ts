import type { ParseKeys, TFunction } from 'i18next';
import type { FieldError } from '@wheelhouse/contracts/errors';
import { isApiError } from './api-error';
import { i18n } from './i18n';

/** A key checked at runtime with i18n.exists, since the server decides it. */
type AnyKey = ParseKeys;

/** The server's `detail` code as the user should read it (errors.<detail>), for any thrown value. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.unknown');
  if (error.detail === 'too_many_requests' && error.retryAfter !== undefined) {
    return t('errors.too_many_requests_wait', { seconds: error.retryAfter });
  }
  const key = `errors.${error.detail}`;
  return i18n.exists(key) ? t(key as AnyKey) : t('errors.unknown');
}

/** A field error from the server or the client ("Validation.<rule>" plus params), translated. */
export function fieldErrorMessage(t: TFunction, error: FieldError): string {
  const key = error.key.startsWith('Validation.') ? error.key : `Validation.${error.key}`;
  if (!i18n.exists(key)) return t('Validation.invalid');
  return t(key as AnyKey, error.params ?? {});
}
