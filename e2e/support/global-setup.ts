import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSync } from 'otplib';
import type { TestProject } from 'vitest/node';
import { DEV_ADMIN } from './dev-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** `Authorization` of the development admin, signed in once for every file (staff.ts). */
    devAdminAuthorization: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** Generous: the integration suites start at the same moment and share the machine's cores. */
const READY_WITHIN_MS = 240_000;

async function waitUntilReady(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become ready within ${READY_WITHIN_MS / 1000} s`);
}

/**
 * Builds the web app when its build is missing or stale (with its precompressed copies) and starts
 * the real server, as `npm start` does, on a fresh embedded database in a temp folder.
 */
export default async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, ['scripts/build-web-if-stale.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the web build failed; see the output above');
  const dataDir = mkdtempSync(join(tmpdir(), 'wheelhouse-e2e-'));
  const port = await freePort();
  const demoProviderPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every browser of the suite is one IP; the per-IP budget is for real players.
      RATE_LIMIT_PER_MINUTE: '100000',
      // Region tests say where a browser is with X-Forwarded-For (as a load balancer would).
      TRUST_PROXY: 'true',
      // The reference game provider starts with the server, on a port of its own.
      DEMO_PROVIDER_PORT: String(demoProviderPort),
    },
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      // SIGTERM lets the server stop the demo provider it started; nothing is left running.
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, server);
  } catch (error) {
    // Vitest runs no teardown for a setup that failed: stop the server here.
    await stop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  try {
    project.provide('devAdminAuthorization', await signInDevAdmin(baseUrl));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/**
 * Signs the development admin in once for the whole suite. A TOTP code is accepted once per
 * member, so files that each signed it in waited for the next 30-second step whenever two did so
 * within one.
 */
async function signInDevAdmin(baseUrl: string): Promise<string> {
  const post = async (step: string, body: unknown) => {
    const response = await fetch(`${baseUrl}/api/admin/auth/${step}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok)
      throw new Error(`dev admin ${step}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { status?: string; challenge?: string; token?: string };
  };
  const first = await post('login', { email: DEV_ADMIN.email, password: DEV_ADMIN.password });
  const signedIn =
    first.status === 'signed_in'
      ? first
      : await post('second-factor', {
          challenge: first.challenge,
          code: generateSync({ secret: DEV_ADMIN.totpSecret }),
        });
  return `Bearer ${signedIn.token}`;
}
