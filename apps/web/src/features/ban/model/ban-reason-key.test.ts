import { describe, expect, it } from 'vitest';
import { BAN_REASONS } from '@wheelhouse/contracts/auth';
import { i18n } from '../../../lib/i18n';
import { banReasonKey } from './ban-reason-key';

describe('banReasonKey', () => {
  it('gives every spec reason its own translated message', () => {
    const keys = BAN_REASONS.map(banReasonKey);
    expect(new Set(keys).size).toBe(BAN_REASONS.length);
    for (const key of keys) {
      expect(i18n.exists(`ban.reasons.${key}`, { lng: 'en' })).toBe(true);
      expect(i18n.exists(`ban.reasons.${key}`, { lng: 'ru' })).toBe(true);
    }
  });

  it('reads unknown reasons as "other"', () => {
    expect(banReasonKey('9.99 something new')).toBe('other');
  });
});
