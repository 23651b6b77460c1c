import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '@wheelhouse/contracts/plain/locales';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

/** Every string of a locale by its full key ("wallet.deposit.title"). */
function stringsOf(locale: string): Map<string, unknown> {
  const strings = new Map<string, unknown>();
  const walk = (value: unknown, key: string): void => {
    if (value !== null && typeof value === 'object')
      for (const [child, inner] of Object.entries(value)) walk(inner, `${key}.${child}`);
    else strings.set(key, value);
  };
  for (const [path, content] of Object.entries(files))
    if (path.startsWith(`./${locale}/`)) walk(content, path.split('/')[2]!.replace(/\.json$/, ''));
  return strings;
}

/** The `{{name}}` values a string interpolates (with any format suffix), sorted. */
function placeholders(text: unknown): string[] {
  return (String(text).match(/\{\{[^}]+\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();
}

const english = stringsOf(DEFAULT_LOCALE);
const others = SUPPORTED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

// The languages call offers every supported locale, so a supported locale must be complete: these
// checks are what keeps an unfinished translation out of the language list.
describe('translations', () => {
  it('English has the app’s strings', () => {
    expect(english.size).toBeGreaterThan(50);
  });

  it.each(others)('%s has exactly the keys of English', (locale) => {
    expect([...stringsOf(locale).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(others)('%s keeps every placeholder of the English string', (locale) => {
    const strings = stringsOf(locale);
    for (const [key, text] of english)
      expect(placeholders(strings.get(key)), key).toEqual(placeholders(text));
  });

  // Some strings are rightly the same in every language (brand names, "USD", "VIP"), but a locale
  // that is mostly English is a copy waiting for its translation, not a translation.
  it.each(others)('%s is translated, not English copied over', (locale) => {
    const strings = stringsOf(locale);
    const same = [...english].filter(([key, text]) => strings.get(key) === text).length;
    expect(same / english.size).toBeLessThan(0.1);
  });

  it('no translation is empty', () => {
    for (const locale of SUPPORTED_LOCALES)
      for (const [key, text] of stringsOf(locale)) {
        expect(typeof text, `${locale}: ${key}`).toBe('string');
        expect(String(text).trim(), `${locale}: ${key}`).not.toBe('');
      }
  });
});
