/**
 * Mobile web benchmark: `npm run bench:web`.
 *
 * Starts the real server (embedded database in a fresh temp folder, simulators and demo content on,
 * as `npm start` runs it) against the production web build (built first when missing or stale,
 * which also checks the JavaScript budget), then drives Debian's Chromium with Lighthouse's default
 * mobile profile (Moto G Power screen, simulated slow 4G, 4x CPU slowdown), each page a cold
 * visit in a browser of its own:
 *
 *   1. home page, as a guest (navigation);
 *   2. a game page (Dice), as a guest (navigation);
 *   3. the sportsbook home, as a guest (navigation);
 *   4. a tournament page (the first running one of the demo content), as a guest (navigation);
 *   5. a user flow: home page, signed in (navigation), then the wallet panel opened from its header
 *      button (timespan: what the click costs: blocking time, layout shift, bytes) and the open
 *      panel (snapshot: accessibility and best practices of the panel itself).
 *
 * Every step runs BENCH_WEB_RUNS times (default 3), and the medians are printed: performance,
 * accessibility and best-practices scores, LCP, TBT, CLS and transferred bytes. A timespan or
 * snapshot has no score for a category Lighthouse does not score in that mode; it prints as "-"
 * (its audits are still listed when they fail).
 * Targets: performance >= 95, TBT < 150 ms, CLS < 0.05, accessibility 100, best practices >= 95.
 *
 * CHROMIUM (default /usr/bin/chromium) names the browser; BENCH_WEB_REPORT=<folder> keeps each
 * flow's report there (HTML to open, JSON to read), and with BENCH_WEB_TRACES=1 its artifacts
 * (traces with JavaScript samples); BENCH_WEB_ONLY=<words> measures only the flows whose names
 * contain one of them. Not part of `npm test`: it measures.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFlow } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { termsAcceptance } from './support/server';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
/** A folder to keep each run's flow report (HTML and JSON) in, for reading the audits. */
const REPORT_DIR = process.env.BENCH_WEB_REPORT;
/** With a report folder: each flow's artifacts too, its traces included (tens of MB a flow). */
const KEEP_TRACES = process.env.BENCH_WEB_TRACES === '1';
/** Only the flows whose name contains one of these (comma-separated), e.g. "sportsbook,signed". */
const ONLY = (process.env.BENCH_WEB_ONLY ?? '').split(',').filter(Boolean);
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 95, tbtMs: 150, cls: 0.05 };

interface StepFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  transferredBytes: number;
  failing: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

async function startServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const build = spawnSync(process.execPath, ['scripts/build-web-if-stale.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the web build failed; see the output above');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wheelhouse-bench-web-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: '',
        REDIS_URL: '',
        // Development mode keeps the simulators and demo content on; the web app is the production
        // build either way, served with its precompressed copies.
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
    },
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not become ready within 120 s');
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function diceGameId(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v2/games/collection?search=Dice&limit=30&offset=0`);
  const page = (await response.json()) as { data: { id: number; slug: string }[] };
  const dice = page.data.find((game) => game.slug === 'dice');
  if (!dice) throw new Error('the demo catalogue has no Dice game');
  return dice.id;
}

/** The first running tournament of the demo content (the simulators keep one running). */
async function tournamentId(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/tournaments?status=active&lang=en&limit=1`);
  const page = (await response.json()) as { data: { id: number }[] };
  const tournament = page.data[0];
  if (!tournament) throw new Error('the demo content has no running tournament');
  return tournament.id;
}

/** A new player's session token (the API signs them in on registration). */
async function newPlayerToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${randomUUID()}@example.com`,
      password: 'correct-horse-battery',
      ...(await termsAcceptance(baseUrl)),
    }),
  });
  if (response.status !== 201) throw new Error(`registration answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

type Lhr = Awaited<
  ReturnType<Awaited<ReturnType<typeof startFlow>>['createFlowResult']>
>['steps'][number]['lhr'];

