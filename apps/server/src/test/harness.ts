import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { prepareDatabase } from '../boot';
import type { Config } from '../config';
import { manualClock } from '../platform/clock';
import { openDatabase, type DatabaseHandle } from '../platform/db/client';
import {
  createPostgresDatabase,
  databaseUrlOf,
  dropPostgresDatabase,
  pgliteTemplate,
} from './database-templates';
import { testConfig } from './test-config';

export type DatabaseTargetName = 'pglite' | 'postgres';

/** Every database test runs on PGlite, and on PostgreSQL too when DATABASE_URL is set (CI sets it). */
export function databaseTargets(): DatabaseTargetName[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  /** Run the boot seed (first admin, demo players). Off by default: tests make their own data. */
  seed?: boolean;
  websocketHeartbeatMs?: number;
  websocketMaxBufferedBytes?: number;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  clock: ReturnType<typeof manualClock>;
  /** Every log line the app wrote, raw JSON. */
  logs: string[];
  redisPrefix: string;
  close(): Promise<void>;
}

/**
 * A uniquely named PostgreSQL database on DATABASE_URL's server, dropped again by the returned
 * function: empty, or with `migrated` a copy of this run's migrated template when there is one.
 */
export async function createScratchPostgres(
  baseUrl: string,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `wh_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  if (migrated) await createPostgresDatabase(baseUrl, name);
  else await createPostgresDatabase(baseUrl, name, { template: false });
  return {
    url: databaseUrlOf(baseUrl, name),
    drop: () => dropPostgresDatabase(baseUrl, name),
  };
}

/** Builds the app on a fresh, migrated database (in-memory PGlite or a scratch PostgreSQL database). */
export async function createTestApp(
  target: DatabaseTargetName,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const redisPrefix = `wh:test:${randomBytes(6).toString('hex')}:`;
  const scratch =
    target === 'postgres'
      ? await createScratchPostgres(requireDatabaseUrl(), { migrated: true })
      : undefined;
  const config = testConfig({
    LOG_LEVEL: 'info',
    REDIS_URL: process.env.REDIS_URL,
    DATABASE_URL: scratch?.url,
    ...options.env,
  });
  const database = await openDatabase(
    scratch
      ? { databaseUrl: scratch.url }
      : { pgliteDir: undefined, loadDataDir: await pgliteTemplate() },
  );
  const clock = manualClock(new Date());
  const logs: string[] = [];
  const silentLog = { info: () => undefined };
  if (options.seed) await prepareDatabase(database, config, silentLog, clock);
  else await database.migrate();
  const app = await buildApp({
    config,
    database,
    clock,
    redisPrefix,
    logDestination: { write: (line: string) => void logs.push(line) },
    websocketHeartbeatMs: options.websocketHeartbeatMs,
    websocketMaxBufferedBytes: options.websocketMaxBufferedBytes,
  });
  await app.ready();
  const testApp: TestApp = {
    app,
    config,
    database,
    clock,
    logs,
    redisPrefix,
    async close() {
      // The app of the last restart (restartApp), if any.
      await testApp.app.close();
      await database.close();
      await scratch?.drop();
    },
  };
  return testApp;
}

function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  return url;
}

/**
 * A server restart: closes the test app's server and builds a new one on the same database (the
 * database stays open). The returned app replaces `testApp.app`, so `close()` closes it.
 */
export async function restartApp(testApp: TestApp): Promise<FastifyInstance> {
  await testApp.app.close();
  const app = await buildApp({
    config: testApp.config,
    database: testApp.database,
    clock: testApp.clock,
    redisPrefix: testApp.redisPrefix,
    logDestination: { write: (line: string) => void testApp.logs.push(line) },
  });
  await app.ready();
  testApp.app = app;
  return app;
}

/**
 * A second server process on the same PostgreSQL database (its own connection pool, relay and job
 * workers, the same clock): what two instances behind a load balancer share. PostgreSQL only
 * (PGlite is one in-process connection). Close it before the test app.
 */
export async function openSecondInstance(
  testApp: TestApp,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  if (!testApp.config.databaseUrl) throw new Error('a second instance needs PostgreSQL');
  const database = await openDatabase({ databaseUrl: testApp.config.databaseUrl });
  const app = await buildApp({
    config: testApp.config,
    database,
    clock: testApp.clock,
    redisPrefix: testApp.redisPrefix,
    logDestination: { write: (line: string) => void testApp.logs.push(line) },
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
