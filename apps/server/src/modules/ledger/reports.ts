import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';

/**
 * Aggregates over the ledger for the reports module (ARCHITECTURE.md: a module reads another's data
 * through its index). Every figure is a sum of ledger entries, so a report agrees with the ledger to
 * the minor unit. Amounts are bigint minor units of the row's currency; days are UTC dates.
 *
 * - bets: net entries on house_bets (stakes in, refunds out);
 * - wins: minus the entries on house_wins (payouts);
 * - bonusCost: minus the entries on house_bonuses (bonus granted, less bonus forfeited back).
 */

export interface LedgerRange {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
}

export type GamingGroup = 'day' | 'game' | 'provider' | 'currency';

export interface GamingRow {
  key: string;
  currency: string;
  bets: bigint;
  wins: bigint;
  bonusCost: bigint;
  betCount: number;
}

export interface PaymentRow {
  direction: 'deposit' | 'withdrawal';
  method: string;
  status: 'completed' | 'requested' | 'paid' | 'returned';
  currency: string;
  count: number;
  amount: bigint;
}

export interface PlayerActivityRow {
  day: string;
  activePlayers: number;
  depositors: number;
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const utcDay = (column: SQL) => sql`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`;

function gamingKey(group: GamingGroup): SQL {
  switch (group) {
    case 'day':
      return utcDay(sql`t.created_at`);
    case 'game':
      return sql`coalesce(t.metadata->>'game', 'unknown')`;
    case 'provider':
      // Our originals write no provider; a third-party game's transfers name theirs.
      return sql`coalesce(t.metadata->>'provider', case when t.metadata ? 'game' then 'originals' else 'unknown' end)`;
    case 'currency':
      return sql`e.currency`;
  }
}

export function ledgerReports(db: Database) {
  return {
    async gaming(range: LedgerRange, group: GamingGroup): Promise<GamingRow[]> {
      const kinds =
        group === 'game' || group === 'provider'
          ? sql`('house_bets', 'house_wins')`
          : sql`('house_bets', 'house_wins', 'house_bonuses')`;
      const rows = await rowsOf<{
        key: string;
        currency: string;
        bets: string;
        wins: string;
        bonus_cost: string;
        bet_count: number;
      }>(
        db,
        sql`
          select ${gamingKey(group)} as key, e.currency,
            coalesce(sum(e.amount) filter (where a.kind = 'house_bets'), 0)::text as bets,
            coalesce(-sum(e.amount) filter (where a.kind = 'house_wins'), 0)::text as wins,
            coalesce(-sum(e.amount) filter (where a.kind = 'house_bonuses'), 0)::text as bonus_cost,
            (count(*) filter (where a.kind = 'house_bets' and t.kind = 'bet'))::int as bet_count
          from ledger_accounts a
          join ledger_entries e on e.account_id = a.id
          join ledger_transfers t on t.id = e.transfer_id
          where a.owner_type = 'house' and a.kind in ${kinds}
            and t.created_at >= ${range.from.toISOString()}::timestamptz
            and t.created_at < ${range.to.toISOString()}::timestamptz
          group by 1, 2
          order by 1, 2`,
      );
      return rows.map((row) => ({
        key: row.key,
        currency: row.currency,
        bets: BigInt(row.bets),
        wins: BigInt(row.wins),
        bonusCost: BigInt(row.bonus_cost),
        betCount: Number(row.bet_count),
      }));
    },

    /**
     * What the house kept from one third-party provider's games per UTC day: the entries on
     * house_bets (stakes less refunds) less the payouts on house_wins, over the transfers that
     * name the provider. The provider-api reconciliation sets it beside its own records.
     */
    async providerNetByDay(
      range: LedgerRange,
      provider: string,
    ): Promise<Array<{ day: string; currency: string; net: bigint }>> {
      const rows = await rowsOf<{ day: string; currency: string; net: string }>(
        db,
        sql`
          select ${utcDay(sql`t.created_at`)} as day, e.currency,
            coalesce(sum(e.amount), 0)::text as net
          from ledger_transfers t
          join ledger_entries e on e.transfer_id = t.id
          join ledger_accounts a on a.id = e.account_id
          where t.metadata->>'provider' = ${provider}
            and a.owner_type = 'house' and a.kind in ('house_bets', 'house_wins')
            and t.created_at >= ${range.from.toISOString()}::timestamptz
            and t.created_at < ${range.to.toISOString()}::timestamptz
          group by 1, 2
          order by 1, 2`,
      );
      return rows.map((row) => ({ day: row.day, currency: row.currency, net: BigInt(row.net) }));
    },

    /**
     * Deposits (credited: minus the entries on house_custody, in the currency paid in) and
     * withdrawals (the entries on pending_withdrawal: requested when held, paid when settled,
     * returned when released), by the method their transfer (or its hold) names.
     */
    async payments(range: LedgerRange): Promise<PaymentRow[]> {
      const rows = await rowsOf<{
        direction: PaymentRow['direction'];
        method: string;
        status: PaymentRow['status'];
        currency: string;
        count: number;
        amount: string;
      }>(
        db,
        sql`
          with moved as (
            select t.id, t.kind, e.currency, e.amount,
              coalesce(t.metadata->>'method', ht.metadata->>'method', 'other') as method
            from ledger_transfers t
            join ledger_entries e on e.transfer_id = t.id
            join ledger_accounts a on a.id = e.account_id
            left join ledger_holds h on h.final_transfer_id = t.id
            left join ledger_transfers ht on ht.id = h.hold_transfer_id
            where t.created_at >= ${range.from.toISOString()}::timestamptz
              and t.created_at < ${range.to.toISOString()}::timestamptz
              and (
                (t.kind = 'deposit' and a.owner_type = 'house' and a.kind = 'house_custody')
                or (t.kind in ('hold', 'hold_settle', 'hold_release')
                    and a.owner_type = 'player' and a.kind = 'pending_withdrawal')
              )
          )
          select
            case when kind = 'deposit' then 'deposit' else 'withdrawal' end as direction,
            method,
            case kind when 'deposit' then 'completed' when 'hold' then 'requested'
              when 'hold_settle' then 'paid' else 'returned' end as status,
            currency,
            count(distinct id)::int as count,
            abs(sum(amount))::text as amount
          from moved
          group by 1, 2, 3, 4
          order by 1, 2, 3, 4`,
      );
      return rows.map((row) => ({ ...row, count: Number(row.count), amount: BigInt(row.amount) }));
    },

    /** Per UTC day: players with a bet, and players credited a deposit. */
    async playerActivity(range: LedgerRange): Promise<PlayerActivityRow[]> {
      const rows = await rowsOf<{ day: string; active: number; depositors: number }>(
        db,
        sql`
          select ${utcDay(sql`t.created_at`)} as day,
            (count(distinct a.user_id) filter (where t.kind = 'bet'))::int as active,
            (count(distinct a.user_id) filter (where t.kind = 'deposit'))::int as depositors
          from ledger_transfers t
          join ledger_entries e on e.transfer_id = t.id
          join ledger_accounts a on a.id = e.account_id
          where a.owner_type = 'player' and t.kind in ('bet', 'deposit')
            and t.created_at >= ${range.from.toISOString()}::timestamptz
            and t.created_at < ${range.to.toISOString()}::timestamptz
          group by 1
          order by 1`,
      );
      return rows.map((row) => ({
        day: row.day,
        activePlayers: Number(row.active),
        depositors: Number(row.depositors),
      }));
    },

    /** Distinct players with a bet in the whole range. */
    async activePlayers(range: LedgerRange): Promise<number> {
      const [row] = await rowsOf<{ count: number }>(
        db,
        sql`
          select count(distinct a.user_id)::int as count
          from ledger_transfers t
          join ledger_entries e on e.transfer_id = t.id
          join ledger_accounts a on a.id = e.account_id
          where a.owner_type = 'player' and t.kind = 'bet'
            and t.created_at >= ${range.from.toISOString()}::timestamptz
            and t.created_at < ${range.to.toISOString()}::timestamptz`,
      );
      return Number(row?.count ?? 0);
    },
  };
}

export type LedgerReports = ReturnType<typeof ledgerReports>;
