import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '@wheelhouse/contracts/plain/locales';

/** The TON view's own source, read as text: the keys it shows are the ones it names. */
const sources = import.meta.glob<string>('./*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const locales = import.meta.glob<Record<string, unknown>>('../../../../locales/*/ton.json', {
  import: 'default',
  eager: true,
});

function keysUsed(): string[] {
  const keys = new Set<string>();
  for (const source of Object.values(sources))
    for (const match of source.matchAll(/\bt\(\s*'ton\.([a-z_]+)'/g)) keys.add(match[1]!);
  return [...keys].sort();
}

describe('the TON deposit view’s texts', () => {
  it('finds the keys it shows', () => {
    expect(keysUsed()).toEqual(expect.arrayContaining(['connect', 'send', 'credited']));
  });

  it.each(SUPPORTED_LOCALES)('are all translated in %s', (locale) => {
    const texts = locales[`../../../../locales/${locale}/ton.json`];
    expect(texts, `locales/${locale}/ton.json`).toBeDefined();
    const missing = keysUsed().filter((key) => typeof texts?.[key] !== 'string' || !texts[key]);
    expect(missing).toEqual([]);
  });
});
