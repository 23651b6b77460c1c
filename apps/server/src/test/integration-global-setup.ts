import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPostgresTemplate,
  dropPostgresDatabase,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
  writePgliteTemplate,
} from './database-templates';

/** Integration tier: one migrated template per database kind for the whole run (see database-templates). */
export default async function setup() {
  const directory = await mkdtemp(join(tmpdir(), 'wh-templates-'));
  const pgliteFile = join(directory, 'pglite.tar');
  const databaseUrl = process.env.DATABASE_URL;
  const [, postgresTemplate] = await Promise.all([
    writePgliteTemplate(pgliteFile),
    databaseUrl ? createPostgresTemplate(databaseUrl) : undefined,
  ]);
  // Workers start after global setup and inherit this environment.
  process.env[PGLITE_TEMPLATE_ENV] = pgliteFile;
  if (postgresTemplate) process.env[POSTGRES_TEMPLATE_ENV] = postgresTemplate;
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    delete process.env[POSTGRES_TEMPLATE_ENV];
    await rm(directory, { recursive: true, force: true });
    if (databaseUrl && postgresTemplate) await dropPostgresDatabase(databaseUrl, postgresTemplate);
  };
}
