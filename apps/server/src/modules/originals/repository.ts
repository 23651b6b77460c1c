import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { fairSeeds, originalBets } from './schema';

export type SeedRow = typeof fairSeeds.$inferSelect;
export type BetRow = typeof originalBets.$inferSelect;
export type NewBetRow = typeof originalBets.$inferInsert;

/** A bet with the commitment of its seed pair and, once the pair was rotated, the revealed seed. */
export interface BetWithSeed {
  bet: BetRow;
  serverSeedHash: string;
  /** Only once the pair is rotated; never hand out the seed of an active pair. */
  revealedServerSeed: string | null;
}

/** The seed pair a bet was played with, taken under the pair's row lock with its nonce. */
export interface TakenNonce {
  seedId: bigint;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

interface Rows<T> {
  rows: T[];
}

const withSeed = {
  bet: originalBets,
  serverSeedHash: fairSeeds.serverSeedHash,
  revealedServerSeed: sql<
    string | null
  >`case when ${fairSeeds.revealedAt} is not null then ${fairSeeds.serverSeed} end`,
};

/** Every query is scoped by the player it serves. */
export function originalsRepository(db: Database) {
  return {
    async activeSeed(userId: number, executor: Database = db): Promise<SeedRow | undefined> {
      const [row] = await executor
        .select()
        .from(fairSeeds)
        .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, true)));
      return row;
    },

    /** Commits a first pair for the player unless one is active already (race-safe). */
    async insertSeedIfNone(
      seed: { userId: number; serverSeed: string; serverSeedHash: string; clientSeed: string },
      executor: Database = db,
    ): Promise<void> {
      await executor.execute(sql`
        insert into fair_seeds (user_id, server_seed, server_seed_hash, client_seed)
        values (${seed.userId}, ${seed.serverSeed}, ${seed.serverSeedHash}, ${seed.clientSeed})
        on conflict (user_id) where active do nothing`);
    },

    /**
     * Takes the next nonce of the active pair: the row lock it holds until the caller's transaction
     * ends orders the player's bets, and a rollback gives the nonce back, so nonces have no gaps.
     */
    async takeNonce(userId: number, executor: Database): Promise<TakenNonce | undefined> {
      const result = (await executor.execute(sql`
        update fair_seeds set nonce = nonce + 1
        where user_id = ${userId} and active
        returning id::text as "seedId", server_seed as "serverSeed",
                  server_seed_hash as "serverSeedHash", client_seed as "clientSeed",
                  nonce - 1 as nonce`)) as unknown as Rows<{
        seedId: string;
        serverSeed: string;
        serverSeedHash: string;
        clientSeed: string;
        nonce: number;
      }>;
      const row = result.rows[0];
      return row && { ...row, seedId: BigInt(row.seedId), nonce: Number(row.nonce) };
    },

    async setClientSeed(userId: number, clientSeed: string): Promise<SeedRow | undefined> {
      const [row] = await db
        .update(fairSeeds)
        .set({ clientSeed })
        .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, true)))
        .returning();
      return row;
    },

    async lockActiveSeed(userId: number, executor: Database): Promise<SeedRow | undefined> {
      const [row] = await executor
        .select()
        .from(fairSeeds)
        .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, true)))
        .for('update');
      return row;
    },

    async revealSeed(userId: number, seedId: bigint, at: Date, executor: Database) {
      const [row] = await executor
        .update(fairSeeds)
        .set({ active: false, revealedAt: at })
        .where(and(eq(fairSeeds.id, seedId), eq(fairSeeds.userId, userId)))
        .returning();
      return row;
    },

    async insertSeed(
      seed: { userId: number; serverSeed: string; serverSeedHash: string; clientSeed: string },
      executor: Database,
    ): Promise<SeedRow> {
      const [row] = await executor.insert(fairSeeds).values(seed).returning();
      if (!row) throw new Error('seed insert returned nothing');
      return row;
    },

    async lastRevealedSeed(userId: number): Promise<SeedRow | undefined> {
      const [row] = await db
        .select()
        .from(fairSeeds)
        .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, false)))
        .orderBy(desc(fairSeeds.id))
        .limit(1);
      return row;
    },

    /**
     * The originals' part of a bet's one-statement settlement (the ledger's SettlementPrelude):
     * takes nonce `seed.nonce` by compare-and-set on the pair (still active, same client seed,
     * nonce unchanged), inserts the bet played with it and its live-feed event. A stale pair makes
     * `settled_bet` empty, so nothing at all is written; a reused idempotency key aborts the
     * statement (division by zero, 22012) so the nonce is not taken; a bet written without its
     * stake transfer aborts it too. Read the outcome with `preludeOutcome`.
     */
    betPrelude(
      bet: Omit<NewBetRow, 'seedId' | 'clientSeed' | 'nonce'>,
      seed: Pick<TakenNonce, 'seedId' | 'clientSeed' | 'nonce'>,
      event: { topic: string; payload: Record<string, unknown> },
      /**
       * A CTE that must run before the bet's money moves (the bonus wagering: bonus rows are
       * locked before ledger accounts on every path). Gets how the statement names the player,
       * game and stake and `written` (a condition true when the bet row was written); returns the
       * CTE's name and text (`name as (…)`).
       */
      beforeMoney?: (names: {
        userIdSql: string;
        gameSql: string;
        stakeSql: string;
        written: string;
      }) => { name: string; cte: string },
    ) {
      const early = beforeMoney?.({
        userIdSql: '$2::integer',
        gameSql: '$5::text',
        stakeSql: '$8::bigint',
        written: 'exists (select 1 from inserted)',
      });
      return {
        /** How the statement names the player (for a caller's extra select columns). */
        userIdSql: '$2::integer',
        /** How it names the bet's game and stake (for a caller's extra CTEs). */
        gameSql: '$5::text',
        stakeSql: '$8::bigint',
        ctes: `taken as (
            update fair_seeds set nonce = nonce + 1
            where id = $1::bigint and user_id = $2::integer and active and nonce = $3::integer
              and client_seed = $4::text
            returning id, client_seed, nonce - 1 as nonce),
          inserted as (
            insert into original_bets (user_id, game, status, currency, stake_minor, payout_minor,
              multiplier, display_currency, display_rate, params, outcome, seed_id, client_seed,
              nonce, idempotency_key, request_hash, settled_at)
            select $2::integer, $5::text, $6::text, $7::text, $8::bigint, $9::bigint, $10::bigint,
              $11::text, $12::jsonb, $13::jsonb, $14::jsonb, t.id, t.client_seed, t.nonce,
              $15::text, $16::text, $17::timestamptz
            from taken t
            on conflict (user_id, idempotency_key) do nothing
            returning id, created_at),${early ? `\n          ${early.cte},` : ''}
          settled_bet as (select id::text as id, created_at from inserted${
            // Read whole before the bet's row leaves this CTE, so it runs before the money moves.
            early ? ` where (select count(*) from ${early.name}) >= 0` : ''
          }),
          feed_event as (
            insert into outbox (topic, user_id, payload)
            select $18::text, $2::integer, $19::jsonb || jsonb_build_object('id', b.id,
              'createdAt', to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
            from settled_bet b
            returning 1)`,
        params: [
          seed.seedId.toString(),
          bet.userId,
          seed.nonce,
          seed.clientSeed,
          bet.game,
          bet.status,
          bet.currency,
          bet.stakeMinor.toString(),
          (bet.payoutMinor ?? 0n).toString(),
          (bet.multiplier ?? 0n).toString(),
          bet.displayCurrency,
          JSON.stringify(bet.displayRate),
          JSON.stringify(bet.params),
          bet.outcome === undefined || bet.outcome === null ? null : JSON.stringify(bet.outcome),
          bet.idempotencyKey,
          bet.requestHash,
          bet.settledAt ? bet.settledAt.toISOString() : null,
          event.topic,
          JSON.stringify(event.payload),
        ],
        selects: `(select count(*)::int from taken) as taken,
           (select id from settled_bet) as bet_id,
           (select created_at from settled_bet) as bet_created_at,
           (select 1 / (exists (select 1 from settled_bet) or not exists (select 1 from taken))::int)
             as key_unused,
           (select 1 / (not exists (select 1 from settled_bet) or exists (select 1 from stake_claim))::int)
             as stake_recorded`,
      };
    },

    /** The bet row a betPrelude statement wrote, or 'stale' when its pair had moved on. */
    preludeOutcome(
      bet: Omit<NewBetRow, 'seedId' | 'clientSeed' | 'nonce'>,
      seed: Pick<TakenNonce, 'seedId' | 'clientSeed' | 'nonce'>,
      columns: Record<string, unknown>,
    ): BetRow | 'stale' {
      const id = columns.bet_id;
      const createdAt = columns.bet_created_at;
      if (Number(columns.taken) === 0 || typeof id !== 'string' || !createdAt) return 'stale';
      return {
        id: BigInt(id),
        userId: bet.userId,
        game: bet.game,
        status: bet.status,
        currency: bet.currency,
        stakeMinor: bet.stakeMinor,
        payoutMinor: bet.payoutMinor ?? 0n,
        multiplier: bet.multiplier ?? 0n,
        displayCurrency: bet.displayCurrency,
        displayRate: bet.displayRate,
        params: bet.params,
        outcome: bet.outcome ?? null,
        seedId: seed.seedId,
        clientSeed: seed.clientSeed,
        nonce: seed.nonce,
        idempotencyKey: bet.idempotencyKey,
        requestHash: bet.requestHash,
        createdAt: new Date(createdAt as string | Date),
        settledAt: bet.settledAt ?? null,
      };
    },

    /** Inserts the bet unless the player used this idempotency key before (then undefined). */
    async insertBet(bet: NewBetRow, executor: Database): Promise<BetRow | undefined> {
      const [row] = await executor
        .insert(originalBets)
        .values(bet)
        .onConflictDoNothing({ target: [originalBets.userId, originalBets.idempotencyKey] })
        .returning();
      return row;
    },

    async betByKey(userId: number, idempotencyKey: string): Promise<BetWithSeed | undefined> {
      const [row] = await db
        .select(withSeed)
        .from(originalBets)
        .innerJoin(fairSeeds, eq(fairSeeds.id, originalBets.seedId))
        .where(
          and(eq(originalBets.userId, userId), eq(originalBets.idempotencyKey, idempotencyKey)),
        );
      return row;
    },

    async betOf(userId: number, id: bigint): Promise<BetWithSeed | undefined> {
      const [row] = await db
        .select(withSeed)
        .from(originalBets)
        .innerJoin(fairSeeds, eq(fairSeeds.id, originalBets.seedId))
        .where(and(eq(originalBets.userId, userId), eq(originalBets.id, id)));
      return row;
    },

    async betsOf(
      userId: number,
      query: { game?: BetRow['game']; offset: number; limit: number },
    ): Promise<{ rows: BetWithSeed[]; total: number }> {
      const where = and(
        eq(originalBets.userId, userId),
        query.game ? eq(originalBets.game, query.game) : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select(withSeed)
          .from(originalBets)
          .innerJoin(fairSeeds, eq(fairSeeds.id, originalBets.seedId))
          .where(where)
          .orderBy(desc(originalBets.id))
          .offset(query.offset)
          .limit(query.limit),
        db.select({ total: count() }).from(originalBets).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /** The player's unfinished mines round, if any. */
    async activeRound(userId: number, executor: Database = db): Promise<BetRow | undefined> {
      const [row] = await executor
        .select()
        .from(originalBets)
        .where(and(eq(originalBets.userId, userId), eq(originalBets.status, 'active')));
      return row;
    },

    /** The round with its seeds under a row lock: reveals and cash-outs of one round run one at a time. */
    async lockRound(
      userId: number,
      id: bigint,
      executor: Database,
    ): Promise<{ bet: BetRow; seed: SeedRow } | undefined> {
      const [row] = await executor
        .select({ bet: originalBets, seed: fairSeeds })
        .from(originalBets)
        .innerJoin(fairSeeds, eq(fairSeeds.id, originalBets.seedId))
        .where(
          and(
            eq(originalBets.userId, userId),
            eq(originalBets.id, id),
            eq(originalBets.game, 'mines'),
          ),
        )
        .for('update', { of: originalBets });
      return row;
    },

    /**
     * Compare-and-set on an active round: the change applies only while the round is still active
     * with exactly the picks the caller saw, so a second click that raced the first changes nothing.
     */
    async updateActiveRound(
      userId: number,
      id: bigint,
      expectedPicks: number,
      change: Partial<
        Pick<BetRow, 'status' | 'params' | 'outcome' | 'payoutMinor' | 'multiplier'>
      > & {
        settledAt?: Date;
      },
      executor: Database,
    ): Promise<BetRow | undefined> {
      const [row] = await executor
        .update(originalBets)
        .set(change)
        .where(
          and(
            eq(originalBets.userId, userId),
            eq(originalBets.id, id),
            eq(originalBets.status, 'active'),
            sql`jsonb_array_length(${originalBets.params} -> 'picks') = ${expectedPicks}`,
          ),
        )
        .returning();
      return row;
    },
  };
}

export type OriginalsRepository = ReturnType<typeof originalsRepository>;
