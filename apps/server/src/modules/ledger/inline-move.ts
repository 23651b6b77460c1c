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

function balanceEventOf(move: Pick<InlineMove, 'kind' | 'userId' | 'currency' | 'amountMinor'>) {
  const events: OutboxEvent[] = withMovements(
    [{ topic: BALANCE_CHANGED_TOPIC, userId: move.userId }],
    [{ kind: move.kind, currency: move.currency, amount: move.amountMinor.toString() }],
  );
  return events[0] as OutboxEvent;
}

export function inlineMoveSql(move: InlineMove, param: SqlParam): InlineMoveSql {
  if (move.amountMinor <= 0n) throw new TypeError('an inline move needs a positive amount');
  const n = move.name;
  const signed = move.kind === 'bet' ? -move.amountMinor : move.amountMinor;
  const event = balanceEventOf(move);
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
 * One move of a set (inlineMovesSql), as fields of the caller's JSON row: everything the statement
 * writes that does not depend on what it finds.
 */
export interface InlineMoveRow {
  move_key: string;
  move_hash: string;
  move_metadata: Record<string, unknown>;
  move_player: string;
  move_house: string;
  move_currency: string;
  move_amount: string;
  move_event: Record<string, unknown>;
}

/** The column list of those fields, for the caller's `jsonb_to_recordset(...) as c(...)`. */
export const INLINE_MOVE_COLUMNS = `move_key text, move_hash text, move_metadata jsonb,
  move_player bigint, move_house bigint, move_currency text, move_amount bigint, move_event jsonb`;

export function inlineMoveRow(move: Omit<InlineMove, 'name' | 'when'>): InlineMoveRow {
  if (move.amountMinor <= 0n) throw new TypeError('an inline move needs a positive amount');
  return {
    move_key: move.idempotencyKey,
    move_hash: move.requestHash,
    move_metadata: move.metadata,
    move_player: move.playerAccountId.toString(),
    move_house: move.houseAccountId.toString(),
    move_currency: move.currency,
    move_amount: move.amountMinor.toString(),
    // Its movements carry amounts as strings already: the caller's JSON takes it as it is.
    move_event: balanceEventOf(move).payload ?? {},
  };
}

export interface InlineMovesSql {
  /** CTEs, comma separated, without `with`. */
  ctes: string;
  /** CTE of the moves made: `i` (the source row's) and `balance` (player_main after it). */
  moved: string;
  /** SQL boolean: every move made was claimed (false when a key was taken meanwhile). */
  complete: string;
}

/**
 * A set of stakes ('bet') or payouts ('win') in one statement, one per row of the CTE `source`
 * (columns `i`, unique per row, `user_id` and the INLINE_MOVE_COLUMNS; one row per player): the
 * same transfer, entries and balance event per row as inlineMoveSql. A stake whose player_main does
 * not cover it is not made (a condition, so the other rows go on); a payout is made for every row.
 * The caller aborts its statement unless `complete`.
 */
export function inlineMovesSql(name: string, kind: 'bet' | 'win', source: string): InlineMovesSql {
  const n = name;
  const signed = kind === 'bet' ? '-s.move_amount' : 's.move_amount';
  // Locked in id order first: two statements moving the same players' money (two processes'
  // batches) then wait for each other instead of deadlocking.
  const ctes = `${n}_locked as (
      select a.id from ledger_accounts a
      where a.id in (select s.move_player from ${source} s)
      order by a.id
      for update),
    ${n}_moved as (
      update ledger_accounts a set balance = a.balance + ${signed}
      from ${source} s
      where a.id = s.move_player and a.id in (select l.id from ${n}_locked l)
        and a.owner_type = 'player' and a.user_id = s.user_id
        ${kind === 'bet' ? 'and a.balance >= s.move_amount' : ''}
      returning s.i, a.id, a.currency, a.balance),
    ${n}_claim as (
      insert into ledger_transfers (kind, idempotency_key, request_hash, metadata, rate)
      select '${kind}', s.move_key, s.move_hash, s.move_metadata, null
      from ${source} s join ${n}_moved m on m.i = s.i
      on conflict (idempotency_key) do nothing
      returning id, idempotency_key),
    ${n}_claimed as (
      select s.i, k.id from ${n}_claim k join ${source} s on s.move_key = k.idempotency_key),
    ${n}_entries as (
      insert into ledger_entries (transfer_id, account_id, amount, currency, balance_after)
      select c.id, m.id, ${signed}, m.currency, m.balance
      from ${n}_claimed c join ${n}_moved m on m.i = c.i join ${source} s on s.i = c.i
      union all
      select c.id, s.move_house, -(${signed}), s.move_currency, null
      from ${n}_claimed c join ${source} s on s.i = c.i
      returning 1),
    ${n}_events as (
      insert into outbox (topic, user_id, payload)
      select '${BALANCE_CHANGED_TOPIC}', s.user_id, jsonb_build_object('transferId', c.id::text) || s.move_event
      from ${n}_claimed c join ${source} s on s.i = c.i
      returning 1)`;
  const moved = `(select count(*) from ${n}_moved)`;
  return {
    ctes,
    moved: `${n}_moved`,
    complete: `((select count(*) from ${n}_claim) = ${moved}
      and (select count(*) from ${n}_claimed) = ${moved}
      ${kind === 'win' ? `and ${moved} = (select count(*) from ${source})` : ''})`,
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