function figures(lhr: Lhr): StepFigures {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  const requests = lhr.audits['network-requests']?.details as
    { items?: { transferSize?: number }[] } | undefined;
  const transferredBytes =
    numeric('total-byte-weight') ??
    (requests?.items ?? []).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const failing = Object.entries(lhr.categories)
    .filter(([id]) => id === 'accessibility' || id === 'best-practices' || id === 'performance')
    .flatMap(([, category]) => category.auditRefs)
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit!.id} (${audit!.displayValue ?? audit!.score})`);
  if (lhr.runtimeError) failing.push(`runtime error ${lhr.runtimeError.code}`);
  return {
    // Lighthouse's performance score is a navigation's; in a timespan or a snapshot the category
    // only counts passed audits, which is not comparable, so it prints as "-".
    performance: lhr.gatherMode === 'navigation' ? score('performance') : null,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferredBytes,
    failing,
  };
}

async function newBrowser(): Promise<{ browser: Browser; page: Page }> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    defaultViewport: null,
  });
  const page = await browser.newPage();
  return { browser, page };
}

type Flow = Awaited<ReturnType<typeof startFlow>>;

/** Every navigation is a cold load: Lighthouse clears the cache (cookies stay). */
const COLD = { disableStorageReset: false };

/**
 * `steps` as one flow in a new browser (each page's own renderer and heap, as a visitor arriving
 * has); keeps the report when asked and returns each step's figures by name.
 */
async function measureFlow(
  name: string,
  steps: (flow: Flow, browser: Browser, page: Page) => Promise<void>,
): Promise<Map<string, StepFigures>> {
  if (ONLY.length > 0 && !ONLY.some((part) => name.includes(part))) return new Map();
  // Lighthouse now and then fails to record a load's trace (NO_NAVSTART) and asks to be run
  // again; such a run has no figures, so it is measured again rather than left out of the median.
  for (let attempt = 1; ; attempt += 1) {
    const measured = await measureFlowOnce(name, steps);
    const failed = [...measured.values()].some((step) =>
      step.failing.some((audit) => audit.startsWith('runtime error')),
    );
    if (!failed || attempt === FLOW_ATTEMPTS) return measured;
    console.log(`  ${name}: Lighthouse could not measure this run; measuring it again`);
  }
}

/** How often a flow is measured before a run that Lighthouse could not record is kept as it is. */
const FLOW_ATTEMPTS = 3;

async function measureFlowOnce(
  name: string,
  steps: (flow: Flow, browser: Browser, page: Page) => Promise<void>,
): Promise<Map<string, StepFigures>> {
  const { browser, page } = await newBrowser();
  try {
    const flow = await startFlow(page, {
      name,
      // With traces kept, JavaScript samples too: what each long task ran, by function.
      ...(KEEP_TRACES
        ? {
            config: {
              extends: 'lighthouse:default',
              settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' },
            },
          }
        : {}),
    });
    await steps(flow, browser, page);
    const result = await flow.createFlowResult();
    if (REPORT_DIR) {
      const stamp = `${Date.now()}-${name.replace(/\W+/g, '-')}`;
      await mkdir(REPORT_DIR, { recursive: true });
      await writeFile(path.join(REPORT_DIR, `flow-${stamp}.html`), await flow.generateReport());
      await writeFile(path.join(REPORT_DIR, `flow-${stamp}.json`), JSON.stringify(result));
      if (KEEP_TRACES)
        await writeFile(
          path.join(REPORT_DIR, `flow-${stamp}.artifacts.json`),
          JSON.stringify(flow.createArtifactsJson()),
        );
    }
    return new Map(result.steps.map((step) => [step.name, figures(step.lhr)]));
  } finally {
    await browser.close();
  }
}

/**
 * One run: each guest page in a browser of its own (in one tab, a page's load also paid for
 * tearing down the page before it: 20-79 ms unthrottled in a trace, up to 317 ms of simulated
 * blocking), then the signed-in home and the wallet panel opened from it as one user flow.
 */
async function runOnce(
  baseUrl: string,
  pages: { gameId: number; tournamentId: number },
): Promise<Map<string, StepFigures>> {
  const guestPages: [string, string][] = [
    ['home (guest)', `${baseUrl}/en/`],
    ['game page (guest)', `${baseUrl}/en/games/${pages.gameId}`],
    ['sportsbook (guest)', `${baseUrl}/en/sportsbook`],
    ['tournament (guest)', `${baseUrl}/en/tournaments/${pages.tournamentId}`],
  ];
  const flows: Map<string, StepFigures>[] = [];
  for (const [name, url] of guestPages)
    flows.push(await measureFlow(name, (flow) => flow.navigate(url, { name, ...COLD })));
  flows.push(
    await measureFlow('signed in', async (flow, browser, page) => {
      const token = await newPlayerToken(baseUrl);
      await browser.setCookie({ name: 'wh_session', value: token, domain: '127.0.0.1', path: '/' });
      await flow.navigate(`${baseUrl}/en/`, { name: 'home (signed in)', ...COLD });
      await page.waitForSelector('[data-testid="header-topup"]', { timeout: 30_000 });
      await flow.startTimespan({ name: 'open the wallet panel' });
      await page.click('[data-testid="header-topup"]');
      await page.waitForSelector('[data-testid="wallet-panel"]', { timeout: 30_000 });
      await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => undefined);
      await flow.endTimespan();
      await flow.snapshot({ name: 'wallet panel (open)' });
    }),
  );
  return new Map(flows.flatMap((figuresByStep) => [...figuresByStep]));
}

function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

function show(value: number | null, format: (value: number) => string): string {
  return value === null ? '-' : format(value);
}

async function main() {
  console.log(`bench:web: ${RUNS} runs, Chromium ${CHROMIUM}, load ${loadavg()[0]!.toFixed(2)}`);
  const server = await startServer();
  try {
    const pages = {
      gameId: await diceGameId(server.baseUrl),
      tournamentId: await tournamentId(server.baseUrl),
    };
    const runs: Map<string, StepFigures>[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      console.log(`run ${run} of ${RUNS}…`);
      runs.push(await runOnce(server.baseUrl, pages));
    }
    const steps = [...runs[0]!.keys()];
    const header = ['step', 'perf', 'a11y', 'best-pr', 'LCP', 'TBT', 'CLS', 'transferred'];
    const rows = steps.map((step) => {
      const all = runs.map((run) => run.get(step)!);
      const pick = (key: keyof Omit<StepFigures, 'failing'>) => median(all.map((f) => f[key]));
      return [
        step,
        show(pick('performance'), String),
        show(pick('accessibility'), String),
        show(pick('bestPractices'), String),
        show(pick('lcpMs'), (ms) => `${(ms / 1000).toFixed(2)} s`),
        show(pick('tbtMs'), (ms) => `${Math.round(ms)} ms`),
        show(pick('cls'), (cls) => cls.toFixed(3)),
        show(pick('transferredBytes'), (bytes) => `${(bytes / 1024).toFixed(1)} KB`),
      ];
    });
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => row[column]!.length)),
    );
    const line = (cells: string[]) =>
      cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
    console.log(`\nmedians of ${RUNS} runs (Lighthouse mobile):`);
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    console.log(
      `targets: performance >= ${TARGETS.performance}, TBT < ${TARGETS.tbtMs} ms, ` +
        `CLS < ${TARGETS.cls}, accessibility ${TARGETS.accessibility}, ` +
        `best practices >= ${TARGETS.bestPractices}`,
    );
    for (const step of steps) {
      const failing = [...new Set(runs.flatMap((run) => run.get(step)!.failing))];
      if (failing.length > 0)
        console.log(`${step}: audits below 90 in some run: ${failing.join(', ')}`);
    }
  } finally {
    await server.stop();
  }
}

await main();
