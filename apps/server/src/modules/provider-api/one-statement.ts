import type { Database } from '../../platform/db/client';
import { runPrepared, statementName } from '../../platform/db/prepared';
import type { BonusesService } from '../bonuses';
import {
  spendableSql,
  stakesWithoutBonusSql,
  type InlineMoveInput,
  type InlineMoveSql,
  type LedgerService,
  type SqlParam,
} from '../ledger';
import type { RgGuard } from '../responsible-gaming';
import type { UsersService } from '../users';
import { PROVIDER_LAST_BET_TOPIC } from './last-bets';

/**
 * A provider's bet or win as ONE database statement (no transaction, one round trip), for the
 * common case: a paid stake from real money, a win of a round whose stakes took no bonus money.
 * It writes exactly what the general path (wallet.ts moneyCall) commits: the transaction and
 * request rows with the stored answer, the round, the bonus wagering, the ledger transfer with its
 * balance event, the round's close and its feed event. Every check the general path makes is an
 * assertion here: when one fails, or the request or transaction id was seen before, the statement
 * aborts (division by zero, a CHECK or unique violation) and nothing is written; the caller then
 * takes the general path, which answers the refusal or the replay.
 */
export interface OneStatementDeps {
  db: Database;
  ledger: Pick<LedgerService, 'inlineMove'>;
  bonuses: Pick<BonusesService, 'keyedWagerCte' | 'maxBetSql'>;
  users: Pick<UsersService, 'playableSql'>;
  rg: Pick<RgGuard, 'unguardedStakeSql'>;
}

export interface OneStatementCall {
  provider: string;
  requestUuid: string;
  bodyHash: string;
  transactionUuid: string;
  transactionHash: string;
  userId: number;
  globalId: string;
  round: string;
  gameCode: string;
  gameId: number;
  /** The session currency (the provider's). */
  currency: string;
  amountMinor: bigint;
  houseMinor: bigint;
  houseCurrency: string;
  /** House minor units → protocol units: floor(x × multiply / divide), as toSessionMinor. */
  toSession: { multiply: bigint; divide: bigint };
  ledgerKey: string;
  metadata: Record<string, unknown>;
}

export interface OneStatementAnswer {
  response: Record<string, unknown>;
  /** A bonus's wagering requirement was reached (the caller converts it after the commit). */
  wagered: boolean;
}

/**
 * SQLSTATEs of a statement that refused to write (the general path decides what to answer):
 * its own assertion (division by zero), an id taken or a row changed meanwhile, a lock held.
 */
const REFUSED = new Set(['21000', '22012', '23505', '23514', '40P01', '40001', '55P03']);

export function refusedToWrite(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && REFUSED.has(state);
}

function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function parameters() {
  const values: unknown[] = [];
  const param: SqlParam = (value, cast) => {
    values.push(value);
    return `$${values.length}::${cast}`;
  };
  return { values, param };
}

/**
 * SQL text of a non-negative whole-number `value` (numeric) of minor units at `scale`, exactly as
 * formatAmount writes it ("12.500000"): the closed round's feed event carries these.
 */
function formatSql(value: string, scale: number): string {
  if (!Number.isInteger(scale) || scale < 0 || scale > 18) throw new TypeError('bad scale');
  if (scale === 0) return `(${value})::numeric::text`;
  const unit = `1${'0'.repeat(scale)}::numeric`;
  return `(div(${value}, ${unit})::text || '.' || lpad(mod(${value}, ${unit})::text, ${scale}, '0'))`;
}

/** The largest integer the protocol carries exactly (amounts.ts protocolInteger). */
const PROTOCOL_MAX = Number.MAX_SAFE_INTEGER;

/** The ledger move of a call: its stake ('bet') or its payout ('win'), from real money. */
export function moveOf(call: OneStatementCall, kind: 'bet' | 'win'): InlineMoveInput {
  return {
    kind,
    userId: call.userId,
    amountMinor: call.houseMinor,
    idempotencyKey: call.ledgerKey,
    // A payout names its hash (its stakes may be known only to the statement).
    ...(kind === 'win' ? { requestHash: call.transactionHash } : {}),
    metadata: call.metadata,
  };
}

/** What the provider's ledger keys start with (a key is this and the transaction id). */
export const ledgerKeyPrefixOf = (call: OneStatementCall) =>
  call.ledgerKey.slice(0, -call.transactionUuid.length);

