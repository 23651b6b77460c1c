import { createHash } from 'node:crypto';
import { outboxPayloadJson, type OutboxEvent } from '../../platform/outbox';
import type { PreparedQuery } from './transfer-statement';

/** A bet's stake and payout with every account resolved to an id (all in one currency). */
export interface BetSettlementRow {
  stakeKey: string;
  stakeHash: string;
  winKey: string;
  winHash: string;
  metadata: Record<string, unknown>;
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
 * A bet's two transfers in one statement: the stake (kind 'bet', player → house_bets) and, when it
 * pays, the payout (kind 'win', house_wins → player). They stay two transfers, so turnover and
 * history read them as before, but the player row changes once, by the net amount: one statement
 * may not update a row twice. The stake must be covered by the balance before the payout: a short
 * balance is turned into a negative one, which the CHECK balance >= 0 refuses (an overdraft), and the
 * whole statement writes nothing. When the stake's key exists already nothing is written and both
 * ids come back null. Dividing by zero aborts the statement if a leg would be missing.
 */
function settlementText(pays: boolean, events: number): string {
  const eventRows = Array.from(
    { length: events },
    (_, index) =>
      `($${12 + index * 3}::text, $${13 + index * 3}::integer, $${14 + index * 3}::jsonb)`,
  );
  const last = pays ? 'win_claim' : 'stake_claim';
  return `with stake_claim as (
      insert into ledger_transfers (kind, idempotency_key, request_hash, metadata)
      values ('bet', $1::text, $2::text, $5::jsonb)
      on conflict (idempotency_key) do nothing
      returning id),
    win_claim as (
      insert into ledger_transfers (kind, idempotency_key, request_hash, metadata)
      select 'win', $3::text, $4::text, $5::jsonb where $10::bigint > 0 and exists (select 1 from stake_claim)
      on conflict (idempotency_key) do nothing
      returning id),
    moved as (
      update ledger_accounts a
      set balance = case when a.balance >= $9::bigint then a.balance - $9::bigint + $10::bigint else -1 end
      where a.id = $6::bigint and exists (select 1 from stake_claim)
      returning a.id, a.currency, a.balance),
    entries as (
      insert into ledger_entries (transfer_id, account_id, amount, currency, balance_after)
      select s.id, m.id, -$9::bigint, m.currency, m.balance - $10::bigint from stake_claim s cross join moved m
      union all
      select s.id, $7::bigint, $9::bigint, $11::text, null::bigint from stake_claim s
      union all
      select w.id, m.id, $10::bigint, m.currency, m.balance from win_claim w cross join moved m
      union all
      select w.id, $8::bigint, -$10::bigint, $11::text, null::bigint from win_claim w
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
           (select id::text from win_claim) as win_transfer_id,
           (select 1 / (count(*) = 1 or not exists (select 1 from stake_claim))::int from moved)
             as player_leg_complete,
           (select 1 / ((select count(*) from win_claim) = ${pays ? 1 : 0}
                        or not exists (select 1 from stake_claim))::int) as win_complete,
           (select balance::text from moved) as balance`;
}

const texts = new Map<string, { name: string; text: string }>();

function textFor(pays: boolean, events: number) {
  const shape = `${pays}:${events}`;
  let entry = texts.get(shape);
  if (!entry) {
    const text = settlementText(pays, events);
    const digest = createHash('sha256').update(text).digest('hex').slice(0, 16);
    entry = { name: `ledger_bet_settlement_${digest}`, text };
    texts.set(shape, entry);
  }
  return entry;
}

export function betSettlementQuery(row: BetSettlementRow): PreparedQuery {
  const params: unknown[] = [
    row.stakeKey,
    row.stakeHash,
    row.winKey,
    row.winHash,
    JSON.stringify(row.metadata),
    row.playerAccountId.toString(),
    row.houseBetsAccountId.toString(),
    row.houseWinsAccountId.toString(),
    row.stakeMinor.toString(),
    row.payoutMinor.toString(),
    row.currency,
  ];
  for (const event of row.events)
    params.push(event.topic, event.userId ?? null, outboxPayloadJson(event.payload));
  return { ...textFor(row.payoutMinor > 0n, row.events.length), params };
}
