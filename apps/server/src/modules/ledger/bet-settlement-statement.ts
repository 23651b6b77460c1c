import { createHash } from 'node:crypto';
import { outboxPayloadJson, type OutboxEvent } from '../../platform/outbox';
import type { PreparedQuery } from './transfer-statement';

/**
 * SQL that runs before the settlement in the same statement and names the bet: CTEs (comma
 * separated, without `with`) of which one is `settled_bet (id text)` with zero or one row, using
 * parameters $1..$n (`params`), plus extra columns for the final select. Nothing is settled when
 * `settled_bet` is empty. Lets a caller write its own rows (e.g. the bet) in the settlement's
 * statement: one round trip, atomic without a transaction.
 */
export interface SettlementPrelude {
  ctes: string;
  params: unknown[];
  selects: string;
}

/** A bet's stake and payout with every account resolved to an id (all in one currency). */
export interface BetSettlementRow {
  stakeHash: string;
  winHash: string;
  game: string;
  playerAccountId: bigint;
  houseBetsAccountId: bigint;
  houseWinsAccountId: bigint;
  currency: string;
  stakeMinor: bigint;
  /** 0 when the bet lost (or is still open): then there is no win transfer. */
  payoutMinor: bigint;
  /** Written with the last transfer of the settlement. */
  events: OutboxEvent[];
}

/**
 * A bet's two transfers in one statement: the stake (kind 'bet', player → house_bets, keyed
 * `original-bet:<bet id>`) and, when it pays, the payout (kind 'win', house_wins → player, keyed
 * `original-win:<bet id>`). They stay two transfers, so turnover and history read them as before,
 * but the player row changes once, by the net amount: one statement may not update a row twice. The
 * stake must be covered by the balance before the payout: a short balance is turned into a negative
 * one, which the CHECK balance >= 0 refuses (an overdraft), and the whole statement writes nothing.
 * When the stake's key exists already nothing is written and both ids come back null. Dividing by
 * zero aborts the statement if a leg would be missing. `ledger_player_balances` lists the player's
 * accounts in the currency as [kind, balance] pairs as they were before the statement (the
 * statement's snapshot): `balance` is player_main's new balance, the others it does not change.
 */
function settlementText(prelude: SettlementPrelude, pays: boolean, events: number): string {
  const offset = prelude.params.length;
  const $ = (n: number) => `$${offset + n}`;
  const eventRows = Array.from(
    { length: events },
    (_, index) =>
      `(${$(10 + index * 3)}::text, ${$(11 + index * 3)}::integer, ${$(12 + index * 3)}::jsonb)`,
  );
  const last = pays ? 'win_claim' : 'stake_claim';
  const metadata = `jsonb_build_object('betId', b.id, 'game', ${$(3)}::text)`;
  return `with ${prelude.ctes},
    stake_claim as (
      insert into ledger_transfers (kind, idempotency_key, request_hash, metadata)
      select 'bet', 'original-bet:' || b.id, ${$(1)}::text, ${metadata} from settled_bet b
      on conflict (idempotency_key) do nothing
      returning id),
    win_claim as (
      insert into ledger_transfers (kind, idempotency_key, request_hash, metadata)
      select 'win', 'original-win:' || b.id, ${$(2)}::text, ${metadata} from settled_bet b
      where ${$(8)}::bigint > 0 and exists (select 1 from stake_claim)
      on conflict (idempotency_key) do nothing
      returning id),
    moved as (
      update ledger_accounts a
      set balance = case when a.balance >= ${$(7)}::bigint
                         then a.balance - ${$(7)}::bigint + ${$(8)}::bigint else -1 end
      where a.id = ${$(4)}::bigint and exists (select 1 from stake_claim)
      returning a.id, a.currency, a.balance),
    entries as (
      insert into ledger_entries (transfer_id, account_id, amount, currency, balance_after)
      select s.id, m.id, -${$(7)}::bigint, m.currency, m.balance - ${$(8)}::bigint
      from stake_claim s cross join moved m
      union all
      select s.id, ${$(5)}::bigint, ${$(7)}::bigint, ${$(9)}::text, null::bigint from stake_claim s
      union all
      select w.id, m.id, ${$(8)}::bigint, m.currency, m.balance from win_claim w cross join moved m
      union all
      select w.id, ${$(6)}::bigint, -${$(8)}::bigint, ${$(9)}::text, null::bigint from win_claim w
      returning 1)${
        events > 0
          ? `,
    events as (
      insert into outbox (topic, user_id, payload)
      select e.topic, e.user_id, jsonb_build_object('transferId', c.id::text) || e.payload
      from ${last} c cross join (values ${eventRows.join(', ')}) as e (topic, user_id, payload)
      returning 1)`
          : ''
      }
    select (select id::text from stake_claim) as stake_transfer_id,
           (select 1 / (count(*) = 1 or not exists (select 1 from stake_claim))::int from moved)
             as player_leg_complete,
           (select 1 / ((select count(*) from win_claim) = ${pays ? 1 : 0}
                        or not exists (select 1 from stake_claim))::int) as win_complete,
           (select balance::text from moved) as balance,
           (select coalesce(json_agg(json_build_array(a.kind, a.balance::text)), '[]'::json)
              from ledger_accounts a
              where a.owner_type = 'player' and a.currency = ${$(9)}::text
                and a.user_id = (select p.user_id from ledger_accounts p where p.id = ${$(4)}::bigint))
             as ledger_player_balances${prelude.selects ? `,\n           ${prelude.selects}` : ''}`;
}

const TEXT_CACHE_LIMIT = 64;
const texts = new Map<string, { name: string; text: string }>();

function textFor(prelude: SettlementPrelude, pays: boolean, events: number) {
  const shape = `${pays}:${events}:${prelude.ctes}:${prelude.selects}`;
  let entry = texts.get(shape);
  if (!entry) {
    const text = settlementText(prelude, pays, events);
    const digest = createHash('sha256').update(text).digest('hex').slice(0, 16);
    entry = { name: `ledger_bet_settlement_${digest}`, text };
    if (texts.size >= TEXT_CACHE_LIMIT) texts.clear();
    texts.set(shape, entry);
  }
  return entry;
}

/** The settlement of the bet whose id is known already. */
export function knownBetPrelude(betId: string): SettlementPrelude {
  return { ctes: 'settled_bet (id) as (select $1::text)', params: [betId], selects: '' };
}

export function betSettlementQuery(
  prelude: SettlementPrelude,
  row: BetSettlementRow,
): PreparedQuery {
  const params: unknown[] = [
    ...prelude.params,
    row.stakeHash,
    row.winHash,
    row.game,
    row.playerAccountId.toString(),
    row.houseBetsAccountId.toString(),
    row.houseWinsAccountId.toString(),
    row.stakeMinor.toString(),
    row.payoutMinor.toString(),
    row.currency,
  ];
  for (const event of row.events)
    params.push(event.topic, event.userId ?? null, outboxPayloadJson(event.payload));
  return { ...textFor(prelude, row.payoutMinor > 0n, row.events.length), params };
}