/** SQL bigint: `spendable` house minor units in protocol units, floor(x × multiply / divide). */
export function protocolBalanceSql(spendable: string, multiply: string, divide: string): string {
  return `least(div(${spendable}::numeric * ${multiply}, ${divide}), ${PROTOCOL_MAX})::bigint`;
}

/**
 * SQL jsonb: a closed round's last-bets feed event from `t.stake` and `t.payout` (numeric house
 * minor units), the other fields given as SQL.
 */
export function closedRoundPayloadSql(
  fields: { id: string; gameId: string; currency: string; createdAt: string },
  houseScale: number,
): string {
  return `jsonb_build_object('id', ${fields.id}, 'gameId', ${fields.gameId},
    'stake', ${formatSql('t.stake', houseScale)}, 'payout', ${formatSql('t.payout', houseScale)},
    'currency', ${fields.currency},
    'multiplier', ${formatSql('div(t.payout * 10000, t.stake)', 4)},
    'createdAt', ${fields.createdAt})`;
}

export function oneStatementCalls(deps: OneStatementDeps) {
  /** The answer's JSON and the two rows that store it, common to bet and win. */
  function answerSql(
    call: OneStatementCall,
    param: SqlParam,
    kind: 'bet' | 'win',
    spendable: string,
  ) {
    const provider = param(call.provider, 'text');
    const transaction = param(call.transactionUuid, 'text');
    const balance = protocolBalanceSql(
      spendable,
      param(call.toSession.multiply.toString(), 'numeric'),
      param(call.toSession.divide.toString(), 'numeric'),
    );
    return `answer as (
      select jsonb_build_object('status', 'RS_OK', 'request_uuid', ${param(call.requestUuid, 'text')},
        'user', ${param(call.globalId, 'text')}, 'currency', ${param(call.currency, 'text')},
        'balance', ${balance}, 'transaction_uuid', ${transaction}) as response
      from go),
    recorded as (
      insert into provider_transactions (provider, transaction_uuid, kind, user_id, round,
        reference_uuid, currency, amount_minor, house_minor, free_round_reference, request_hash, response)
      select ${provider}, ${transaction}, '${kind}', ${param(call.userId, 'integer')},
        ${param(call.round, 'text')}, null, ${param(call.currency, 'text')},
        ${param(call.amountMinor.toString(), 'bigint')}, ${param(call.houseMinor.toString(), 'bigint')},
        null, ${param(call.transactionHash, 'text')}, a.response
      from answer a
      on conflict do nothing
      returning 1),
    requested as (
      insert into provider_requests (provider, request_uuid, request_hash, response)
      select ${provider}, ${param(call.requestUuid, 'text')}, ${param(call.bodyHash, 'text')}, a.response
      from answer a
      on conflict do nothing
      returning 1)`;
  }

  async function run(
    prefix: string,
    text: string,
    values: unknown[],
  ): Promise<OneStatementAnswer | null> {
    let rows: Array<{ ok: number; response: Record<string, unknown>; wagered: boolean }>;
    try {
      rows = await runPrepared(deps.db, {
        name: statementName(prefix, text),
        text,
        params: values,
      });
    } catch (error) {
      if (refusedToWrite(error)) return null;
      throw error;
    }
    const row = rows[0];
    if (!row?.response) return null;
    return { response: row.response, wagered: row.wagered === true };
  }

  const finalSelect = (wagered: string) => `
    select 1 / ((select count(*) from recorded) = 1 and (select count(*) from requested) = 1)::int as ok,
      (select response from answer) as response, ${wagered} as wagered`;

  return {
    /**
     * A paid stake from real money: refused (null) for a player who is gone, banned or another
     * global id, has responsible-gaming limits or a block in force at `at`, a stake above a bonus's max bet, a round of another player or closed, a stake
     * real money does not cover, or ids seen before.
     */
    async bet(call: OneStatementCall, wagering: { game: string; category: string }, at: Date) {
      const { values, param } = parameters();
      const user = param(call.userId, 'integer');
      const house = param(call.houseMinor.toString(), 'bigint');
      const currency = param(call.houseCurrency, 'text');
      const gate = `gate as (
        select 1 where ${deps.users.playableSql(user, param(call.globalId, 'text'))}
          and ${deps.rg.unguardedStakeSql(user, param(at.toISOString(), 'timestamptz'))}
          and coalesce(${deps.bonuses.maxBetSql(user)}, ${house}) >= ${house}),
      opened as (
        insert into provider_rounds (provider, round, user_id, game_code, game_id)
        select ${param(call.provider, 'text')}, ${param(call.round, 'text')}, ${user},
          ${param(call.gameCode, 'text')}, ${param(call.gameId, 'integer')} from gate
        on conflict (provider, round) do update set provider = excluded.provider
        returning user_id, closed_at),
      open as (select 1 from opened where user_id = ${user} and closed_at is null),
      ${deps.bonuses.keyedWagerCte(
        {
          userIdSql: user,
          gameSql: param(wagering.game, 'text'),
          stakeSql: house,
          category: wagering.category,
          when: 'exists (select 1 from open)',
          wagerKeySql: param(call.ledgerKey, 'text'),
        },
        'wager',
      )}`;
      // Bonus rows are locked before ledger rows, as on every bet path.
      const move: InlineMoveSql = await deps.ledger.inlineMove(
        {
          ...moveOf(call, 'bet'),
          name: 'stake',
          when: `exists (select 1 from open) and (select count(*) from wager) >= 0`,
        },
        param,
      );
      const text = `with ${gate},
      ${move.ctes},
      go as (select 1 where ${move.complete}),
      ${answerSql(call, param, 'bet', spendableSql(user, currency, move.mainAfter))}
      ${finalSelect('(select coalesce(bool_or(met), false) from wager)')}`;
      return run('provider_bet', text, values);
    },

    /**
     * A win of the player's open round whose standing stakes took no bonus money and were no
     * free rounds; `closes` also closes the round and writes its feed event. Refused (null) when
     * the round changed since the statement began (a bet of it committing meanwhile).
     */
    async win(call: OneStatementCall, closes: boolean, at: Date, houseScale: number) {
      const { values, param } = parameters();
      const user = param(call.userId, 'integer');
      const provider = param(call.provider, 'text');
      const round = param(call.round, 'text');
      const currency = param(call.houseCurrency, 'text');
      const pays = call.houseMinor > 0n;
      const ledgerKeyPrefix = param(ledgerKeyPrefixOf(call), 'text');
      const checks = `gate as (select 1 where ${deps.users.playableSql(user, param(call.globalId, 'text'))}),
      seen as (select xmin::text as version from provider_rounds where provider = ${provider} and round = ${round}),
      locked as (
        select xmin::text as version, user_id, closed_at from provider_rounds
        where provider = ${provider} and round = ${round} and exists (select 1 from gate)
        for update nowait),
      stakes as (
        select transaction_uuid, house_minor, free_round_reference from provider_transactions
        where provider = ${provider} and round = ${round} and user_id = ${user}
          and kind = 'bet' and not rolled_back),
      payable as (
        select 1 from locked l
        where l.user_id = ${user} and l.closed_at is null
          and l.version = (select version from seen)
          and not exists (select 1 from stakes where free_round_reference is not null)
          and ${pays ? 'exists (select 1 from stakes)' : 'true'}
          and ${stakesWithoutBonusSql(`select ${ledgerKeyPrefix} || transaction_uuid from stakes`, user)})`;
      const move = pays
        ? await deps.ledger.inlineMove(
            { ...moveOf(call, 'win'), name: 'payout', when: 'exists (select 1 from payable)' },
            param,
          )
        : null;
      const closing = closes
        ? `,
      closed as (
        update provider_rounds set closed_at = ${param(at.toISOString(), 'timestamptz')}
        where provider = ${provider} and round = ${round} and exists (select 1 from answer)
        returning 1),
      totals as (
        select (select coalesce(sum(house_minor), 0) from stakes) as stake,
          (select coalesce(sum(house_minor), 0) from provider_transactions
            where provider = ${provider} and round = ${round} and kind = 'win')
            + ${param(call.houseMinor.toString(), 'numeric')} as payout),
      feed as (
        insert into outbox (topic, user_id, payload)
        select '${PROVIDER_LAST_BET_TOPIC}', ${user}, ${closedRoundPayloadSql(
          {
            id: param(`${call.provider}:${call.round}`, 'text'),
            gameId: param(call.gameId, 'integer'),
            currency,
            createdAt: param(at.toISOString(), 'text'),
          },
          houseScale,
        )}
        from totals t
        where t.stake > 0 and exists (select 1 from answer)
        returning 1)`
        : '';
      const text = `with ${checks},
      ${move ? `${move.ctes},` : ''}
      go as (select 1 from payable where ${move ? move.complete : 'true'}),
      ${answerSql(call, param, 'win', spendableSql(user, currency, move?.mainAfter))}${closing}
      ${finalSelect('false')}`;
      return run('provider_win', text, values);
    },
  };
}

export type OneStatementCalls = ReturnType<typeof oneStatementCalls>;
