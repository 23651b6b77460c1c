import { runPrepared } from '../../platform/db/prepared';
import type { BonusesService } from '../bonuses';
import {
  INLINE_MOVE_COLUMNS,
  inlineMovesSql,
  spendableSql,
  stakesWithoutBonusSql,
  type InlineMoveRow,
  type LedgerService,
} from '../ledger';
import { PROVIDER_LAST_BET_TOPIC } from './last-bets';
import {
  closedRoundPayloadSql,
  ledgerKeyPrefixOf,
  moveOf,
  protocolBalanceSql,
  refusedToWrite,
  type OneStatementCall,
  type OneStatementDeps,
} from './one-statement';

/**
 * Several players' bets (or wins) as ONE statement: the one-statement path (one-statement.ts) for a
 * set of calls, so a batch pays one round trip, one plan's start-up and one commit. Its checks are
 * conditions per call rather than aborts: a call that fails one writes nothing and gets no answer
 * (the caller then takes the one-call path, which answers it). What no condition can see before
 * writing (an id or a round taken by a commit meanwhile, a lock held elsewhere) aborts the whole
 * statement, and every call of the batch goes the one-call way. A batch holds at most one call
 * per player and per provider id (call-batcher.ts); a bet comes only from real money, for a player
 * with no active bonus (no wagering, no max bet) and no responsible-gaming limit or block.
 */
export interface BatchedCall extends OneStatementCall {
  /** Wins: the round closes with it. */
  closes: boolean;
  /** The house currency's scale (every call of a process shares the house currency). */
  houseScale: number;
}

export interface BatchedAnswer {
  response: Record<string, unknown>;
}

interface CallRow extends Partial<InlineMoveRow> {
  i: number;
  provider: string;
  request_uuid: string;
  body_hash: string;
  transaction_uuid: string;
  transaction_hash: string;
  user_id: number;
  global_id: string;
  round: string;
  game_code: string;
  game_id: number;
  currency: string;
  amount: string;
  house: string;
  house_currency: string;
  multiply: string;
  divide: string;
  ledger_key_prefix: string;
  closes: boolean;
}

const CALL_COLUMNS = `i int, provider text, request_uuid text, body_hash text, transaction_uuid text,
  transaction_hash text, user_id int, global_id text, round text, game_code text, game_id int,
  currency text, amount bigint, house bigint, house_currency text, multiply numeric,
  divide numeric, ledger_key_prefix text, closes boolean, ${INLINE_MOVE_COLUMNS}`;

/**
 * Calls whose request id is new. A transaction id seen before is left to its insert (an index
 * lookup the planner cannot mistake for another while the table's statistics are young), whose
 * conflict aborts the batch.
 */
const UNSEEN = `not exists (select 1 from provider_requests q
      where q.provider = c.provider and q.request_uuid = c.request_uuid)`;

/** The answers of `answered` (columns of the calls and `response`) stored, and returned. */
function recordSql(kind: 'bet' | 'win', checks: string): string {
  return `recorded as (
      insert into provider_transactions (provider, transaction_uuid, kind, user_id, round,
        reference_uuid, currency, amount_minor, house_minor, free_round_reference, request_hash, response)
      select a.provider, a.transaction_uuid, '${kind}', a.user_id, a.round, null, a.currency,
        a.amount, a.house, null, a.transaction_hash, a.response
      from answered a
      on conflict do nothing
      returning 1),
    requested as (
      insert into provider_requests (provider, request_uuid, request_hash, response)
      select a.provider, a.request_uuid, a.body_hash, a.response from answered a
      on conflict do nothing
      returning 1)
    select a.i, a.response,
      1 / ((select count(*) from recorded) = (select count(*) from answered)
        and (select count(*) from requested) = (select count(*) from answered)
        and ${checks})::int as ok
    from answered a`;
}

