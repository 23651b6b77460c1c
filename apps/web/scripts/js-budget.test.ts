import { describe, expect, it } from 'vitest';
import {
  checkBudget,
  ENTRY_BUDGET_BYTES,
  ENTRY_TARGET_BYTES,
  entryClosure,
  formatKb,
} from './js-budget.mjs';

const html = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b2.js">
<link rel='modulepreload' href='/assets/zod-c3.js'>
<link rel="stylesheet" href="/assets/index-d4.css">
<link rel="icon" href="/favicon.svg">
<script src="/legacy.js"></script>
</head><body><script type="module" src="/assets/index-a1.js"></script></body></html>`;

describe('JavaScript budget', () => {
  it('takes the module entry and the modulepreloads, once each, and nothing else', () => {
    expect(entryClosure(html)).toEqual([
      '/assets/index-a1.js',
      '/assets/react-b2.js',
      '/assets/zod-c3.js',
    ]);
  });

  it('sums the closure only, not the lazy chunks', () => {
    const gzipBytes = new Map([
      ['/assets/index-a1.js', 40_000],
      ['/assets/react-b2.js', 70_000],
      ['/assets/zod-c3.js', 26_000],
      ['/assets/wallet-panel-e5.js', 120_000],
    ]);
    const result = checkBudget({ closure: entryClosure(html), gzipBytes });
    expect(result).toEqual({
      totalBytes: 136_000,
      budgetBytes: ENTRY_BUDGET_BYTES,
      overBytes: 0,
      withinBudget: true,
      missing: [],
    });
  });

  it('is within budget at exactly 150 KB and over it one byte later', () => {
    const closure = ['/a.js', '/b.js'];
    const at = new Map([
      ['/a.js', 100 * 1024],
      ['/b.js', 50 * 1024],
    ]);
    const budgetBytes = ENTRY_TARGET_BYTES;
    expect(checkBudget({ closure, gzipBytes: at, budgetBytes }).withinBudget).toBe(true);
    const over = new Map([...at, ['/b.js', 50 * 1024 + 1]]);
    expect(checkBudget({ closure, gzipBytes: over, budgetBytes })).toMatchObject({
      withinBudget: false,
      overBytes: 1,
    });
  });

  it('fails when the page loads a script the build has no size for', () => {
    const result = checkBudget({
      closure: ['/assets/index-a1.js', '/assets/gone.js'],
      gzipBytes: new Map([['/assets/index-a1.js', 1_000]]),
    });
    expect(result).toMatchObject({
      totalBytes: 1_000,
      withinBudget: false,
      missing: ['/assets/gone.js'],
    });
  });

  it('reports kilobytes of 1024 bytes with one decimal', () => {
    expect(formatKb(ENTRY_TARGET_BYTES)).toBe('150.0 KB');
    expect(ENTRY_BUDGET_BYTES).toBe(ENTRY_TARGET_BYTES);
    expect(formatKb(1_587)).toBe('1.5 KB');
  });
});
