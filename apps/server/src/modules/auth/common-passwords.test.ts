import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('knows the usual suspects, case-insensitively', () => {
    for (const password of ['password', '12345678', 'qwertyuiop', 'Iloveyou1', 'PASSWORD1']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets unusual passwords through', () => {
    for (const password of [
      'wheelhouse-demo',
      'Wh-x8Jq2LmN0pVz',
      'correct horse battery staple 42',
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
