// Builds the player SPA and the back office when a build is missing or older than any of its
// sources, so that `npm start` on a fresh clone (or after a pull) always serves the current apps.
// Each app is built only when its own build is stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Each app: its workspace, the built index.html and the sources it is built from. */
const apps = [
  {
    name: 'the web app',
    workspace: '@wheelhouse/web',
    builtIndex: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/scripts',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/contracts/src',
    ],
  },
  {
    name: 'the back office',
    workspace: '@wheelhouse/backoffice',
    builtIndex: 'apps/backoffice/dist/index.html',
    sources: [
      'apps/backoffice/src',
      'apps/backoffice/public',
      'apps/backoffice/index.html',
      'apps/backoffice/vite.config.ts',
      'apps/backoffice/package.json',
      // Its build step precompresses with the web app's script.
      'apps/web/scripts',
      'packages/contracts/src',
    ],
  },
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

function isStale(app) {
  const builtIndex = join(root, app.builtIndex);
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return app.sources.some((source) => newestChange(join(root, source)) > builtAt);
}

export function webBuildIsStale() {
  return isStale(apps[0]);
}

export function backofficeBuildIsStale() {
  return isStale(apps[1]);
}

export function buildWebIfStale() {
  for (const app of apps) {
    if (!isStale(app)) continue;
    console.log(`Building ${app.name} (its build is missing or older than its sources)…`);
    const result = spawnSync('npm', ['run', 'build', '-w', app.workspace], {
      cwd: root,
      stdio: 'inherit',
      // Called from the browser suite's setup, the environment says NODE_ENV=test, which would
      // give a development React build (twice the size, over the JavaScript budget).
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error(`The build of ${app.name} failed; see the output above.`);
      process.exit(result.status ?? 1);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfStale();
