import { describe, expect, it } from 'vitest';
import { pageAddressOf, pageHeadOf, preferredLocale } from './page-meta';

const ORIGIN = 'https://casino.example';
const property = (head: ReturnType<typeof pageHeadOf>, name: string) =>
  head.properties.find(([key]) => key === name)?.[1];
const meta = (head: ReturnType<typeof pageHeadOf>, name: string) =>
  head.names.find(([key]) => key === name)?.[1];

describe('page addresses', () => {
  it('knows the routes of the player app', () => {
    expect(pageAddressOf('/en/').route).toEqual({ kind: 'home' });
    expect(pageAddressOf('/ru').route).toEqual({ kind: 'home' });
    expect(pageAddressOf('/en/games/42').route).toEqual({ kind: 'game', id: '42' });
    expect(pageAddressOf('/en/games/favorites').route).toEqual({ kind: 'favorites' });
    expect(pageAddressOf('/ru/categories/slots/games').route).toEqual({
      kind: 'category',
      value: 'slots',
    });
    expect(pageAddressOf('/en/providers/wheelhouse-originals/games/').route).toEqual({
      kind: 'provider',
      value: 'wheelhouse-originals',
    });
    expect(pageAddressOf('/en/profile').route).toEqual({ kind: 'profile' });
    expect(pageAddressOf('/en/bonuses').route).toEqual({ kind: 'bonuses' });
    expect(pageAddressOf('/ru/bonuses/12/games').route).toEqual({ kind: 'bonuses' });
    expect(pageAddressOf('/en/bonuses/12').route).toEqual({ kind: 'site' });
    for (const other of [
      '/en/no-such-page',
      '/en/games/1/x',
      '/en/categories/slots',
      '/en/%E0',
      '/en/bonuses/%E0/games',
    ])
      expect(pageAddressOf(other).route, other).toEqual({ kind: 'site' });
  });

  it('takes the language from the prefix, else from Accept-Language', () => {
    expect(pageAddressOf('/ru/profile', 'en')).toMatchObject({ locale: 'ru', prefixed: true });
    expect(pageAddressOf('/profile', 'ru-RU,ru;q=0.9')).toEqual({
      locale: 'ru',
      prefixed: false,
      route: { kind: 'profile' },
    });
    expect(pageAddressOf('/de/games/7', 'de')).toEqual({
      locale: 'en',
      prefixed: false,
      route: { kind: 'game', id: '7' },
    });
    expect(preferredLocale(undefined)).toBe('en');
    expect(preferredLocale('de-DE, fr;q=0.9, ru;q=0.8, en;q=0.7')).toBe('ru');
    expect(preferredLocale('en;q=0.5, ru;q=0.9')).toBe('ru');
    expect(preferredLocale('ru;q=0, en')).toBe('en');
    expect(preferredLocale('*')).toBe('en');
  });
});

