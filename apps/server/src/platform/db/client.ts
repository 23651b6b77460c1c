import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** Both drivers give the same query builder; code above this file never knows which one it has. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance itself (kind pglite): the job queue's pg-boss adapter runs on it. */
  pglite?: PGlite;
  /** Applies pending migrations, one process at a time. */
  migrate(): Promise<void>;
  /** The node-postgres pool's figures right now (PostgreSQL only; PGlite is one connection). */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Open connections, idle or in use. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

/** Any fixed 64-bit number; every Wheelhouse process uses the same one so migrations never run twice at once. */
const MIGRATION_LOCK_KEY = 7_305_811_001n;

export type DatabaseTarget =
  | { databaseUrl: string }
  /** `loadDataDir`: an in-memory PGlite starting from a dumped data directory (tests' template). */
  | { pgliteDir: string | undefined; loadDataDir?: Blob };

/** Opens PostgreSQL when a URL is given, else PGlite (in memory when no directory is given). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('databaseUrl' in target) return openPostgres(target.databaseUrl);
  return openPglite(target.pgliteDir, target.loadDataDir);
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<DatabaseHandle> {
  const client = loadDataDir
    ? await PGlite.create({ loadDataDir })
    : await PGlite.create(dataDir ?? 'memory://');
  const db = drizzlePglite({ client }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async migrate() {
      // PGlite has one connection, so the lock and the migration share a session as they must.
      await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
      try {
        await migratePglite(drizzlePglite({ client }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
      }
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

const POOL_MAX = 10;

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_MAX });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_MAX,
    }),
    async migrate() {
      // An advisory lock is held by a session, so lock, migrate and unlock on one dedicated connection.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
        try {
          await migratePg(drizzlePg({ client: connection }), {
            migrationsFolder: MIGRATIONS_FOLDER,
          });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
        }
      } finally {
        connection.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

interface Journal {
  entries: Array<{ idx: number; when: number; tag: string }>;
}

async function readJournal(): Promise<Journal> {
  return JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
}

/** Names of the migrations in the journal that the database has not applied yet. */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const journal = await readJournal();
  let applied: Set<number>;
  try {
    const result = (await db.execute(
      sql`select created_at from drizzle.__drizzle_migrations`,
    )) as unknown as {
      rows: Array<{ created_at: string | number }>;
    };
    applied = new Set(result.rows.map((row) => Number(row.created_at)));
  } catch {
    // No migrations table yet: nothing has been applied.
    applied = new Set();
  }
  return journal.entries.filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag);
}
