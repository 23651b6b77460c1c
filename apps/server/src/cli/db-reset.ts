/**
 * `npm run db:reset`: throws away all data, then migrates and seeds as a fresh start would.
 * PGlite: deletes DATA_DIR/pglite. PostgreSQL: drops the public, drizzle and pgboss (job queue)
 * schemas.
 */
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { openConfiguredDatabase, prepareDatabase } from '../boot';
import { ConfigError, loadConfig } from '../config';
import { createLogger } from '../platform/logging';

async function dropPostgres(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists pgboss cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

async function main() {
  const config = loadConfig(process.env);
  const log = createLogger(config.logLevel === 'silent' ? 'silent' : 'info');
  if (config.databaseUrl) {
    await dropPostgres(config.databaseUrl);
    log.info('dropped the PostgreSQL schemas');
  } else {
    await rm(config.pgliteDir, { recursive: true, force: true });
    log.info({ dir: config.pgliteDir }, 'deleted the PGlite data');
  }
  const database = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(database, config, log);
  } finally {
    await database.close();
  }
  console.log('Database reset: migrated and seeded.');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('db:reset failed:', error);
  process.exit(1);
});
