import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  providerRequests,
  providerRounds,
  providerSessions,
  providerTransactions,
  walletProviders,
} from './schema';

export type WalletProviderRow = typeof walletProviders.$inferSelect;
export type NewWalletProvider = typeof walletProviders.$inferInsert;
export type ProviderSessionRow = typeof providerSessions.$inferSelect;
export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;
export type NewProviderTransaction = typeof providerTransactions.$inferInsert;
export type ProviderRoundRow = typeof providerRounds.$inferSelect;
export interface PlayerRoundRow {
  provider: string;
  round: string;
  game_id: number | null;
  stake: string;
  payout: string;
  closed: boolean;
  created_at: string | Date;
}

/**
 * The only code that touches this module's tables. Money rows are scoped by provider and, where a
 * player acts, by that player: another player's transaction or round is simply not found.
 */
export function providerApiRepository(db: Database) {
  return {
    async provider(slug: string): Promise<WalletProviderRow | undefined> {
      const [row] = await db.select().from(walletProviders).where(eq(walletProviders.slug, slug));
      return row;
    },

    async upsertProvider(row: NewWalletProvider): Promise<void> {
      const { slug: _slug, createdAt: _createdAt, ...changes } = row;
      await db
        .insert(walletProviders)
        .values(row)
        .onConflictDoUpdate({ target: walletProviders.slug, set: changes });
    },

    async insertSession(row: typeof providerSessions.$inferInsert): Promise<void> {
      await db.insert(providerSessions).values(row);
    },

    async session(provider: string, tokenHash: string): Promise<ProviderSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(providerSessions)
        .where(
          and(eq(providerSessions.provider, provider), eq(providerSessions.tokenHash, tokenHash)),
        );
      return row;
    },

    /**
     * What a money call needs before its transaction, in one round trip: the request id's stored
     * answer, the session behind the token and the transaction id's row, each null when unknown.
     */
    async callContext(input: {
      provider: string;
      requestUuid: string;
      tokenHash: string;
      transactionUuid: string;
    }): Promise<{
      request: { requestHash: string; response: Record<string, unknown> } | null;
      session: ProviderSessionRow | null;
      transaction: ProviderTransactionRow | null;
    }> {
      const result = (await db.execute(sql`
        select
          r.request_hash as r_request_hash, r.response as r_response,
          s.id::text as s_id, s.token_hash as s_token_hash, s.user_id as s_user_id,
          s.game_id as s_game_id, s.game_code as s_game_code, s.currency as s_currency,
          s.expires_at as s_expires_at, s.created_at as s_created_at,
          t.transaction_uuid as t_transaction_uuid, t.kind as t_kind, t.user_id as t_user_id,
          t.round as t_round, t.reference_uuid as t_reference_uuid, t.currency as t_currency,
          t.amount_minor::text as t_amount_minor, t.house_minor::text as t_house_minor,
          t.rolled_back as t_rolled_back, t.free_round_reference as t_free_round_reference,
          t.request_hash as t_request_hash,
          t.response as t_response, t.created_at as t_created_at
        from (select 1) as one
        left join provider_requests r
          on r.provider = ${input.provider} and r.request_uuid = ${input.requestUuid}
        left join provider_sessions s
          on s.provider = ${input.provider} and s.token_hash = ${input.tokenHash}
        left join provider_transactions t
          on t.provider = ${input.provider} and t.transaction_uuid = ${input.transactionUuid}`)) as unknown as {
        rows: Array<Record<string, unknown>>;
      };
      const row = result.rows[0] ?? {};
      const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
      return {
        request:
          row.r_request_hash == null
            ? null
            : {
                requestHash: String(row.r_request_hash),
                response: row.r_response as Record<string, unknown>,
              },
        session:
          row.s_id == null
            ? null
            : {
                id: BigInt(String(row.s_id)),
                tokenHash: String(row.s_token_hash),
                provider: input.provider,
                userId: Number(row.s_user_id),
                gameId: Number(row.s_game_id),
                gameCode: String(row.s_game_code),
                currency: String(row.s_currency),
                expiresAt: date(row.s_expires_at),
                createdAt: date(row.s_created_at),
              },
        transaction:
          row.t_transaction_uuid == null
            ? null
            : {
                provider: input.provider,
                transactionUuid: String(row.t_transaction_uuid),
                kind: row.t_kind as ProviderTransactionRow['kind'],
                userId: Number(row.t_user_id),
                round: String(row.t_round),
                referenceUuid: row.t_reference_uuid == null ? null : String(row.t_reference_uuid),
                currency: String(row.t_currency),
                amountMinor: BigInt(String(row.t_amount_minor)),
                houseMinor: BigInt(String(row.t_house_minor)),
                rolledBack: Boolean(row.t_rolled_back),
                freeRoundReference:
                  row.t_free_round_reference == null ? null : String(row.t_free_round_reference),
                requestHash: String(row.t_request_hash),
                response: row.t_response as Record<string, unknown>,
                createdAt: date(row.t_created_at),
              },
      };
    },

    async request(provider: string, requestUuid: string, executor: Database = db) {
      const [row] = await executor
        .select()
        .from(providerRequests)
        .where(
          and(
            eq(providerRequests.provider, provider),
            eq(providerRequests.requestUuid, requestUuid),
          ),
        );
      return row;
    },

    /** False when the request id was recorded already (by a concurrent twin). */
    async insertRequest(
      row: typeof providerRequests.$inferInsert,
      executor: Database,
    ): Promise<boolean> {
      const inserted = await executor
        .insert(providerRequests)
        .values(row)
        .onConflictDoNothing()
        .returning({ requestUuid: providerRequests.requestUuid });
      return inserted.length > 0;
    },

    async transaction(
      provider: string,
      transactionUuid: string,
      executor: Database = db,
    ): Promise<ProviderTransactionRow | undefined> {
      const [row] = await executor
        .select()
        .from(providerTransactions)
        .where(
          and(
            eq(providerTransactions.provider, provider),
            eq(providerTransactions.transactionUuid, transactionUuid),
          ),
        );
      return row;
    },

    /** Locks the row until the transaction ends, so a bet and its rollback act one after the other. */
    async lockTransaction(
      provider: string,
      transactionUuid: string,
      executor: Database,
    ): Promise<ProviderTransactionRow | undefined> {
      const [row] = await executor
        .select()
        .from(providerTransactions)
        .where(
          and(
            eq(providerTransactions.provider, provider),
            eq(providerTransactions.transactionUuid, transactionUuid),
          ),
        )
        .for('update');
      return row;
    },

    /** Null when the transaction id exists already (the caller answers as for a duplicate). */
    async insertTransaction(
      row: NewProviderTransaction,
      executor: Database,
    ): Promise<ProviderTransactionRow | null> {
      const [inserted] = await executor
        .insert(providerTransactions)
        .values(row)
        .onConflictDoNothing()
        .returning();
      return inserted ?? null;
    },

    async finishTransaction(
      provider: string,
      transactionUuid: string,
      result: { houseMinor: bigint; response: Record<string, unknown> },
      executor: Database,
    ) {
      await executor
        .update(providerTransactions)
        .set(result)
        .where(
          and(
            eq(providerTransactions.provider, provider),
            eq(providerTransactions.transactionUuid, transactionUuid),
          ),
        );
    },

    /**
     * The player's bets in a round that still stand (not rolled back): what a win pays for, each
     * with its free-round reference (null for a paid bet), which a win of the round may name.
     */
    async standingBets(
      provider: string,
      round: string,
      userId: number,
      executor: Database,
    ): Promise<Array<{ transactionUuid: string; freeRoundReference: string | null }>> {
      return executor
        .select({
          transactionUuid: providerTransactions.transactionUuid,
          freeRoundReference: providerTransactions.freeRoundReference,
        })
        .from(providerTransactions)
        .where(
          and(
            eq(providerTransactions.provider, provider),
            eq(providerTransactions.round, round),
            eq(providerTransactions.userId, userId),
            eq(providerTransactions.kind, 'bet'),
            eq(providerTransactions.rolledBack, false),
          ),
        );
    },

    /** Whether the round has a win recorded (a played round, paid or not). */
    async roundHasWin(provider: string, round: string, executor: Database): Promise<boolean> {
      const rows = await executor
        .select({ transactionUuid: providerTransactions.transactionUuid })
        .from(providerTransactions)
        .where(
          and(
            eq(providerTransactions.provider, provider),
            eq(providerTransactions.round, round),
            eq(providerTransactions.kind, 'win'),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async markRolledBack(provider: string, transactionUuid: string, executor: Database) {
      await executor
        .update(providerTransactions)
        .set({ rolledBack: true })
        .where(
          and(
            eq(providerTransactions.provider, provider),
            eq(providerTransactions.transactionUuid, transactionUuid),
          ),
        );
    },

    async round(
      provider: string,
      round: string,
      executor: Database = db,
    ): Promise<ProviderRoundRow | undefined> {
      const [row] = await executor
        .select()
        .from(providerRounds)
        .where(and(eq(providerRounds.provider, provider), eq(providerRounds.round, round)));
      return row;
    },

    async lockRound(
      provider: string,
      round: string,
      executor: Database,
    ): Promise<ProviderRoundRow | undefined> {
      const [row] = await executor
        .select()
        .from(providerRounds)
        .where(and(eq(providerRounds.provider, provider), eq(providerRounds.round, round)))
        .for('update');
      return row;
    },

    /** Opens the round if it is new; returns it as it stands (locked until the transaction ends). */
    async openRound(
      row: { provider: string; round: string; userId: number; gameCode: string; gameId: number },
      executor: Database,
    ): Promise<ProviderRoundRow> {
      // A no-op update on conflict: one statement that returns the round, new or not, locked.
      const [locked] = await executor
        .insert(providerRounds)
        .values(row)
        .onConflictDoUpdate({
          target: [providerRounds.provider, providerRounds.round],
          set: { provider: sql`${providerRounds.provider}` },
        })
        .returning();
      if (!locked) throw new Error('round vanished after insert');
      return locked;
    },

    /** A round's stakes (less rolled-back ones) and its payouts, in house minor units. */
    async roundTotals(
      provider: string,
      round: string,
      executor: Database,
    ): Promise<{ stake: bigint; paid: bigint }> {
      const result = (await executor.execute(sql`
        select
          coalesce(sum(house_minor) filter (where kind = 'bet' and not rolled_back), 0)::text as stake,
          coalesce(sum(house_minor) filter (where kind = 'win'), 0)::text as paid
        from provider_transactions
        where provider = ${provider} and round = ${round}`)) as unknown as {
        rows: Array<{ stake: string; paid: string }>;
      };
      return {
        stake: BigInt(result.rows[0]?.stake ?? 0),
        paid: BigInt(result.rows[0]?.paid ?? 0),
      };
    },

    /** One player's rounds, newest first, with their stakes and payouts, and how many there are. */
    async roundsOf(
      userId: number,
      page: { limit: number; offset: number },
    ): Promise<{ rows: PlayerRoundRow[]; total: number }> {
      const [listed, counted] = await Promise.all([
        db.execute(sql`
          select r.provider, r.round, r.game_id, r.closed_at is not null as closed, r.created_at,
            coalesce(sum(t.house_minor) filter (where t.kind = 'bet' and not t.rolled_back), 0)::text as stake,
            coalesce(sum(t.house_minor) filter (where t.kind = 'win'), 0)::text as payout
          from provider_rounds r
          left join provider_transactions t on t.provider = r.provider and t.round = r.round
          where r.user_id = ${userId}
          group by r.provider, r.round
          order by r.created_at desc, r.round desc
          limit ${page.limit} offset ${page.offset}`),
        db.execute(
          sql`select count(*)::int as total from provider_rounds where user_id = ${userId}`,
        ),
      ]);
      const rows = (listed as unknown as { rows: PlayerRoundRow[] }).rows;
      const total = (counted as unknown as { rows: Array<{ total: number }> }).rows[0]?.total;
      return { rows, total: Number(total ?? 0) };
    },

    /** Closes the player's own open round; true when this call closed it. */
    async closeRound(
      round: { provider: string; round: string; userId: number },
      at: Date,
      executor: Database,
    ): Promise<boolean> {
      const closed = await executor
        .update(providerRounds)
        .set({ closedAt: at })
        .where(
          and(
            eq(providerRounds.provider, round.provider),
            eq(providerRounds.round, round.round),
            eq(providerRounds.userId, round.userId),
            sql`${providerRounds.closedAt} is null`,
          ),
        )
        .returning({ round: providerRounds.round });
      return closed.length > 0;
    },
  };
}

export type ProviderApiRepository = ReturnType<typeof providerApiRepository>;
