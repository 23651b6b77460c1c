import type { ParseKeys, TFunction } from 'i18next';
import type { ErrorBody, FieldError } from '@wheelhouse/contracts/errors';
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
  if (error.detail.startsWith('rg_') && error.body)
    return refusalMessage(t, error.detail, error.body);
  const key = `errors.${error.detail}`;
  return i18n.exists(key) ? t(key as AnyKey) : t('errors.unknown');
}

/**
 * A responsible-gaming refusal in words: which limit, the period, what is left and when it opens
 * again. The api client loads the section's strings before it throws such an error.
 */
function refusalMessage(t: TFunction, detail: string, body: ErrorBody): string {
  const permanent = detail === 'rg_self_exclusion' && !body.opensAt;
  const key = `responsible-gaming.refusal.${detail}${permanent ? '_permanent' : ''}`;
  if (!i18n.exists(key)) return t('errors.unknown');
  const opensAt = body.opensAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(body.opensAt),
      )
    : '';
  const params = {
    limit: body.limit ?? '',
    left: body.left ?? '',
    currency: body.currency ?? '',
    period: body.period ? t(`responsible-gaming.period.${body.period}`) : '',
    opensAt,
  };
  return t(key as 'responsible-gaming.refusal.rg_deposit_limit', params);
}

/** A field error from the server or the client ("Validation.<rule>" plus params), translated. */
export function fieldErrorMessage(t: TFunction, error: FieldError): string {
  const key = error.key.startsWith('Validation.') ? error.key : `Validation.${error.key}`;
  if (!i18n.exists(key)) return t('Validation.invalid');
  return t(key as AnyKey, error.params ?? {});
}
