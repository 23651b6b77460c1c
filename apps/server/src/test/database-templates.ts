import { readFile, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../platform/db/client';
import { testConfig } from './test-config';

/**
 * Migrated empty databases that every integration test app starts from, made once per run: a
 * fresh PGlite runs initdb and all migrations (seconds per file, twice per file with PostgreSQL),
 * a copy of a migrated one does neither. The job queue's schema and queues are installed too
 * (about a second per app otherwise). createTestApp still runs the migrator and the job queue
 * still checks its schema, which find nothing to do, so a test never depends on the templates.
 */
export const PGLITE_TEMPLATE_ENV = 'WH_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'WH_TEST_POSTGRES_TEMPLATE';

/**
 * Migrates the database, then boots an app in the api role on it once: that installs pg-boss's
 * schema and creates every queue, without seeding ticks or cron schedules (only workers do), so
 * the copies start with no jobs queued.
 */
async function prepareTemplate(database: DatabaseHandle, databaseUrl?: string): Promise<void> {
  await database.migrate();
  const config = testConfig({ ROLE: 'api', DATABASE_URL: databaseUrl });
  const app = await buildApp({ config, database, logDestination: { write: () => true } });
  await app.ready();
  await app.close();
}

/** Migrates an in-memory PGlite and writes its data directory (a tar) to `file`. */
export async function writePgliteTemplate(file: string): Promise<void> {
  const database = await openDatabase({ pgliteDir: undefined });
  try {
    await prepareTemplate(database);
    const dump = await database.pglite!.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** The template's data directory for a new PGlite, when this run made one. */
export async function pgliteTemplate(): Promise<Blob | undefined> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  return file ? new Blob([await readFile(file)]) : undefined;
}

async function onServer<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function databaseUrlOf(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates and migrates a template database on DATABASE_URL's server; answers its name. */
export async function createPostgresTemplate(baseUrl: string): Promise<string> {
  const name = `wh_template_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await onServer(baseUrl, (client) => client.query(`create database "${name}"`));
  const databaseUrl = databaseUrlOf(baseUrl, name);
  const database = await openDatabase({ databaseUrl });
  try {
    await prepareTemplate(database, databaseUrl);
  } finally {
    await database.close();
  }
  return name;
}

export async function dropPostgresDatabase(baseUrl: string, name: string): Promise<void> {
  await onServer(baseUrl, (client) =>
    client.query(`drop database if exists "${name}" with (force)`),
  );
}

/** Creates `name`: a copy of this run's template when there is one (and `template` is not false), else empty. */
export async function createPostgresDatabase(
  baseUrl: string,
  name: string,
  options: { template?: boolean } = {},
): Promise<void> {
  const template = options.template === false ? undefined : process.env[POSTGRES_TEMPLATE_ENV];
  await onServer(baseUrl, (client) =>
    client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
}
