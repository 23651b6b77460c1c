import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from './locales';
import { fillSeoTemplate, SEO_STRINGS, seoPlaceholders, type SeoPageKind } from './seo';

const kinds = Object.keys(SEO_STRINGS[DEFAULT_LOCALE]).filter(
  (key) => key !== 'siteName' && key !== 'ogLocale',
) as SeoPageKind[];

describe('page metadata strings', () => {
  it('every language has every page, non-empty, with the same placeholders as English', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const strings = SEO_STRINGS[locale];
      expect(strings.siteName.trim(), locale).not.toBe('');
      expect(strings.ogLocale, locale).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
      for (const kind of kinds)
        for (const field of ['title', 'description'] as const) {
          const text = strings[kind][field];
          const english = SEO_STRINGS[DEFAULT_LOCALE][kind][field];
          expect(text.trim(), `${locale}.${kind}.${field}`).not.toBe('');
          expect(seoPlaceholders(text).sort(), `${locale}.${kind}.${field}`).toEqual(
            seoPlaceholders(english).sort(),
          );
        }
    }
  });

  it('every other language is a translation, not a copy of English', () => {
    for (const locale of SUPPORTED_LOCALES.filter((code) => code !== DEFAULT_LOCALE))
      for (const kind of kinds)
        expect(SEO_STRINGS[locale][kind].description, `${locale}.${kind}`).not.toBe(
          SEO_STRINGS[DEFAULT_LOCALE][kind].description,
        );
  });

  it('each language names its own territory for Open Graph', () => {
    expect(SUPPORTED_LOCALES.map((locale) => SEO_STRINGS[locale].ogLocale)).toEqual([
      'en_US',
      'ru_RU',
      'uk_UA',
      'kk_KZ',
    ]);
  });

  it('fills placeholders and drops unknown ones', () => {
    expect(fillSeoTemplate('{{title}} by {{provider}}', { title: 'Dice', provider: 'Us' })).toBe(
      'Dice by Us',
    );
    expect(fillSeoTemplate('{{title}}!{{nope}}', { title: 'Dice' })).toBe('Dice!');
    expect(fillSeoTemplate('{{title}}', { title: '$& {{x}}' })).toBe('$& {{x}}');
  });
});
