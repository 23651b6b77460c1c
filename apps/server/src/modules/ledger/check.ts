import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';

/**
 * The ledger's invariants, checked over the whole database (read-only; used by `npm run ledger:check`
 * and after every integration suite). Each query returns the rows that break one rule.
 */
export interface LedgerFinding {
  check: string;
  detail: string;
}

export interface LedgerCheckReport {
  ok: boolean;
  /** Every rule that was checked, in order. */
  checks: string[];
  findings: LedgerFinding[];
  counts: { accounts: number; transfers: number; entries: number };
}

const CHECKS: Array<{ check: string; query: ReturnType<typeof sql> }> = [
  {
    check: 'transfer balances per currency',
    query: sql`select 'transfer ' || transfer_id || ' ' || currency || ' sums to ' || sum(amount) as detail
      from ledger_entries group by transfer_id, currency having sum(amount) <> 0`,
  },
  {
    check: 'transfer has entries',
    query: sql`select 'transfer ' || t.id || ' (' || t.kind || ') has no entries' as detail
      from ledger_transfers t where not exists (select 1 from ledger_entries e where e.transfer_id = t.id)`,
  },
  {
    check: 'entry account exists',
    query: sql`select 'entry ' || e.id || ' names missing account ' || e.account_id as detail
      from ledger_entries e left join ledger_accounts a on a.id = e.account_id where a.id is null`,
  },
  {
    check: 'entry currency matches its account',
    query: sql`select 'entry ' || e.id || ' in ' || e.currency || ' on account ' || a.id || ' in ' || a.currency as detail
      from ledger_entries e join ledger_accounts a on a.id = e.account_id where e.currency <> a.currency`,
  },
  {
    check: 'player balance equals the sum of its entries',
    query: sql`select 'account ' || a.id || ' (user ' || a.user_id || ', ' || a.kind || ') balance ' || a.balance
        || ' but entries sum to ' || coalesce(s.total, 0) as detail
      from ledger_accounts a
      left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s
        on s.account_id = a.id
      where a.owner_type = 'player' and a.balance <> coalesce(s.total, 0)`,
  },
  {
    check: 'no player balance is negative',
    query: sql`select 'account ' || id || ' (user ' || user_id || ', ' || kind || ') is ' || balance as detail
      from ledger_accounts where owner_type = 'player' and balance < 0`,
  },
  {
    check: 'house rows are never updated',
    query: sql`select 'house account ' || id || ' (' || kind || ') has a stored balance ' || balance as detail
      from ledger_accounts where owner_type = 'house' and balance <> 0`,
  },
  {
    check: 'all balances sum to zero per currency',
    query: sql`select currency || ' sums to ' || sum(amount) as detail from (
        select currency, balance as amount from ledger_accounts where owner_type = 'player'
        union all
        select a.currency, e.amount from ledger_entries e
          join ledger_accounts a on a.id = e.account_id where a.owner_type = 'house'
      ) balances group by currency having sum(amount) <> 0`,
  },
  {
    check: 'pending withdrawals equal open holds',
    query: sql`select 'user ' || a.user_id || ' pending ' || a.balance || ' but open holds total '
        || coalesce(h.total, 0) as detail
      from ledger_accounts a
      left join (select user_id, currency, sum(amount) as total from ledger_holds
                 where status = 'held' group by user_id, currency) h
        on h.user_id = a.user_id and h.currency = a.currency
      where a.owner_type = 'player' and a.kind = 'pending_withdrawal'
        and a.balance <> coalesce(h.total, 0)`,
  },
];

/** How many findings per check are listed; the rest are counted. */
const FINDINGS_PER_CHECK = 20;

export async function checkLedger(db: Database): Promise<LedgerCheckReport> {
  const findings: LedgerFinding[] = [];
  for (const { check, query } of CHECKS) {
    const { rows } = (await db.execute(
      sql`${query} limit ${FINDINGS_PER_CHECK + 1}`,
    )) as unknown as {
      rows: Array<{ detail: string }>;
    };
    for (const row of rows.slice(0, FINDINGS_PER_CHECK))
      findings.push({ check, detail: row.detail });
    if (rows.length > FINDINGS_PER_CHECK)
      findings.push({ check, detail: `more than ${FINDINGS_PER_CHECK} breaches` });
  }
  const { rows } = (await db.execute(sql`select
      (select count(*) from ledger_accounts)::int as accounts,
      (select count(*) from ledger_transfers)::int as transfers,
      (select count(*) from ledger_entries)::int as entries`)) as unknown as {
    rows: Array<{ accounts: number; transfers: number; entries: number }>;
  };
  const counts = rows[0] ?? { accounts: 0, transfers: 0, entries: 0 };
  return { ok: findings.length === 0, checks: CHECKS.map((item) => item.check), findings, counts };
}
