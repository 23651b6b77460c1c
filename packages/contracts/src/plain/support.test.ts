import { describe, expect, it } from 'vitest';
import { supportChatLocale, supportChatScriptUrl } from './support';

describe('support chat locale (shell spec §7)', () => {
  it('maps en, hi, kk and uk to themselves and any other tag to its language code', () => {
    expect(['en', 'hi', 'kk', 'uk'].map(supportChatLocale)).toEqual(['en', 'hi', 'kk', 'uk']);
    expect(supportChatLocale('kk-KZ')).toBe('kk');
    expect(supportChatLocale('UK_ua')).toBe('uk');
    expect(supportChatLocale('ru')).toBe('ru');
    expect(supportChatLocale('pt-BR')).toBe('pt');
    expect(supportChatLocale('')).toBe('en');
  });

  it('fills the template with the mapped locale', () => {
    expect(supportChatScriptUrl('https://chat.example/{locale}/widget.js', 'kk-KZ')).toBe(
      'https://chat.example/kk/widget.js',
    );
  });
});
