/**
 * Preloaded into the benchmarked server (`--import`) when BENCH_BETS_QUERIES is set: counts every
 * query node-postgres sends (one query = one round trip to PostgreSQL), grouped by its first words.
 * SIGUSR2 writes the counts so far to `<BENCH_QUERY_COUNTS>.<pid>` and starts again from 0,
 * so the bench can count exactly the queries of its measured window.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type PgModule from 'pg';

const require = createRequire(path.join(process.cwd(), 'package.json'));
const pg = require('pg') as typeof PgModule;
const target = process.env.BENCH_QUERY_COUNTS;

let counts = new Map<string, number>();

function shapeOf(query: unknown): string {
  const text =
    typeof query === 'string'
      ? query
      : query && typeof query === 'object' && 'text' in query
        ? String((query as { text: unknown }).text)
        : '?';
  const name =
    query && typeof query === 'object' && 'name' in query && (query as { name?: unknown }).name
      ? `[${String((query as { name: unknown }).name)}] `
      : '';
  return name + text.replace(/\s+/g, ' ').trim().slice(0, 110);
}

const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function query(this: unknown, ...args: unknown[]) {
  const shape = shapeOf(args[0]);
  counts.set(shape, (counts.get(shape) ?? 0) + 1);
  return original.apply(this, args);
} as typeof pg.Client.prototype.query;

process.on('SIGUSR2', () => {
  if (target) writeFileSync(`${target}.${process.pid}`, JSON.stringify([...counts.entries()]));
  counts = new Map();
});
