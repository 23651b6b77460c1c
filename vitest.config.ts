import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { SlowFirstSequencer } from './scripts/vitest/slow-first-sequencer';

/**
 * Component tests run each file in a fresh VM context (its own jsdom window and module instances)
 * inside a reused worker, instead of a new process per file: jsdom and the libraries load once per
 * worker, which halves the web project's time. VM contexts leak a little per file, so a worker is
 * replaced once its heap passes the limit.
 */
const componentPool = { pool: 'vmForks', vmMemoryLimit: '2GB' } as const;

/**
 * Two tiers: `unit` (pure code and the two apps' components — `web`, `backoffice` — no database)
 * and `integration` (services and routes on a real database: PGlite always, PostgreSQL too when
 * DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/demo-provider/src/**/*.test.ts',
            'eslint/*.test.ts',
            'apps/web/scripts/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine.
          maxWorkers: 2,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          ...componentPool,
          // Whole-app tests load lazy pages; on the shared 2-core CI machine a step can take seconds.
          testTimeout: 20_000,
          maxWorkers: 2,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'backoffice',
          include: ['apps/backoffice/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/backoffice/src/test/setup.ts'],
          ...componentPool,
          // Whole-app tests load lazy pages; on the shared 2-core machine a step can take seconds.
          testTimeout: 20_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
          // Migrated PGlite and PostgreSQL templates, made once: a test app copies one.
          globalSetup: ['apps/server/src/test/integration-global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each file boots its own app on its own database; keep the 2-core CI machine responsive.
          maxWorkers: 2,
          // Files share their worker's loaded modules (the server, PGlite's compiled WebAssembly)
          // instead of importing them again per file: about a quarter less time. Files keep no
          // state between them: each builds and closes its own app on its own database.
          isolate: false,
          // Vitest runs projects with different maxWorkers in separate groups; this one goes after `unit`.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          // The CI machine has run this suite 3–3.5 times slower than a quiet day, and the longest
          // tests take 17 s on a quiet day: a timeout should mean a hang, not a slow day.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // A page waits on the server and the socket: a loaded CI machine needs more than 1 s.
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time against the one shared server: a browser test spends much of its
          // time waiting on the page and the socket. Every file makes its own players and codes.
          maxWorkers: 2,
          // Last: the browser suite starts its own server and needs the cores to itself.
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
