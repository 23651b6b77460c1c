import english from '../locales/en/security.json';
import { isApiError } from './api-error';
import { errorMessage } from './error-message';
import { i18n, registerSection } from './i18n';
import type { TFunction } from 'i18next';

// Account-security screens (sign-in code, reset, step-up, profile section) are all lazy chunks
// that import this, so their English stays out of the first load.
registerSection('security', english);

const OWN_CODES = new Set(Object.keys(english.errors));

/** An error's message, with the security codes the first-load error list does not carry. */
export function securityErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    const fieldKey = Object.values(error.fields)[0]?.key.replace(/^Validation\./, '');
    if (fieldKey && OWN_CODES.has(fieldKey)) return t(`security.errors.${fieldKey}` as never);
    if (OWN_CODES.has(error.detail) && i18n.exists(`security.errors.${error.detail}`))
      return t(`security.errors.${error.detail}` as never);
  }
  return errorMessage(t, error);
}
