import { describe, expect, it } from 'vitest';
import { detectLocale, localeRedirectTarget, localizePath, splitLocalePath } from './locale';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('detectLocale', () => {
  it("prefers the signed-in player's language", () => {
    expect(detectLocale({ userLanguage: 'ru', browserLanguages: ['en-US'] })).toBe('ru');
  });

  it('falls back to the first supported browser language', () => {
    expect(detectLocale({ userLanguage: null, browserLanguages: ['de-DE', 'ru-RU', 'en'] })).toBe(
      'ru',
    );
  });

  it('ignores an unsupported player language', () => {
    expect(detectLocale({ userLanguage: 'de', browserLanguages: ['en-GB'] })).toBe('en');
  });

  it('knows Ukrainian and Kazakh, from the player or the browser', () => {
    expect(detectLocale({ userLanguage: 'kk', browserLanguages: ['ru-RU'] })).toBe('kk');
    expect(detectLocale({ browserLanguages: ['uk-UA', 'ru'] })).toBe('uk');
    expect(splitLocalePath('/kk/bonuses')).toEqual({ locale: 'kk', rest: '/bonuses' });
  });

  it('uses English when nothing matches', () => {
    expect(detectLocale({ browserLanguages: ['fr-FR', 'de'] })).toBe('en');
    expect(detectLocale({})).toBe('en');
  });
});

describe('splitLocalePath', () => {
  it('reads a supported prefix', () => {
    expect(splitLocalePath('/ru/profile')).toEqual({ locale: 'ru', rest: '/profile' });
    expect(splitLocalePath('/en')).toEqual({ locale: 'en', rest: '/' });
  });

  it('drops an unsupported locale-shaped prefix', () => {
    expect(splitLocalePath('/de/games/12')).toEqual({ locale: undefined, rest: '/games/12' });
  });

  it('keeps a path that has no prefix', () => {
    expect(splitLocalePath('/profile')).toEqual({ locale: undefined, rest: '/profile' });
    expect(splitLocalePath('/')).toEqual({ locale: undefined, rest: '/' });
  });
});

describe('localeRedirectTarget', () => {
  it('adds the locale and keeps the rest of the path, query and hash', () => {
    expect(localeRedirectTarget(at('/profile', '?tab=1', '#top'), 'ru')).toBe(
      '/ru/profile?tab=1#top',
    );
  });

  it('replaces an unknown prefix', () => {
    expect(localeRedirectTarget(at('/fr/bonuses'), 'en')).toBe('/en/bonuses');
  });

  it('sends the bare root to the locale home', () => {
    expect(localeRedirectTarget(at('/'), 'en')).toBe('/en');
  });

  it('moves an existing prefix to another locale', () => {
    expect(localeRedirectTarget(at('/en/profile', '?auth=login'), 'ru')).toBe(
      '/ru/profile?auth=login',
    );
  });
});

describe('localizePath', () => {
  it('prefixes paths', () => {
    expect(localizePath('en', '/games/favorites')).toBe('/en/games/favorites');
    expect(localizePath('ru', '/')).toBe('/ru');
  });
});
