import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { accountKeyText, type AccountKey } from './accounts';
import { runPrepared } from './prepared';
import { transferQuery, type TransferRow } from './transfer-statement';
import {
  betSettlementQuery,
  type BetSettlementRow,
  type SettlementPrelude,
} from './bet-settlement-statement';

export type { ResolvedLeg, TransferRow } from './transfer-statement';

export interface PlayerBalanceRow {
  accountId: bigint;
  kind: string;
  currency: string;
  balance: bigint;
}

export interface StoredTransfer {
  transferId: bigint;
  requestHash: string;
  balances: PlayerBalanceRow[];
}

/** What a player staked, got back and deposited over a span (minor units, house currency). */
export interface PlayTotals {
  stakesMinor: bigint;
  returnsMinor: bigint;
  depositsMinor: bigint;
}

interface Rows<T> {
  rows: T[];
}

async function rowsOf<T>(executor: Database, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as Rows<T>).rows;
}

interface BalanceJson {
  accountId: string;
  kind: string;
  currency: string;
  balance: string;
}

function balancesFromJson(value: unknown): PlayerBalanceRow[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : value) as BalanceJson[] | null;
  return (list ?? []).map((row) => ({
    accountId: BigInt(row.accountId),
    kind: row.kind,
    currency: row.currency,
    balance: BigInt(row.balance),
  }));
}

const bigintParam = (value: bigint) => sql`${value.toString()}::bigint`;

