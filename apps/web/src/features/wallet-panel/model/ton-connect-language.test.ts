import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '@wheelhouse/contracts/plain/locales';
import { tonConnectLanguage } from './ton-connect-language';

describe('the TON Connect UI language', () => {
  it('is the player’s language where TON Connect has it, English otherwise', () => {
    expect(tonConnectLanguage('en')).toBe('en');
    expect(tonConnectLanguage('ru')).toBe('ru');
    expect(tonConnectLanguage('uk')).toBe('en');
    expect(tonConnectLanguage('kk')).toBe('en');
  });

  it('answers a language TON Connect supports for every locale of the app', () => {
    for (const locale of SUPPORTED_LOCALES)
      expect(['en', 'ru']).toContain(tonConnectLanguage(locale));
  });
});
