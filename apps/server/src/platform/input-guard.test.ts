import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { assertSafeInput, firstUnsafeInput, isUnsafeText } from './input-guard';

describe('input guard', () => {
  it('refuses NUL, C0 control characters and lone surrogates, and keeps all other text', () => {
    for (const text of [
      'a\u0000b',
      '\u0000',
      '\u0001',
      '\u001b[31m',
      '\u000b',
      'a\ud800',
      '\udfff',
      'x\udc00y',
    ])
      expect(isUnsafeText(text), JSON.stringify(text)).toBe(true);
    for (const text of [
      '',
      'plain',
      'tab\tand\nnew\r\nlines',
      'émoji 😀🎰',
      '\u202eRTL',
      '\u200b',
      '\u007f',
      '１２３',
    ])
      expect(isUnsafeText(text), JSON.stringify(text)).toBe(false);
  });

  it('names the first unsafe field by its dotted path, keys and nested arrays included', () => {
    expect(firstUnsafeInput({ a: 'ok', b: { c: ['ok', 'x\u0000'] } })?.path).toBe('b.c.1');
    expect(firstUnsafeInput({ 'k\u0000': 1 })?.path).toBe('k?');
    expect(firstUnsafeInput('\ud800')?.path).toBe('_');
    expect(firstUnsafeInput({ amount: Infinity })).toEqual({
      path: 'amount',
      error: { key: 'Validation.invalid' },
    });
    expect(firstUnsafeInput({ a: [1, -0, 1e308, null, true, 'fine'] })).toBeUndefined();
  });

  it('walks any nesting a body can reach without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 500_000; level += 1) deep = [deep];
    expect(firstUnsafeInput(deep)?.path).toBe(`${'0.'.repeat(500_000)}`.slice(0, -1));
  });

  it('throws the 400 validation_error with the field', () => {
    let thrown: unknown;
    try {
      assertSafeInput({ reason: 'a\u0000' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      status: 400,
      code: 'validation_error',
      fields: { reason: { key: 'Validation.invalid_format', params: { format: 'text' } } },
    });
  });
});