describe('page heads', () => {
  it('home in English with Open Graph and alternate languages', () => {
    const head = pageHeadOf(pageAddressOf('/en/'), null, ORIGIN, '/en/');
    expect(head.lang).toBe('en');
    expect(head.title).toBe('Wheelhouse — online casino and sportsbook');
    expect(meta(head, 'description')).toMatch(/sportsbook/);
    expect(meta(head, 'robots')).toBeUndefined();
    expect(property(head, 'og:title')).toBe(head.title);
    expect(property(head, 'og:description')).toBe(meta(head, 'description'));
    expect(property(head, 'og:type')).toBe('website');
    expect(property(head, 'og:url')).toBe('https://casino.example/en/');
    expect(property(head, 'og:locale')).toBe('en_US');
    expect(
      head.properties.filter(([name]) => name === 'og:locale:alternate').map(([, value]) => value),
    ).toEqual(['ru_RU', 'uk_UA', 'kk_KZ']);
    expect(property(head, 'og:image')).toBeUndefined();
    expect(head.links).toEqual([
      { rel: 'canonical', href: 'https://casino.example/en/' },
      { rel: 'alternate', hreflang: 'en', href: 'https://casino.example/en/' },
      { rel: 'alternate', hreflang: 'ru', href: 'https://casino.example/ru/' },
      { rel: 'alternate', hreflang: 'uk', href: 'https://casino.example/uk/' },
      { rel: 'alternate', hreflang: 'kk', href: 'https://casino.example/kk/' },
    ]);
  });

  it('Ukrainian and Kazakh pages speak their language, with the language in the address', () => {
    const uk = pageHeadOf(pageAddressOf('/uk/bonuses'), null, ORIGIN, '/uk/bonuses');
    expect(uk.lang).toBe('uk');
    expect(uk.title).toBe('Бонуси та акції — Wheelhouse');
    expect(property(uk, 'og:locale')).toBe('uk_UA');
    const kk = pageHeadOf(
      pageAddressOf('/kk/games/dice'),
      { title: 'Dice', provider: 'Wheelhouse Originals' },
      ORIGIN,
      '/kk/games/dice',
    );
    expect(kk.lang).toBe('kk');
    expect(kk.title).toBe('Dice — Wheelhouse-та ойнаңыз');
    expect(meta(kk, 'description')).toContain('Wheelhouse Originals әзірлеген Dice');
    expect(pageAddressOf('/', 'kk-KZ,kk;q=0.9,ru;q=0.8').locale).toBe('kk');
  });

  it('a game in Russian names the game and its studio, with a raster image', () => {
    const head = pageHeadOf(
      pageAddressOf('/ru/games/dice'),
      { title: 'Кости', provider: 'Wheelhouse Originals', imageUrl: '/games/dice.png' },
      ORIGIN,
      '/ru/games/dice',
    );
    expect(head.lang).toBe('ru');
    expect(head.title).toBe('Кости — играть в Wheelhouse');
    expect(meta(head, 'description')).toBe(
      'Играйте в Кости от Wheelhouse Originals в Wheelhouse: с телефона или компьютера, в криптовалюте или в своей валюте.',
    );
    expect(property(head, 'og:image')).toBe('https://casino.example/games/dice.png');
    expect(property(head, 'og:locale')).toBe('ru_RU');
  });

  it('og:image only for raster images it can make absolute', () => {
    const image = (imageUrl: string, origin: string | undefined) =>
      property(
        pageHeadOf(pageAddressOf('/en/games/1'), { title: 'X', imageUrl }, origin, '/en/games/1'),
        'og:image',
      );
    expect(image('/games/dice.svg', ORIGIN)).toBeUndefined();
    expect(image('https://cdn.example/a.webp', ORIGIN)).toBe('https://cdn.example/a.webp');
    expect(image('http://cdn.example/a.png', ORIGIN)).toBeUndefined();
    expect(image('//cdn.example/a.png', ORIGIN)).toBeUndefined();
    expect(image('/games/a.jpg', undefined)).toBeUndefined();
  });

  it('category and provider titles; not found falls back to the site, unindexed', () => {
    const category = pageHeadOf(
      pageAddressOf('/en/categories/slots/games'),
      { title: 'Slots' },
      ORIGIN,
      '/en/categories/slots/games',
    );
    expect(category.title).toBe('Slots — games at Wheelhouse');
    const provider = pageHeadOf(
      pageAddressOf('/ru/providers/acme/games'),
      { title: 'Acme' },
      ORIGIN,
      '/ru/providers/acme/games',
    );
    expect(provider.title).toBe('Игры Acme в Wheelhouse');
    const missing = pageHeadOf(pageAddressOf('/en/games/404'), null, ORIGIN, '/en/games/404');
    expect(missing.title).toBe('Wheelhouse — online casino and sportsbook');
    expect(meta(missing, 'robots')).toBe('noindex');
  });

  it('titles a policy page with the policy, and an unknown policy as the site', () => {
    const address = pageAddressOf('/ru/policies/terms');
    expect(address.route).toEqual({ kind: 'policy', slug: 'terms' });
    const terms = pageHeadOf(address, { title: 'Правила и условия' }, ORIGIN, '/ru/policies/terms');
    expect(terms.title).toBe('Правила и условия — Wheelhouse');
    expect(meta(terms, 'robots')).toBeUndefined();
    const unknown = pageHeadOf(pageAddressOf('/en/policies/x'), null, ORIGIN, '/en/policies/x');
    expect(meta(unknown, 'robots')).toBe('noindex');
  });

  it('personal pages are not indexed; without an origin there is no og:url', () => {
    const profile = pageHeadOf(pageAddressOf('/ru/profile'), null, undefined, '/ru/profile');
    expect(profile.title).toBe('Ваш профиль — Wheelhouse');
    expect(meta(profile, 'robots')).toBe('noindex');
    expect(property(profile, 'og:url')).toBeUndefined();
    expect(profile.links).toEqual([]);
    const unprefixed = pageHeadOf(pageAddressOf('/', 'ru'), null, ORIGIN, '/');
    expect(unprefixed.lang).toBe('ru');
    expect(property(unprefixed, 'og:url')).toBe('https://casino.example/');
    expect(unprefixed.links).toEqual([]);
  });

  it('the bonuses page in both languages, indexable (issue 13)', () => {
    const en = pageHeadOf(pageAddressOf('/en/bonuses'), null, ORIGIN, '/en/bonuses');
    expect(en.title).toBe('Bonuses and promotions — Wheelhouse');
    expect(meta(en, 'description')).toMatch(/welcome bonus/);
    expect(meta(en, 'robots')).toBeUndefined();
    expect(property(en, 'og:url')).toBe('https://casino.example/en/bonuses');
    const ru = pageHeadOf(
      pageAddressOf('/ru/bonuses/3/games'),
      null,
      ORIGIN,
      '/ru/bonuses/3/games',
    );
    expect(ru.title).toBe('Бонусы и акции — Wheelhouse');
    expect(meta(ru, 'description')).toMatch(/ежедневный бонус/);
  });
});
