// Prints every JavaScript chunk of the web build with its gzip size, and fails (exit 1) when the
// entry's closure (the entry script and the modules index.html preloads) is over the budget. Run
// by the web package's `build` script after `vite build`: `node scripts/check-js-budget.mjs [dir]`.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { checkBudget, ENTRY_TARGET_BYTES, entryClosure, formatKb } from './js-budget.mjs';

const dist = resolve(fileURLToPath(new URL('..', import.meta.url)), process.argv[2] ?? 'dist');
const html = await readFile(join(dist, 'index.html'), 'utf8');
const closure = entryClosure(html);

const gzipBytes = new Map();
for (const name of (await readdir(join(dist, 'assets'))).filter((file) => file.endsWith('.js'))) {
  const source = await readFile(join(dist, 'assets', name));
  gzipBytes.set(
    `/assets/${name}`,
    gzipSync(source, { level: constants.Z_BEST_COMPRESSION }).length,
  );
}

const rows = [...gzipBytes].sort((a, b) => b[1] - a[1]);
const width = Math.max(...rows.map(([file]) => file.length));
console.log('JavaScript chunks (gzip; * = first load):');
for (const [file, bytes] of rows)
  console.log(
    `${closure.includes(file) ? '*' : ' '} ${file.padEnd(width)} ${formatKb(bytes).padStart(9)}`,
  );
const all = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
const result = checkBudget({ closure, gzipBytes });
console.log(`all chunks: ${formatKb(all)}`);
console.log(
  `first load (${closure.length} scripts): ${formatKb(result.totalBytes)} of ${formatKb(result.budgetBytes)}` +
    ` (target ${formatKb(ENTRY_TARGET_BYTES)})`,
);
if (result.missing.length > 0)
  console.error(`index.html loads scripts the build did not produce: ${result.missing.join(', ')}`);
if (!result.withinBudget) {
  console.error(`The first load is ${formatKb(result.overBytes)} over the JavaScript budget.`);
  // Without its index.html the build counts as missing, so build-if-stale (npm start, the
  // browser tests) builds again instead of serving this one.
  await rm(join(dist, 'index.html'), { force: true });
  process.exit(1);
}
