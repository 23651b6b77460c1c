import type { FieldError as ServerFieldError } from '@wheelhouse/contracts/errors';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from './api-error';

/**
 * Form errors travel through react-hook-form as a message key with its params, JSON-encoded, so
 * the server's field errors (`Validation.<rule>`) and the contract's own checks in the browser show
 * the same translated sentence under the field.
 */
export interface MessageKey {
  key: string;
  params?: Record<string, string | number>;
}

export function encodeMessage(message: MessageKey): string {
  return JSON.stringify(message);
}

export function decodeMessage(message: string | undefined): MessageKey | undefined {
  if (!message) return undefined;
  try {
    const parsed = JSON.parse(message) as MessageKey;
    if (typeof parsed?.key === 'string') return parsed;
  } catch {
    // Not ours: shown as a generic "check this value".
  }
  return { key: 'Validation.invalid' };
}

/** The contract's checks, in the browser, named with the server's rule keys (zod's `error` option). */
export function zodIssueMessage(issue: z.core.$ZodRawIssue): string {
  const input = issue.input;
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return encodeMessage(
          input === '' || input === undefined || Number(issue.minimum) <= 1
            ? { key: 'Validation.required' }
            : { key: 'Validation.min_length', params: { min: Number(issue.minimum) } },
        );
      return encodeMessage({ key: 'Validation.min', params: { min: Number(issue.minimum) } });
    case 'too_big':
      if (issue.origin === 'string')
        return encodeMessage({
          key: 'Validation.max_length',
          params: { max: Number(issue.maximum) },
        });
      return encodeMessage({ key: 'Validation.max', params: { max: Number(issue.maximum) } });
    case 'invalid_format':
      if (input === '') return encodeMessage({ key: 'Validation.required' });
      return encodeMessage({
        key: issue.format === 'email' ? 'Validation.invalid_email' : 'Validation.invalid_format',
      });
    case 'invalid_type':
      return encodeMessage({
        key:
          input === undefined || input === '' ? 'Validation.required' : 'Validation.invalid_type',
      });
    case 'invalid_value':
      return encodeMessage({
        key:
          input === undefined || input === '' ? 'Validation.required' : 'Validation.invalid_value',
      });
    default:
      return encodeMessage({ key: 'Validation.invalid' });
  }
}

/**
 * Puts the server's field errors (`fields` of a 400 validation_error) under the form's fields.
 * Returns whether any were shown; a field the form does not have is reported on `root.server`.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly FieldPath<T>[],
): boolean {
  if (!isApiError(error) || Object.keys(error.fields).length === 0) return false;
  let focused = false;
  for (const [name, fieldError] of Object.entries(error.fields) as [string, ServerFieldError][]) {
    const message = encodeMessage({ key: fieldError.key, params: fieldError.params });
    const target = (formFields as readonly string[]).includes(name)
      ? (name as FieldPath<T>)
      : ('root.server' as FieldPath<T>);
    // The first field the server names takes the focus, as the browser's own checks do.
    const shouldFocus: boolean = !focused && target !== 'root.server';
    focused ||= shouldFocus;
    setError(target, { type: 'server', message }, { shouldFocus });
  }
  return true;
}
