import { mkdir } from 'node:fs/promises';
import type { Logger } from 'pino';
import type { Config } from './config';
import { systemClock, type Clock } from './platform/clock';
import { openDatabase, type DatabaseHandle } from './platform/db/client';
import { memoryFailureCounter } from './platform/failure-counter';
import { seed } from './seed';
import { createServices } from './services';

/** PostgreSQL when DATABASE_URL is set, else PGlite with its files in DATA_DIR/pglite. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ databaseUrl: config.databaseUrl });
  await mkdir(config.pgliteDir, { recursive: true });
  return openDatabase({ pgliteDir: config.pgliteDir });
}

/** Brings a database up to date: migrations (under an advisory lock), then the first admin and demo data. */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Config,
  log: Pick<Logger, 'info'>,
  clock: Clock = systemClock,
): Promise<void> {
  await database.migrate();
  // Seeding signs nobody in, so its brute-force counter is never consulted.
  const services = createServices({
    db: database.db,
    clock,
    config,
    failureCounter: memoryFailureCounter(clock),
  });
  await seed(services, config, log);
}