/** The protocol answer of `p` with its spendable balance (main money after `mainAfter`). */
function answerSql(source: string, mainAfter: string): string {
  const spendable = spendableSql('p.user_id', 'p.house_currency', mainAfter);
  return `select p.*, jsonb_build_object('status', 'RS_OK', 'request_uuid', p.request_uuid,
        'user', p.global_id, 'currency', p.currency,
        'balance', ${protocolBalanceSql(spendable, 'p.multiply', 'p.divide')},
        'transaction_uuid', p.transaction_uuid) as response
      from ${source}`;
}

export interface BatchedStatementDeps extends Omit<OneStatementDeps, 'ledger' | 'bonuses'> {
  ledger: Pick<LedgerService, 'inlineMoveRow'>;
  bonuses: Pick<BonusesService, 'noActiveBonusSql'>;
}

export function batchedStatements(deps: BatchedStatementDeps) {
  const stake = inlineMovesSql('stake', 'bet', 'gate');
  const betText = `with calls as (select * from jsonb_to_recordset($1::jsonb) as c(${CALL_COLUMNS})),
    gate as (
      select c.* from calls c
      where ${deps.users.playableSql('c.user_id', 'c.global_id')}
        and ${deps.rg.unguardedStakeSql('c.user_id', '$2::timestamptz')}
        and ${deps.bonuses.noActiveBonusSql('c.user_id')}
        and not exists (select 1 from provider_rounds r where r.provider = c.provider
          and r.round = c.round and (r.user_id <> c.user_id or r.closed_at is not null))
        and ${UNSEEN}),
    ${stake.ctes},
    opened as (
      insert into provider_rounds (provider, round, user_id, game_code, game_id)
      select g.provider, g.round, g.user_id, g.game_code, g.game_id
      from gate g join ${stake.moved} m on m.i = g.i
      on conflict (provider, round) do update set provider = excluded.provider
      returning provider, round, user_id, closed_at),
    answered as (${answerSql(`gate p join ${stake.moved} m on m.i = p.i`, 'm.balance')}),
    ${recordSql(
      'bet',
      `${stake.complete}
        and not exists (select 1 from opened o join answered a
          on a.provider = o.provider and a.round = o.round
          where o.user_id <> a.user_id or o.closed_at is not null)`,
    )}`;

  const payout = inlineMovesSql('payout', 'win', 'paying');
  /** The win statement, by the house currency's scale (the feed event's amounts). */
  const winText = (houseScale: number) => {
    const feedPayload = closedRoundPayloadSql(
      {
        id: `a.provider || ':' || a.round`,
        gameId: 'a.game_id',
        currency: 'a.house_currency',
        createdAt: '$3::text',
      },
      houseScale,
    );
    return `with calls as (select * from jsonb_to_recordset($1::jsonb) as c(${CALL_COLUMNS})),
    gate as (
      select c.* from calls c
      where ${deps.users.playableSql('c.user_id', 'c.global_id')} and ${UNSEEN}),
    seen as (
      select g.i, r.xmin::text as version from gate g
      join provider_rounds r on r.provider = g.provider and r.round = g.round),
    locked as (
      select g.i, r.xmin::text as version, r.user_id, r.closed_at from provider_rounds r
      join gate g on r.provider = g.provider and r.round = g.round
      for update of r nowait),
    stakes as (
      select g.i, t.transaction_uuid, t.house_minor, t.free_round_reference from gate g
      join provider_transactions t on t.provider = g.provider and t.round = g.round
        and t.user_id = g.user_id and t.kind = 'bet' and not t.rolled_back),
    payable as (
      select g.* from gate g
      join locked l on l.i = g.i
      join seen s on s.i = g.i
      where l.user_id = g.user_id and l.closed_at is null and l.version = s.version
        and not exists (select 1 from stakes k where k.i = g.i and k.free_round_reference is not null)
        and (g.house = 0 or exists (select 1 from stakes k where k.i = g.i))
        and ${stakesWithoutBonusSql(
          'select g.ledger_key_prefix || k.transaction_uuid from stakes k where k.i = g.i',
          'g.user_id',
        )}),
    paying as (select * from payable where house > 0),
    ${payout.ctes},
    answered as (${answerSql(`payable p left join ${payout.moved} m on m.i = p.i`, 'm.balance')}),
    closed as (
      update provider_rounds r set closed_at = $2::timestamptz
      from answered a
      where a.closes and r.provider = a.provider and r.round = a.round
      returning 1),
    totals as (
      select a.i,
        (select coalesce(sum(k.house_minor), 0) from stakes k where k.i = a.i) as stake,
        (select coalesce(sum(w.house_minor), 0) from provider_transactions w
          where w.provider = a.provider and w.round = a.round and w.kind = 'win') + a.house as payout
      from answered a where a.closes),
    feed as (
      insert into outbox (topic, user_id, payload)
      select '${PROVIDER_LAST_BET_TOPIC}', a.user_id, ${feedPayload}
      from totals t join answered a on a.i = t.i
      where t.stake > 0
      returning 1),
    ${recordSql(
      'win',
      `${payout.complete}
        and (select count(*) from closed) = (select count(*) from answered where closes)`,
    )}`;
  };
  const winTexts = new Map<number, string>();
  const winTextOf = (houseScale: number) => {
    let text = winTexts.get(houseScale);
    if (!text) {
      text = winText(houseScale);
      winTexts.set(houseScale, text);
    }
    return text;
  };

  function rowOf(call: BatchedCall, i: number, move: InlineMoveRow | null): CallRow {
    return {
      i,
      provider: call.provider,
      request_uuid: call.requestUuid,
      body_hash: call.bodyHash,
      transaction_uuid: call.transactionUuid,
      transaction_hash: call.transactionHash,
      user_id: call.userId,
      global_id: call.globalId,
      round: call.round,
      game_code: call.gameCode,
      game_id: call.gameId,
      currency: call.currency,
      amount: call.amountMinor.toString(),
      house: call.houseMinor.toString(),
      house_currency: call.houseCurrency,
      multiply: call.toSession.multiply.toString(),
      divide: call.toSession.divide.toString(),
      ledger_key_prefix: ledgerKeyPrefixOf(call),
      closes: call.closes,
      ...move,
    };
  }

  /**
   * Answers by call index; null when the statement aborted (every call goes the one-call way).
   * Calls without an answer were refused by a condition.
   */
  async function run(
    name: string,
    text: string,
    rows: CallRow[],
    params: unknown[],
  ): Promise<Map<number, BatchedAnswer> | null> {
    let result: Array<{ i: number; response: Record<string, unknown> }>;
    try {
      result = await runPrepared(deps.db, {
        name,
        text,
        params: [JSON.stringify(rows), ...params],
      });
    } catch (error) {
      if (refusedToWrite(error)) return null;
      throw error;
    }
    return new Map(result.map((row) => [row.i, { response: row.response }]));
  }

  return {
    async bets(calls: BatchedCall[], at: Date) {
      const rows = await Promise.all(
        calls.map(async (call, i) =>
          rowOf(call, i, await deps.ledger.inlineMoveRow(moveOf(call, 'bet'))),
        ),
      );
      return run('provider_bets', betText, rows, [at.toISOString()]);
    },

    async wins(calls: BatchedCall[], at: Date, houseScale: number) {
      const rows = await Promise.all(
        calls.map(async (call, i) =>
          rowOf(
            call,
            i,
            call.houseMinor > 0n ? await deps.ledger.inlineMoveRow(moveOf(call, 'win')) : null,
          ),
        ),
      );
      return run(`provider_wins_${houseScale}`, winTextOf(houseScale), rows, [
        at.toISOString(),
        at.toISOString(),
      ]);
    },
  };
}

export type BatchedStatements = ReturnType<typeof batchedStatements>;
