import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translations } from '../lib/i18n';

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

// Vitest runs from the repository root.
const srcDir = join(process.cwd(), 'apps/backoffice/src/');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

describe('back office translations', () => {
  it('English and Russian have exactly the same keys, none empty', () => {
    const en = flattenKeys(translations.en).sort();
    expect(en.length).toBeGreaterThan(100);
    expect(flattenKeys(translations.ru).sort()).toEqual(en);
    for (const locale of [translations.en, translations.ru])
      for (const key of flattenKeys(locale)) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale);
        expect(String(value).trim(), key).not.toBe('');
      }
  });

  it('every literal key the code asks for exists in English', () => {
    const keys = new Set(flattenKeys(translations.en));
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([A-Za-z_]+(?:\.[A-Za-z0-9_]+)+)'/g))
        if (!keys.has(match[1]!)) missing.push(`${file.slice(srcDir.length)}: ${match[1]}`);
    }
    expect(missing).toEqual([]);
  });
});
