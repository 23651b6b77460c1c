import { PASSWORD_MAX, PASSWORD_MIN, ZEmail } from '@wheelhouse/contracts/auth';
import type { FieldError } from '@wheelhouse/contracts/errors';

export type CredentialField = 'email' | 'password';
export type CredentialErrors = Partial<Record<CredentialField, FieldError>>;

/**
 * The contract rules checked before a request, in the server's own error shape
 * ("Validation.<rule>" plus params) so client and server messages render the same way.
 */
export function validateCredentials(input: { email: string; password: string }): CredentialErrors {
  const errors: CredentialErrors = {};
  if (input.email.trim() === '') errors.email = { key: 'Validation.required' };
  else if (!ZEmail.safeParse(input.email).success)
    errors.email = { key: 'Validation.invalid_email' };

  if (input.password === '') errors.password = { key: 'Validation.required' };
  else if (input.password.length < PASSWORD_MIN) {
    errors.password = { key: 'Validation.min_length', params: { min: PASSWORD_MIN } };
  } else if (input.password.length > PASSWORD_MAX) {
    errors.password = { key: 'Validation.max_length', params: { max: PASSWORD_MAX } };
  }
  return errors;
}

export function hasErrors(errors: CredentialErrors): boolean {
  return Object.keys(errors).length > 0;
}
