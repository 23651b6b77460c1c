import { createHash } from 'node:crypto';
import { outboxPayloadJson, type OutboxEvent } from '../../platform/outbox';

/** A leg with its account resolved to an id. */
export interface ResolvedLeg {
  accountId: bigint;
  ownerType: 'player' | 'house';
  amount: bigint;
  currency: string;
}

export interface TransferRow {
  kind: string;
  idempotencyKey: string;
  requestHash: string;
  metadata: Record<string, unknown>;
  rate: Record<string, string> | null;
  legs: ResolvedLeg[];
  events: OutboxEvent[];
}

/** SQL text, its parameters, and a name that is the same for the same text (a prepared statement). */
export interface PreparedQuery {
  name: string;
  text: string;
  params: unknown[];
}

/**
 * The one statement that moves money. Its CTEs claim the idempotency key (a transfer row), change the
 * player rows with one UPDATE each (the CHECK balance >= 0 aborts the whole statement on an
 * overdraft), append the entries (house legs are inserted, never updated) and write the outbox
 * events: one round trip, atomic on its own or inside a caller's transaction. When the key already
 * exists nothing is written and the transfer id comes back null. When a transfer changes more than
 * one player row, the rows are locked in ascending id order first, so two transfers cannot deadlock.
 *
 * The text depends only on the transfer's shape (how many player legs, house legs and events) and is
 * built once per shape; everything else is a parameter. On node-postgres it runs as a named prepared
 * statement, planned once per connection: planning this statement costs more than executing it.
 */
function transferText(players: number, houses: number, events: number): string {
  let next = 0;
  const param = (cast: string) => `$${(next += 1)}::${cast}`;
  const ctes = [
    `claim as (
      insert into ledger_transfers (kind, idempotency_key, request_hash, metadata, rate)
      values (${param('text')}, ${param('text')}, ${param('text')}, ${param('jsonb')}, ${param('jsonb')})
      on conflict (idempotency_key) do nothing
      returning id)`,
  ];
  if (players > 0) {
    const rows = Array.from({ length: players }, () => `(${param('bigint')}, ${param('bigint')})`);
    ctes.push(`player_legs (account_id, amount) as (values ${rows.join(', ')})`);
    if (players > 1)
      ctes.push(`locked as materialized (
        select a.id from ledger_accounts a
        where a.id in (select account_id from player_legs) and exists (select 1 from claim)
        order by a.id for update)`);
    ctes.push(`moved as (
      update ledger_accounts a set balance = a.balance + l.amount
      from player_legs l
      where a.id = l.account_id and exists (select 1 from claim)
        ${players > 1 ? 'and a.id in (select id from locked)' : ''}
      returning a.id, a.kind, a.currency, a.balance, l.amount)`);
  } else {
    ctes.push(`moved as (
      select null::bigint as id, null::text as kind, null::text as currency,
             null::bigint as balance, null::bigint as amount
      where false)`);
  }
  const houseRows = Array.from(
    { length: houses },
    () => `(${param('bigint')}, ${param('bigint')}, ${param('text')})`,
  );
  ctes.push(`entries as (
    insert into ledger_entries (transfer_id, account_id, amount, currency, balance_after)
    select c.id, m.id, m.amount, m.currency, m.balance from claim c cross join moved m
    ${
      houses > 0
        ? `union all
    select c.id, h.account_id, h.amount, h.currency, null::bigint
    from claim c cross join (values ${houseRows.join(', ')}) as h (account_id, amount, currency)`
        : ''
    }
    returning 1)`);
  if (events > 0) {
    const rows = Array.from(
      { length: events },
      () => `(${param('text')}, ${param('integer')}, ${param('jsonb')})`,
    );
    ctes.push(`events as (
      insert into outbox (topic, user_id, payload)
      select e.topic, e.user_id, jsonb_build_object('transferId', c.id::text) || e.payload
      from claim c cross join (values ${rows.join(', ')}) as e (topic, user_id, payload)
      returning 1)`);
  }
  // Dividing by zero when fewer player rows changed than were named aborts the statement, so a
  // transfer is never committed with a leg missing (count(*) is not a constant: nothing folds it).
  return `with ${ctes.join(',\n')}
    select (select id::text from claim) as transfer_id,
           (select 1 / (count(*) = ${players} or not exists (select 1 from claim))::int from moved)
             as legs_complete,
           (select coalesce(json_agg(json_build_object('accountId', id::text, 'kind', kind,
              'currency', currency, 'balance', balance::text)), '[]'::json) from moved) as balances`;
}

const texts = new Map<string, { name: string; text: string }>();

function textFor(players: number, houses: number, events: number) {
  const shape = `${players}:${houses}:${events}`;
  let entry = texts.get(shape);
  if (!entry) {
    const text = transferText(players, houses, events);
    const digest = createHash('sha256').update(text).digest('hex').slice(0, 16);
    entry = { name: `ledger_transfer_${digest}`, text };
    texts.set(shape, entry);
  }
  return entry;
}

export function transferQuery(row: TransferRow): PreparedQuery {
  const players = row.legs.filter((leg) => leg.ownerType === 'player');
  const houses = row.legs.filter((leg) => leg.ownerType === 'house');
  const params: unknown[] = [
    row.kind,
    row.idempotencyKey,
    row.requestHash,
    JSON.stringify(row.metadata),
    row.rate ? JSON.stringify(row.rate) : null,
  ];
  for (const leg of players) params.push(leg.accountId.toString(), leg.amount.toString());
  for (const leg of houses)
    params.push(leg.accountId.toString(), leg.amount.toString(), leg.currency);
  for (const event of row.events)
    params.push(event.topic, event.userId ?? null, outboxPayloadJson(event.payload));
  return { ...textFor(players.length, houses.length, row.events.length), params };
}
