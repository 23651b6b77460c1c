import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { NewWalletProvider, WalletProviderRow } from './repository';
import { walletProviders } from './schema';

export interface ProviderDayRow {
  day: string;
  betCount: number;
  bets: bigint;
  winCount: number;
  wins: bigint;
  rollbackCount: number;
  rollbacks: bigint;
  openRounds: number;
}

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const utcDay = (column: ReturnType<typeof sql>) =>
  sql`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`;

/** The operator API's queries over this module's tables (providers and the daily figures). */
export function providerAdminRepository(db: Database) {
  return {
    async providers(): Promise<WalletProviderRow[]> {
      return db.select().from(walletProviders).orderBy(asc(walletProviders.slug));
    },

    async providerForUpdate(slug: string, executor: Database) {
      const [row] = await executor
        .select()
        .from(walletProviders)
        .where(eq(walletProviders.slug, slug))
        .for('update');
      return row;
    },

    /** Null when the slug is taken. */
    async insertProvider(
      row: NewWalletProvider,
      executor: Database,
    ): Promise<WalletProviderRow | null> {
      const [inserted] = await executor
        .insert(walletProviders)
        .values(row)
        .onConflictDoNothing()
        .returning();
      return inserted ?? null;
    },

    async updateProvider(
      slug: string,
      changes: Partial<Omit<NewWalletProvider, 'slug' | 'createdAt'>>,
      executor: Database,
    ): Promise<WalletProviderRow> {
      const [row] = await executor
        .update(walletProviders)
        .set(changes)
        .where(eq(walletProviders.slug, slug))
        .returning();
      if (!row) throw new Error(`provider ${slug} vanished under its lock`);
      return row;
    },

    /**
     * Per UTC day of [from, to): bets, wins and rollbacks as the ledger moved them (house minor
     * units; a tombstone moved nothing and is not counted), and rounds opened that day still open.
     */
    async days(provider: string, from: Date, to: Date): Promise<ProviderDayRow[]> {
      const [moves, rounds] = await Promise.all([
        rowsOf<{
          day: string;
          bet_count: number;
          bets: string;
          win_count: number;
          wins: string;
          rollback_count: number;
          rollbacks: string;
        }>(
          db,
          sql`
            select ${utcDay(sql`created_at`)} as day,
              (count(*) filter (where kind = 'bet'))::int as bet_count,
              coalesce(sum(house_minor) filter (where kind = 'bet'), 0)::text as bets,
              (count(*) filter (where kind = 'win'))::int as win_count,
              coalesce(sum(house_minor) filter (where kind = 'win'), 0)::text as wins,
              (count(*) filter (where kind = 'rollback'))::int as rollback_count,
              coalesce(sum(house_minor) filter (where kind = 'rollback'), 0)::text as rollbacks
            from provider_transactions
            where provider = ${provider} and kind <> 'tombstone'
              and created_at >= ${from.toISOString()}::timestamptz
              and created_at < ${to.toISOString()}::timestamptz
            group by 1`,
        ),
        rowsOf<{ day: string; open_rounds: number }>(
          db,
          sql`
            select ${utcDay(sql`created_at`)} as day, count(*)::int as open_rounds
            from provider_rounds
            where provider = ${provider} and closed_at is null
              and created_at >= ${from.toISOString()}::timestamptz
              and created_at < ${to.toISOString()}::timestamptz
            group by 1`,
        ),
      ]);
      const open = new Map(rounds.map((row) => [row.day, Number(row.open_rounds)]));
      const days = new Set([...moves.map((row) => row.day), ...open.keys()]);
      const byDay = new Map(moves.map((row) => [row.day, row]));
      return [...days].sort().map((day) => {
        const row = byDay.get(day);
        return {
          day,
          betCount: Number(row?.bet_count ?? 0),
          bets: BigInt(row?.bets ?? 0),
          winCount: Number(row?.win_count ?? 0),
          wins: BigInt(row?.wins ?? 0),
          rollbackCount: Number(row?.rollback_count ?? 0),
          rollbacks: BigInt(row?.rollbacks ?? 0),
          openRounds: open.get(day) ?? 0,
        };
      });
    },
  };
}