/** The only code that touches the ledger tables. Player reads are scoped by the player's user id. */
export function ledgerRepository(db: Database) {
  return {
    /** Creates the accounts that do not exist yet; existing ones are left alone. Returns every id. */
    async ensureAccounts(
      keys: AccountKey[],
      executor: Database = db,
    ): Promise<Map<string, bigint>> {
      const values = sql.join(
        keys.map(
          (key) =>
            sql`(${key.ownerType}::text, ${key.userId}::integer, ${key.kind}::text, ${key.currency}::text)`,
        ),
        sql`, `,
      );
      await executor.execute(sql`
        insert into ledger_accounts (owner_type, user_id, kind, currency)
        select * from (values ${values}) as v (owner_type, user_id, kind, currency)
        order by 1, 2, 3, 4
        on conflict do nothing`);
      const rows = await rowsOf<{
        id: string;
        owner_type: 'player' | 'house';
        user_id: number | null;
        kind: string;
        currency: string;
      }>(
        executor,
        sql`select a.id::text as id, a.owner_type, a.user_id, a.kind, a.currency
            from ledger_accounts a
            join (values ${values}) as v (owner_type, user_id, kind, currency)
              on a.owner_type = v.owner_type and a.user_id is not distinct from v.user_id
             and a.kind = v.kind and a.currency = v.currency`,
      );
      return new Map(
        rows.map((row) => [
          accountKeyText({
            ownerType: row.owner_type,
            userId: row.user_id,
            kind: row.kind,
            currency: row.currency,
          }),
          BigInt(row.id),
        ]),
      );
    },

    /** Runs the bet settlement statement; the stake's id is null when nothing was settled. */
    async insertBetSettlement(
      prelude: SettlementPrelude,
      row: BetSettlementRow,
      executor: Database = db,
    ): Promise<{
      stakeTransferId: bigint | null;
      balance: bigint | null;
      /** The player's accounts in the settlement's currency, player_main after the settlement. */
      balances: Array<{ kind: string; balance: bigint }> | null;
      columns: Record<string, unknown>;
    }> {
      const [result] = await runPrepared<
        {
          stake_transfer_id: string | null;
          balance: string | null;
          ledger_player_balances: Array<[string, string]> | string | null;
        } & Record<string, unknown>
      >(executor, betSettlementQuery(prelude, row));
      if (!result) throw new Error('bet settlement statement returned no row');
      const balance = result.balance === null ? null : BigInt(result.balance);
      const listed =
        typeof result.ledger_player_balances === 'string'
          ? (JSON.parse(result.ledger_player_balances) as Array<[string, string]>)
          : (result.ledger_player_balances ?? []);
      return {
        stakeTransferId:
          result.stake_transfer_id === null ? null : BigInt(result.stake_transfer_id),
        balance,
        balances:
          balance === null
            ? null
            : listed.map(([kind, value]) => ({
                kind,
                balance: kind === 'player_main' ? balance : BigInt(value),
              })),
        columns: result,
      };
    },

    /** Runs the transfer statement. `transferId` is null when the idempotency key already existed. */
    async insertTransfer(
      row: TransferRow,
      executor: Database = db,
    ): Promise<{ transferId: bigint | null; balances: PlayerBalanceRow[] }> {
      const [result] = await runPrepared<{ transfer_id: string | null; balances: unknown }>(
        executor,
        transferQuery(row),
      );
      if (!result) throw new Error('transfer statement returned no row');
      return {
        transferId: result.transfer_id === null ? null : BigInt(result.transfer_id),
        balances: balancesFromJson(result.balances),
      };
    },

    /** The transfer stored under an idempotency key, with the player balances right after it. */
    async findTransferByKey(
      idempotencyKey: string,
      executor: Database = db,
    ): Promise<StoredTransfer | undefined> {
      const [row] = await rowsOf<{ id: string; request_hash: string; balances: unknown }>(
        executor,
        sql`select t.id::text as id, t.request_hash,
              (select coalesce(json_agg(json_build_object('accountId', a.id::text, 'kind', a.kind,
                        'currency', a.currency, 'balance', e.balance_after::text)), '[]'::json)
                 from ledger_entries e join ledger_accounts a on a.id = e.account_id
                where e.transfer_id = t.id and a.owner_type = 'player') as balances
            from ledger_transfers t where t.idempotency_key = ${idempotencyKey}`,
      );
      if (!row) return undefined;
      return {
        transferId: BigInt(row.id),
        requestHash: row.request_hash,
        balances: balancesFromJson(row.balances),
      };
    },

    /** playerBalances of several players in one read (the outbox relay's balance pushes). */
    async playerBalancesOfMany(
      userIds: readonly number[],
    ): Promise<Array<PlayerBalanceRow & { userId: number }>> {
      const rows = await runPrepared<{
        user_id: number;
        id: string;
        kind: string;
        currency: string;
        balance: string;
      }>(db, {
        name: 'ledger_player_balances_many',
        text: `select user_id, id::text as id, kind, currency, balance::text as balance
                 from ledger_accounts where owner_type = 'player' and user_id = any($1::integer[])
                 order by user_id, id`,
        params: [userIds],
      });
      return rows.map((row) => ({
        userId: Number(row.user_id),
        accountId: BigInt(row.id),
        kind: row.kind,
        currency: row.currency,
        balance: BigInt(row.balance),
      }));
    },

    async playerBalances(userId: number, executor: Database = db): Promise<PlayerBalanceRow[]> {
      // Named, so node-postgres plans it once per connection: every bet's answer reads it.
      const rows = await runPrepared<{
        id: string;
        kind: string;
        currency: string;
        balance: string;
      }>(executor, {
        name: 'ledger_player_balances',
        text: `select id::text as id, kind, currency, balance::text as balance
                 from ledger_accounts where owner_type = 'player' and user_id = $1::integer
                 order by id`,
        params: [userId],
      });
      return rows.map((row) => ({
        accountId: BigInt(row.id),
        kind: row.kind,
        currency: row.currency,
        balance: BigInt(row.balance),
      }));
    },

    /**
     * In `currency`: the player's stakes (what transfers of kind 'bet' took out of any of their
     * accounts) and their credited deposits (what transfers of kind 'deposit' put into player_main).
     */
    async wageringTotals(
      userId: number,
      currency: string,
      executor: Database = db,
    ): Promise<{ betsMinor: bigint; depositsMinor: bigint }> {
      const [row] = await rowsOf<{ bets: string; deposits: string }>(
        executor,
        sql`select
              coalesce(sum(-e.amount) filter (where t.kind = 'bet' and e.amount < 0), 0)::text as bets,
              coalesce(sum(e.amount) filter (
                where t.kind = 'deposit' and a.kind = 'player_main' and e.amount > 0), 0)::text as deposits
            from ledger_accounts a
            join ledger_entries e on e.account_id = a.id
            join ledger_transfers t on t.id = e.transfer_id
            where a.owner_type = 'player' and a.user_id = ${userId} and a.currency = ${currency}
              and t.kind in ('bet', 'deposit')`,
      );
      return { betsMinor: BigInt(row?.bets ?? '0'), depositsMinor: BigInt(row?.deposits ?? '0') };
    },

    /** Stakes, wins and deposits of the player in `currency` (the gaming-revenue rule). */
    async gamingTotals(
      userId: number,
      currency: string,
      executor: Database = db,
    ): Promise<{ betsMinor: bigint; winsMinor: bigint; depositsMinor: bigint }> {
      const [row] = await rowsOf<{ bets: string; wins: string; deposits: string }>(
        executor,
        sql`select
              coalesce(sum(-e.amount) filter (where t.kind = 'bet' and e.amount < 0), 0)::text as bets,
              coalesce(sum(e.amount) filter (where t.kind = 'win' and e.amount > 0), 0)::text as wins,
              coalesce(sum(e.amount) filter (
                where t.kind = 'deposit' and a.kind = 'player_main' and e.amount > 0), 0)::text as deposits
            from ledger_accounts a
            join ledger_entries e on e.account_id = a.id
            join ledger_transfers t on t.id = e.transfer_id
            where a.owner_type = 'player' and a.user_id = ${userId} and a.currency = ${currency}
              and t.kind in ('bet', 'win', 'deposit')`,
      );
      return {
        betsMinor: BigInt(row?.bets ?? '0'),
        winsMinor: BigInt(row?.wins ?? '0'),
        depositsMinor: BigInt(row?.deposits ?? '0'),
      };
    },

    /**
     * The player's stakes (bets, tournament buy-ins), returns (wins and refunds, less sportsbook
     * rollbacks) and deposits to
     * player_main in `currency` since each of `sinces`, in one pass over the entries since the
     * earliest of them (responsible-gaming limits and the reality check).
     */
    async playTotalsSince(
      userId: number,
      currency: string,
      sinces: readonly Date[],
      executor: Database = db,
    ): Promise<PlayTotals[]> {
      if (sinces.length === 0) return [];
      const earliest = new Date(Math.min(...sinces.map((since) => since.getTime())));
      const columns = sinces.map((since, index) => {
        const from = since.toISOString();
        return sql`
              coalesce(sum(-e.amount) filter (
                where t.kind in ('bet', 'tournament_buy_in') and e.amount < 0
                  and t.created_at >= ${from}::timestamptz), 0)::text
                as ${sql.raw(`stakes_${index}`)},
              coalesce(sum(e.amount) filter (
                where t.kind in ('win', 'refund', 'rollback', 'tournament_refund')
                  and t.created_at >= ${from}::timestamptz), 0)::text
                as ${sql.raw(`returns_${index}`)},
              coalesce(sum(e.amount) filter (
                where t.kind = 'deposit' and a.kind = 'player_main' and e.amount > 0
                  and t.created_at >= ${from}::timestamptz), 0)::text
                as ${sql.raw(`deposits_${index}`)}`;
      });
      const [row] = await rowsOf<Record<string, string>>(
        executor,
        sql`select ${sql.join(columns, sql`,`)}
            from ledger_accounts a
            join ledger_entries e on e.account_id = a.id
            join ledger_transfers t on t.id = e.transfer_id
            where a.owner_type = 'player' and a.user_id = ${userId} and a.currency = ${currency}
              and a.kind in ('player_main', 'player_bonus')
              and t.kind in ('bet', 'tournament_buy_in', 'win', 'refund', 'rollback',
                             'tournament_refund', 'deposit')
              and t.created_at >= ${earliest.toISOString()}::timestamptz`,
      );
      return sinces.map((_, index) => ({
        stakesMinor: BigInt(row?.[`stakes_${index}`] ?? '0'),
        returnsMinor: BigInt(row?.[`returns_${index}`] ?? '0'),
        depositsMinor: BigInt(row?.[`deposits_${index}`] ?? '0'),
      }));
    },

    /** Players after id `afterUserId` whose bet turnover in `currency` is at least `thresholdMinor`. */
    async turnoverAtLeast(
      thresholdMinor: bigint,
      currency: string,
      page: { afterUserId: number; limit: number },
    ): Promise<number[]> {
      const rows = await rowsOf<{ user_id: number }>(
        db,
        sql`select a.user_id
            from ledger_accounts a
            join ledger_entries e on e.account_id = a.id
            join ledger_transfers t on t.id = e.transfer_id
            where a.owner_type = 'player' and a.currency = ${currency}
              and t.kind = 'bet' and e.amount < 0 and a.user_id > ${page.afterUserId}
            group by a.user_id
            having sum(-e.amount) >= ${thresholdMinor.toString()}::numeric
            order by a.user_id
            limit ${page.limit}`,
      );
      return rows.map((row) => Number(row.user_id));
    },

    /** The player's transfers, newest first, each with the player's own legs. */
    async playerTransfers(
      userId: number,
      page: { offset: number; limit: number },
    ): Promise<{ rows: PlayerTransferRow[]; total: number }> {
      const [items, totals] = await Promise.all([
        rowsOf<{
          id: string;
          kind: string;
          metadata: Record<string, unknown>;
          rate: Record<string, string> | null;
          created_at: string | Date;
          legs: unknown;
        }>(
          db,
          sql`with mine as (
                select distinct e.transfer_id from ledger_entries e
                join ledger_accounts a on a.id = e.account_id
                where a.owner_type = 'player' and a.user_id = ${userId})
              select t.id::text as id, t.kind, t.metadata, t.rate, t.created_at,
                (select json_agg(json_build_object('kind', a.kind, 'currency', e.currency,
                   'amount', e.amount::text, 'balanceAfter', e.balance_after::text) order by e.id)
                   from ledger_entries e join ledger_accounts a on a.id = e.account_id
                  where e.transfer_id = t.id and a.owner_type = 'player' and a.user_id = ${userId}) as legs
              from ledger_transfers t join mine on mine.transfer_id = t.id
              order by t.id desc offset ${page.offset} limit ${page.limit}`,
        ),
        rowsOf<{ total: string }>(
          db,
          sql`select count(distinct e.transfer_id)::text as total from ledger_entries e
              join ledger_accounts a on a.id = e.account_id
              where a.owner_type = 'player' and a.user_id = ${userId}`,
        ),
      ]);
      return {
        rows: items.map((row) => ({
          transferId: BigInt(row.id),
          kind: row.kind,
          metadata: row.metadata,
          rate: row.rate,
          createdAt: new Date(row.created_at),
          legs: (
            (typeof row.legs === 'string' ? JSON.parse(row.legs) : row.legs) as Array<{
              kind: string;
              currency: string;
              amount: string;
              balanceAfter: string;
            }>
          ).map((leg) => ({
            kind: leg.kind,
            currency: leg.currency,
            amountMinor: BigInt(leg.amount),
            balanceAfter: BigInt(leg.balanceAfter),
          })),
        })),
        total: Number(totals[0]?.total ?? 0),
      };
    },

    /**
     * The player's spendable accounts (player_main, player_bonus) in `currency`, locked in id order
     * until the caller's transaction ends: a stake split between them reads balances no one else
     * can change before its transfer.
     */
    async lockSpendable(
      userId: number,
      currency: string,
      executor: Database,
    ): Promise<PlayerBalanceRow[]> {
      const rows = await rowsOf<{ id: string; kind: string; currency: string; balance: string }>(
        executor,
        sql`select id::text as id, kind, currency, balance::text as balance
            from ledger_accounts
            where owner_type = 'player' and user_id = ${userId} and currency = ${currency}
              and kind in ('player_main', 'player_bonus')
            order by id for update`,
      );
      return rows.map((row) => ({
        accountId: BigInt(row.id),
        kind: row.kind,
        currency: row.currency,
        balance: BigInt(row.balance),
      }));
    },

    /**
     * What the transfers stored under `keys` moved on the player's own accounts, summed per
     * account kind (negative: taken from it). A payout reads its stakes' sources with it.
     */
    async playerLegsByKind(
      userId: number,
      keys: readonly string[],
      executor: Database = db,
    ): Promise<Map<string, bigint>> {
      if (keys.length === 0) return new Map();
      const rows = await rowsOf<{ kind: string; amount: string }>(
        executor,
        sql`select a.kind, sum(e.amount)::text as amount
            from ledger_transfers t
            join ledger_entries e on e.transfer_id = t.id
            join ledger_accounts a on a.id = e.account_id
            where t.idempotency_key in (${sql.join(
              keys.map((key) => sql`${key}`),
              sql`, `,
            )})
              and a.owner_type = 'player' and a.user_id = ${userId}
            group by a.kind`,
      );
      return new Map(rows.map((row) => [row.kind, BigInt(row.amount)]));
    },

    /** Locks a hold (inside the caller's transaction) so release and settle cannot both happen. */
    async findHoldForUpdate(holdId: string, executor: Database): Promise<HoldRow | undefined> {
      const [row] = await rowsOf<{
        id: string;
        user_id: number;
        amount: string;
        currency: string;
        status: HoldRow['status'];
      }>(
        executor,
        sql`select id, user_id, amount::text as amount, currency, status
            from ledger_holds where id = ${holdId} for update`,
      );
      return row
        ? {
            id: row.id,
            userId: row.user_id,
            amountMinor: BigInt(row.amount),
            currency: row.currency,
            status: row.status,
          }
        : undefined;
    },

    async insertHold(
      hold: {
        id: string;
        userId: number;
        amountMinor: bigint;
        currency: string;
        transferId: bigint;
      },
      executor: Database,
    ): Promise<void> {
      await executor.execute(sql`
        insert into ledger_holds (id, user_id, amount, currency, status, hold_transfer_id)
        values (${hold.id}, ${hold.userId}, ${bigintParam(hold.amountMinor)}, ${hold.currency},
                'held', ${bigintParam(hold.transferId)})
        on conflict (id) do nothing`);
    },

    async finishHold(
      holdId: string,
      status: 'released' | 'settled',
      transferId: bigint,
      executor: Database,
    ): Promise<void> {
      await executor.execute(sql`
        update ledger_holds set status = ${status}, final_transfer_id = ${bigintParam(transferId)},
               updated_at = now()
        where id = ${holdId} and status = 'held'`);
    },
  };
}

export interface PlayerTransferRow {
  transferId: bigint;
  kind: string;
  metadata: Record<string, unknown>;
  rate: Record<string, string> | null;
  createdAt: Date;
  legs: Array<{ kind: string; currency: string; amountMinor: bigint; balanceAfter: bigint }>;
}

export interface HoldRow {
  id: string;
  userId: number;
  amountMinor: bigint;
  currency: string;
  status: 'held' | 'released' | 'settled';
}

export type LedgerRepository = ReturnType<typeof ledgerRepository>;
