import { describe, expect, it } from 'vitest';
import { validateCredentials } from './validate-credentials';

describe('validateCredentials', () => {
  it('accepts a valid pair', () => {
    expect(validateCredentials({ email: 'ann@example.com', password: 'long-enough' })).toEqual({});
  });

  it('requires both fields', () => {
    expect(validateCredentials({ email: ' ', password: '' })).toEqual({
      email: { key: 'Validation.required' },
      password: { key: 'Validation.required' },
    });
  });

  it('checks the email format and the password length bounds', () => {
    expect(validateCredentials({ email: 'ann@', password: 'short' })).toEqual({
      email: { key: 'Validation.invalid_email' },
      password: { key: 'Validation.min_length', params: { min: 8 } },
    });
    expect(validateCredentials({ email: 'ann@example.com', password: 'x'.repeat(65) })).toEqual({
      password: { key: 'Validation.max_length', params: { max: 64 } },
    });
  });
});
