// The arithmetic of the JavaScript budget (issue 12: at most 150 KB of gzipped JavaScript in the
// first load). Pure functions, so a unit test can check them; check-js-budget.mjs does the I/O.

/** Issue 12's target for the entry's closure, in bytes of gzip (1 KB = 1024 bytes). */
export const ENTRY_TARGET_BYTES = 150 * 1024;

/** What the build enforces: issue 12's target, met since the first load lost zod and sonner. */
export const ENTRY_BUDGET_BYTES = ENTRY_TARGET_BYTES;

/**
 * The scripts a first load fetches, as index.html names them: the module entry script and every
 * `modulepreload` (Vite lists the entry's whole static import closure there). Paths as written.
 * @param {string} html
 * @returns {string[]}
 */
export function entryClosure(html) {
  const files = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attribute = (name) =>
      tag
        .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
        ?.slice(1)
        .find((v) => v !== undefined);
    const isEntry = /^<script/i.test(tag) && attribute('type') === 'module' && attribute('src');
    const isPreload = /^<link/i.test(tag) && attribute('rel') === 'modulepreload';
    const path = isEntry ? attribute('src') : isPreload ? attribute('href') : undefined;
    if (path && !files.includes(path)) files.push(path);
  }
  return files;
}

/**
 * Sums the gzip sizes of the closure's files and compares them with the budget.
 * @param {{ closure: string[], gzipBytes: Map<string, number>, budgetBytes?: number }} input
 * @returns {{ totalBytes: number, budgetBytes: number, overBytes: number, withinBudget: boolean, missing: string[] }}
 */
export function checkBudget({ closure, gzipBytes, budgetBytes = ENTRY_BUDGET_BYTES }) {
  const missing = closure.filter((file) => !gzipBytes.has(file));
  const totalBytes = closure.reduce((sum, file) => sum + (gzipBytes.get(file) ?? 0), 0);
  const overBytes = Math.max(0, totalBytes - budgetBytes);
  return {
    totalBytes,
    budgetBytes,
    overBytes,
    // A file the page loads but the build did not produce means the check cannot be trusted.
    withinBudget: overBytes === 0 && missing.length === 0,
    missing,
  };
}

/** Bytes as kilobytes with one decimal, the way the build's report shows them. */
export function formatKb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
