import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function keysOf(locale: string): string[] {
  return Object.entries(files)
    .filter(([path]) => path.startsWith(`./${locale}/`))
    .flatMap(([path, content]) => {
      const section = path.split('/')[2]!.replace(/\.json$/, '');
      return flattenKeys(content, section);
    })
    .sort();
}

describe('translations', () => {
  it('English and Russian have exactly the same keys', () => {
    const en = keysOf('en');
    expect(en.length).toBeGreaterThan(50);
    expect(keysOf('ru')).toEqual(en);
  });

  it('no translation is empty', () => {
    for (const content of Object.values(files)) {
      const walk = (value: unknown): void => {
        if (typeof value === 'string') expect(value.trim()).not.toBe('');
        else if (value && typeof value === 'object') Object.values(value).forEach(walk);
      };
      walk(content);
    }
  });
});
