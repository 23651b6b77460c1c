import { withMovements } from '../../platform/money-movements';
import { BALANCE_CHANGED_TOPIC, outboxPayloadJson, type OutboxEvent } from '../../platform/outbox';

/**
 * Adds a value to the caller's statement parameters and answers its placeholder (`$7::bigint`).
 * The statement text then depends only on its shape, so it can run as a named prepared statement.
 */
export type SqlParam = (value: unknown, cast: string) => string;

/**
 * A stake from, or a payout to, the player's real money (player_main) against one house account,
 * written by CTEs inside another module's statement: the same transfer, entries and
 * `balance.changed` event (with its movement) that `ledger.stake`/`ledger.payout` write when no
 * bonus money takes part. The caller's statement must abort (see `complete`) when the transfer
 * did not happen, so it never commits half of a call.
 */
export interface InlineMove {
  /** CTE name prefix, unique in the statement. */
  name: string;
  kind: 'bet' | 'win';
  idempotencyKey: string;
  requestHash: string;
  metadata: Record<string, unknown>;
  userId: number;
  playerAccountId: bigint;
  houseAccountId: bigint;
  currency: string;
  /** Positive: what moves (taken from player_main for 'bet', paid to it for 'win'). */
  amountMinor: bigint;
  /** SQL condition: the transfer is made only when it holds (the caller's checks passed). */
  when: string;
}

export interface InlineMoveSql {
  /** CTEs, comma separated, without `with`. */
  ctes: string;
  /** SQL boolean: the transfer was claimed and its player row changed. */
  complete: string;
  /** SQL bigint: player_main after the move. */
  mainAfter: string;
}

export function inlineMoveSql(move: InlineMove, param: SqlParam): InlineMoveSql {
  if (move.amountMinor <= 0n) throw new TypeError('an inline move needs a positive amount');
  const n = move.name;
  const signed = move.kind === 'bet' ? -move.amountMinor : move.amountMinor;
  const events: OutboxEvent[] = withMovements(
    [{ topic: BALANCE_CHANGED_TOPIC, userId: move.userId }],
    [{ kind: move.kind, currency: move.currency, amount: move.amountMinor.toString() }],
  );
  const [event] = events as [OutboxEvent];
  const player = param(move.playerAccountId.toString(), 'bigint');
  const amount = param(signed.toString(), 'bigint');
  const currency = param(move.currency, 'text');
  const ctes = `${n}_claim as (
      insert into ledger_transfers (kind, idempotency_key, request_hash, metadata, rate)
      select ${param(move.kind, 'text')}, ${param(move.idempotencyKey, 'text')},
        ${param(move.requestHash, 'text')}, ${param(JSON.stringify(move.metadata), 'jsonb')}, null
      where ${move.when}
      on conflict (idempotency_key) do nothing
      returning id),
    ${n}_moved as (
      update ledger_accounts a set balance = a.balance + ${amount}
      where a.id = ${player} and a.owner_type = 'player'
        and a.user_id = ${param(move.userId, 'integer')} and exists (select 1 from ${n}_claim)
      returning a.id, a.currency, a.balance),
    ${n}_entries as (
      insert into ledger_entries (transfer_id, account_id, amount, currency, balance_after)
      select c.id, m.id, ${amount}, m.currency, m.balance from ${n}_claim c cross join ${n}_moved m
      union all
      select c.id, ${param(move.houseAccountId.toString(), 'bigint')}, -${amount}, ${currency}, null
      from ${n}_claim c
      returning 1),
    ${n}_events as (
      insert into outbox (topic, user_id, payload)
      select ${param(event.topic, 'text')}, ${param(move.userId, 'integer')},
        jsonb_build_object('transferId', c.id::text) || ${param(outboxPayloadJson(event.payload), 'jsonb')}
      from ${n}_claim c
      returning 1)`;
  return {
    ctes,
    complete: `(exists (select 1 from ${n}_claim) and (select count(*) from ${n}_moved) = 1)`,
    mainAfter: `(select balance from ${n}_moved)`,
  };
}

/**
 * SQL bigint: the player's spendable money (player_main + player_bonus) in `currency` as the
 * statement began, with player_main taken from `mainAfter` when given (a move's row).
 */
export function spendableSql(userIdSql: string, currencySql: string, mainAfter?: string): string {
  const of = (kind: string) =>
    `(select a.balance from ledger_accounts a where a.owner_type = 'player' and a.user_id = ${userIdSql}
       and a.kind = '${kind}' and a.currency = ${currencySql})`;
  const main = mainAfter
    ? `coalesce(${mainAfter}, ${of('player_main')}, 0)`
    : `coalesce(${of('player_main')}, 0)`;
  return `(${main} + coalesce(${of('player_bonus')}, 0))`;
}

/**
 * SQL boolean: none of the stakes stored under the keys `keysSql` (a subquery of idempotency keys)
 * took money from the player's bonus account, so a payout for them goes wholly to real money.
 */
export function stakesWithoutBonusSql(keysSql: string, userIdSql: string): string {
  return `not exists (
      select 1 from ledger_transfers t
      join ledger_entries e on e.transfer_id = t.id
      join ledger_accounts a on a.id = e.account_id
      where t.idempotency_key in (${keysSql})
        and a.owner_type = 'player' and a.user_id = ${userIdSql} and a.kind = 'player_bonus')`;
}
