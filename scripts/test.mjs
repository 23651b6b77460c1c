// `npm test`: lint and typecheck beside every test tier (unit, web components, integration on PGlite
// and, with DATABASE_URL, PostgreSQL; browser tests in Chromium). Without a browser on the machine
// the browser suite is skipped loudly; under CI=true a skipped browser suite fails the run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './build-web-if-stale.mjs';
import { findChromium } from '../e2e/support/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const isCi = process.env.CI === 'true';

/** Runs a command with its output shown as it comes; resolves whether it passed. */
function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

/** Runs a check with its output held back, so two checks side by side print one after the other. */
function check(title, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(`\n▶ ${title}${code === 0 ? ': passed' : ''}`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const projects = ['unit', 'web', 'backoffice', 'integration'];
const chromium = findChromium();
if (!chromium) {
  const banner = '!'.repeat(78);
  console.error(
    `\n${banner}\n!! BROWSER TESTS SKIPPED: no Chromium found (set CHROMIUM_PATH or install Debian's\n` +
      `!! chromium: apt-get install chromium). The e2e suite did not run.\n${banner}\n`,
  );
  if (isCi) fail('CI=true and the browser suite would be skipped');
}

// Lint and typecheck are single-threaded each, and the test run starts with the test databases'
// templates and the browser suite's server: all of them side by side keep both cores busy from the
// start. The checks' output is held back and printed when each finishes.
const checks = Promise.all([
  check('lint (ESLint, Prettier)', 'npm', ['run', 'lint', '--silent']),
  check('typecheck', 'npm', ['run', 'typecheck', '--silent']),
]);

if (chromium) {
  buildWebIfStale();
  projects.push('e2e');
}

console.log(
  process.env.DATABASE_URL
    ? 'Database tests run on PGlite and on PostgreSQL (DATABASE_URL).'
    : 'Database tests run on PGlite only (set DATABASE_URL to add PostgreSQL).',
);
if (process.env.REDIS_URL) console.log('Redis-backed tests run against REDIS_URL.');

mkdirSync(join(root, 'test-results'), { recursive: true });
const reportPath = join(root, 'test-results/vitest.json');
const testsPassed = run(
  `tests (${projects.join(', ')})`,
  'npx',
  [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportPath}`,
  ],
  chromium ? { CHROMIUM_PATH: chromium } : {},
);
const [[lintPassed, typesPassed], passed] = await Promise.all([checks, testsPassed]);

if (existsSync(reportPath)) {
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(
    `\n${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped` +
      (chromium ? '' : ' (browser suite not run)'),
  );
}
if (!lintPassed) fail('lint failed');
if (!typesPassed) fail('typecheck failed');
if (!passed) fail('tests failed');
