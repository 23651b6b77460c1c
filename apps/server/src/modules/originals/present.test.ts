import { describe, expect, it } from 'vitest';
import { maskedName } from './present';

describe('maskedName', () => {
  it('shows the first two and the last character of the first name', () => {
    expect(maskedName('John', 'someone@example.test')).toBe('Jo***n');
    expect(maskedName('  Anastasia ', 'a@example.test')).toBe('An***a');
  });

  it('falls back to the email local part and hides very short names', () => {
    expect(maskedName(null, 'johnathan@example.test')).toBe('jo***n');
    expect(maskedName('', 'bob@example.test')).toBe('b***');
    expect(maskedName(null, '@example.test')).toBe('***');
  });

  it('never shows the placeholder address of a messenger sign-up', () => {
    expect(maskedName(null, 'tg-123456789@telegram.invalid')).toBe('***');
    expect(maskedName('Ivan', 'tg-123456789@telegram.invalid')).toBe('Iv***n');
  });
});
