import { createHash } from 'node:crypto';
import {
  WALLET_AMOUNT_SCALE,
  ZWalletBalanceRequest,
  ZWalletBetRequest,
  ZWalletRollbackRequest,
  ZWalletUserInfoRequest,
  ZWalletWinRequest,
  type WalletBetRequest,
  type WalletResponse,
  type WalletRollbackRequest,
  type WalletStatus,
  type WalletWinRequest,
} from '@wheelhouse/contracts/provider-api';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/errors';
import { requestHash } from '../../platform/idempotency';
import { firstUnsafeInput } from '../../platform/input-guard';
import { appendOutbox } from '../../platform/outbox';
import type { BonusesService } from '../bonuses';
import type { CurrenciesService } from '../currencies';
import type { GamesService } from '../games';
import type { LedgerService } from '../ledger';
import type { RgGuard } from '../responsible-gaming';
import { isRgRefusalCode } from '@wheelhouse/contracts/responsible-gaming';
import type { UsersService } from '../users';
import {
  fitsLedger,
  protocolInteger,
  toHouseMinor,
  toSessionMinor,
  type SessionRates,
} from './amounts';
import {
  providerApiRepository,
  type ProviderSessionRow,
  type ProviderTransactionRow,
  type WalletProviderRow,
} from './repository';
import { closedRoundEvent } from './last-bets';
import { batchedStatements, type BatchedAnswer, type BatchedCall } from './batched-statements';
import { callBatcher } from './call-batcher';
import { oneStatementCalls } from './one-statement';
import { verifySignature } from './signature';

export interface WalletDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  ledger: Pick<
    LedgerService,
    'stake' | 'payout' | 'balancesOf' | 'prepareAccounts' | 'inlineMove' | 'inlineMoveRow'
  >;
  currencies: Pick<CurrenciesService, 'requireCurrency' | 'rateOf'>;
  users: Pick<UsersService, 'accessById' | 'playableSql'>;
  games: Pick<GamesService, 'wageringIdentity'>;
  /** Bonus rules on stakes: the max bet, each bet's weighted wagering, the conversion when met. */
  bonuses: Pick<
    BonusesService,
    | 'maxBetFor'
    | 'countWager'
    | 'uncountWager'
    | 'completeWagered'
    | 'hasActive'
    | 'wageringCategory'
    | 'takeFreeRound'
    | 'giveBackFreeRound'
    | 'creditFreeSpinWin'
    | 'keyedWagerCte'
    | 'maxBetSql'
    | 'noActiveBonusSql'
  >;
  /** Responsible-gaming limits and blocks, checked in each stake's transaction. */
  rg: Pick<RgGuard, 'assertStakeAllowed' | 'assertMoneyActionAllowed' | 'unguardedStakeSql'>;
  /** Called after a commit that wrote outbox events (the relay's nudge: the Balance updates live). */
  onCommitted?: () => void;
}

/** How long a provider's row (key, status) is used before it is read again. */
const PROVIDER_CACHE_MS = 5_000;

/**
 * Known tokens' bets and wins run in batches of at most this many calls, this many batches at once
 * (call-batcher.ts): enough to keep both a small machine's cores and PostgreSQL busy.
 */
const BATCH_MAX_CALLS = 32;
const BATCHES_IN_FLIGHT = 2;

/** Launch sessions and global ids this process remembers (both never change once written). */
const SESSION_CACHE_LIMIT = 50_000;

export type WalletOperation = 'userInfo' | 'balance' | 'bet' | 'win' | 'rollback';

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** An answer decided inside a money transaction that must not commit (a refusal). */
class Refusal extends Error {
  constructor(readonly status: WalletStatus) {
    super(status);
  }
}

function isDeadlock(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '40P01') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The transaction or request id was recorded by a concurrent twin: answer as its duplicate. */
class RecordedMeanwhile extends Error {}

/** What a money call's work did: house units moved, the balance after, a bonus's wagering met. */
interface MoneyMoved {
  houseMinor: bigint;
  balance: bigint;
  /** A bonus's wagering requirement was reached (converted after the commit). */
  wagered?: boolean;
}

interface Player {
  session: ProviderSessionRow;
  globalId: string;
  rates: SessionRates;
}

/**
 * The seamless wallet that providers call (Hub88's operator API shape). Every call is verified
 * against the provider's key over the raw body; every money call acts once per transaction id, in
 * one database transaction with its ledger transfer, outbox event and stored answer.
 */
export function walletService(deps: WalletDeps) {
  const repository = providerApiRepository(deps.db);
  const notify = () => deps.onCommitted?.();
  const oneStatement = oneStatementCalls(deps);
  const batched = batchedStatements(deps);
  const batcher = callBatcher<'bet' | 'win', BatchedCall, BatchedAnswer>({
    maxSize: BATCH_MAX_CALLS,
    maxInFlight: BATCHES_IN_FLIGHT,
    keysOf: (call) => [
      `user:${call.userId}`,
      `transaction:${call.provider}:${call.transactionUuid}`,
      `request:${call.provider}:${call.requestUuid}`,
      `round:${call.provider}:${call.round}`,
    ],
    run: (kind, calls) =>
      kind === 'bet'
        ? batched.bets(calls, deps.clock.now())
        : batched.wins(calls, deps.clock.now(), calls[0]!.houseScale),
  });

  /**
   * Sessions by provider and token hash, and players' global ids: a money call of a token seen
   * before goes straight to its one statement, which checks again what can change (the player
   * banned, the round, the balance, ids seen before). A deleted player's session is refused there.
   */
  const knownSessions = new Map<string, ProviderSessionRow>();
  const globalIds = new Map<number, string>();
  function rememberPlayer(provider: string, session: ProviderSessionRow, globalId: string) {
    if (knownSessions.size >= SESSION_CACHE_LIMIT) knownSessions.clear();
    if (globalIds.size >= SESSION_CACHE_LIMIT) globalIds.clear();
    knownSessions.set(`${provider}:${session.tokenHash}`, session);
    globalIds.set(session.userId, globalId);
  }

  async function ratesOf(currency: string): Promise<SessionRates> {
    const [house, session] = await Promise.all([
      deps.currencies.requireCurrency(deps.houseCurrency),
      deps.currencies.requireCurrency(currency),
    ]);
    if (house.code === session.code) {
      const identity = { numerator: 1n, denominator: 1n };
      return {
        houseScale: house.ledgerScale,
        sessionScale: WALLET_AMOUNT_SCALE,
        toHouse: identity,
        toSession: identity,
      };
    }
    const [toHouse, toSession] = await Promise.all([
      deps.currencies.rateOf(session.code, house.code),
      deps.currencies.rateOf(house.code, session.code),
    ]);
    return {
      houseScale: house.ledgerScale,
      sessionScale: WALLET_AMOUNT_SCALE,
      toHouse: toHouse.rate,
      toSession: toSession.rate,
    };
  }

  /** What the player can stake: real money plus the active bonus's money (spent after it). */
  async function balanceOf(player: Player, executor: Database = deps.db): Promise<bigint> {
    const balances = await deps.ledger.balancesOf(player.session.userId, executor);
    return toSessionMinor(spendable(balances), player.rates);
  }

  const spendable = (balances: Partial<Record<'player_main' | 'player_bonus', bigint>>) =>
    (balances.player_main ?? 0n) + (balances.player_bonus ?? 0n);

  /** The game's slug and wagering category (read in the bet's transaction: PGlite has one connection). */
  const identities = new Map<number, { game: string; category: string }>();
  async function wageringOf(gameId: number, tx: Database) {
    const known = identities.get(gameId);
    if (known) return known;
    const { slug, categories } = await deps.games.wageringIdentity(gameId, tx);
    const identity = { game: slug, category: deps.bonuses.wageringCategory(categories) };
    if (identities.size > 10_000) identities.clear();
    identities.set(gameId, identity);
    return identity;
  }

  /**
   * Provider rows, kept a few seconds: every call needs its provider's key and status. A key that
   * no longer verifies is read again at once (a rotation applies on the next call); a switched-off
   * provider is refused within PROVIDER_CACHE_MS on every server process.
   */
  const providers = new Map<string, { row: WalletProviderRow | undefined; until: number }>();
  async function providerOf(
    slug: string,
    reread = false,
  ): Promise<{ row: WalletProviderRow | undefined; cached: boolean }> {
    const now = Date.now();
    const kept = providers.get(slug);
    if (!reread && kept && kept.until > now) return { row: kept.row, cached: true };
    const row = await repository.provider(slug);
    if (providers.size > 1_000) providers.clear();
    providers.set(slug, { row, until: now + PROVIDER_CACHE_MS });
    return { row, cached: false };
  }

  function answer(
    status: WalletStatus,
    requestUuid: string,
    player?: Player,
    balance?: bigint,
  ): WalletResponse {
    return {
      status,
      request_uuid: requestUuid,
      ...(player
        ? {
            user: player.globalId,
            currency: player.session.currency,
            ...(balance !== undefined ? { balance: protocolInteger(balance) } : {}),
          }
        : {}),
    };
  }

  /** Errors carry the player's balance whenever the token names a player. */
  async function refuse(status: WalletStatus, requestUuid: string, player?: Player) {
    return answer(status, requestUuid, player, player ? await balanceOf(player) : undefined);
  }

  /**
   * The player behind the token; `user`, when sent, must be that player. `known`: the session a
   * money call read already (null: the token names none). A banned player is found (their refusal
   * carries the balance) but refused.
   */
  async function playerOf(
    provider: WalletProviderRow,
    body: { token: string; user?: string },
    known?: ProviderSessionRow | null,
  ): Promise<{ player?: Player; refusal?: WalletStatus }> {
    const session =
      known !== undefined
        ? known
        : await repository.session(provider.slug, tokenHashOf(body.token));
    if (!session) return { refusal: 'RS_ERROR_INVALID_TOKEN' };
    const access = await deps.users.accessById(session.userId);
    if (!access) return { refusal: 'RS_ERROR_INVALID_TOKEN' };
    if (body.user !== undefined && body.user !== access.globalId)
      return { refusal: 'RS_ERROR_INVALID_TOKEN' };
    rememberPlayer(provider.slug, session, access.globalId);
    const player = { session, globalId: access.globalId, rates: await ratesOf(session.currency) };
    return access.ban ? { player, refusal: 'RS_ERROR_USER_DISABLED' } : { player };
  }

  const expired = (session: ProviderSessionRow) =>
    deps.clock.now().getTime() >= session.expiresAt.getTime();

  /** What a transaction id answers when it was seen before (a retry gets the first answer). */
  function duplicateAnswer(
    existing: ProviderTransactionRow,
    hash: string,
    requestUuid: string,
    player: Player,
  ): WalletResponse | 'refuse-rolled-back' | 'refuse-duplicate' {
    if (existing.kind === 'tombstone') return 'refuse-rolled-back';
    if (existing.userId !== player.session.userId || existing.requestHash !== hash)
      return 'refuse-duplicate';
    return { ...(existing.response as WalletResponse), request_uuid: requestUuid };
  }

  /**
   * The shared path of bet, win and rollback: request replay, token, transaction replay, game and
   * currency checks, then `work` in one transaction with the stored answers. A refusal is stored
   * under its request id too, so a repeated request gets the first answer whatever it was (only
   * RS_ERROR_UNKNOWN, the operator's own failure, is left for the provider to retry).
   */
  async function moneyCall<B extends WalletBetRequest | WalletWinRequest | WalletRollbackRequest>(
    provider: WalletProviderRow,
    kind: 'bet' | 'win' | 'rollback',
    body: B,
    work: (tx: Database, player: Player, transactionHash: string) => Promise<MoneyMoved>,
  ): Promise<WalletResponse> {
    const bodyHash = requestHash({ kind, body });
    const { request_uuid: requestUuid, token: _token, ...transaction } = body;
    const transactionHash = requestHash({ kind, transaction });

    if (kind !== 'rollback') {
      const fast = await inOneStatement(
        provider,
        kind,
        body as WalletBetRequest | WalletWinRequest,
        bodyHash,
        transactionHash,
      );
      if (fast) return fast;
    }

    /** Stores a refusal as this request's answer; false when the request id was taken meanwhile. */
    const storeRefusal = (response: WalletResponse) =>
      repository.insertRequest(
        { provider: provider.slug, requestUuid, requestHash: bodyHash, response },
        deps.db,
      );

    let player: Player | undefined;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const context = await repository.callContext({
        provider: provider.slug,
        requestUuid,
        tokenHash: tokenHashOf(body.token),
        transactionUuid: body.transaction_uuid,
      });
      if (context.request?.requestHash === bodyHash)
        return context.request.response as WalletResponse;
      const found = await playerOf(provider, body, context.session);
      player = found.player;
      if (context.request) return refuse('RS_ERROR_DUPLICATE_TRANSACTION', requestUuid, player);
      const outcome =
        found.player && !found.refusal
          ? await checkedCall(provider, kind, body, found.player, context.transaction, {
              requestUuid,
              bodyHash,
              transactionHash,
              work,
            })
          : found.refusal!;
      if (outcome === 'retry') continue;
      if (typeof outcome === 'object') return outcome;
      const refused = await refuse(outcome, requestUuid, player);
      if (await storeRefusal(refused)) return refused;
      // The same request id was answered meanwhile: the next attempt reads that answer.
    }
    return refuse('RS_ERROR_UNKNOWN', requestUuid, player);
  }

  /**
   * A money call of a known player: its answer (RS_OK, or a replay of its transaction), the
   * refusal's status, or 'retry' when a twin of the call got ahead of it.
   */
  async function checkedCall<B extends WalletBetRequest | WalletWinRequest | WalletRollbackRequest>(
    provider: WalletProviderRow,
    kind: 'bet' | 'win' | 'rollback',
    body: B,
    player: Player,
    existing: ProviderTransactionRow | null | undefined,
    call: {
      requestUuid: string;
      bodyHash: string;
      transactionHash: string;
      work: (tx: Database, player: Player, transactionHash: string) => Promise<MoneyMoved>;
    },
  ): Promise<WalletResponse | WalletStatus | 'retry'> {
    const { requestUuid, bodyHash, transactionHash } = call;
    if (existing) {
      const duplicate = duplicateAnswer(existing, transactionHash, requestUuid, player);
      if (duplicate === 'refuse-rolled-back') return 'RS_ERROR_TRANSACTION_ROLLED_BACK';
      if (duplicate === 'refuse-duplicate') return 'RS_ERROR_DUPLICATE_TRANSACTION';
      return duplicate;
    }
    if (body.game_code !== player.session.gameCode) return 'RS_ERROR_INVALID_GAME';
    if (body.currency !== player.session.currency) return 'RS_ERROR_WRONG_CURRENCY';
    // An expired token may still finish what it started (wins, rollbacks), not start more.
    if (kind === 'bet' && expired(player.session)) return 'RS_ERROR_TOKEN_EXPIRED';

    await deps.ledger.prepareAccounts([
      { userId: player.session.userId, kind: 'player_main' },
      { userId: player.session.userId, kind: 'player_bonus' },
      { house: 'house_bets' },
      { house: 'house_wins' },
      { house: 'house_bonuses' },
    ]);
    try {
      const { response, wagered } = await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const row = await repository.insertTransaction(
          {
            provider: provider.slug,
            transactionUuid: body.transaction_uuid,
            kind,
            userId: player.session.userId,
            round: body.round,
            referenceUuid:
              'reference_transaction_uuid' in body
                ? (body.reference_transaction_uuid ?? null)
                : null,
            currency: body.currency,
            amountMinor: 'amount' in body ? BigInt(body.amount) : 0n,
            houseMinor: 0n,
            freeRoundReference:
              'free_round_reference' in body ? (body.free_round_reference ?? null) : null,
            requestHash: transactionHash,
            response: {},
          },
          tx,
        );
        if (!row) throw new RecordedMeanwhile();
        const moved = await call.work(tx, player, transactionHash);
        const ok = answer('RS_OK', requestUuid, player, moved.balance);
        const done = { ...ok, transaction_uuid: body.transaction_uuid };
        await repository.finishTransaction(
          provider.slug,
          body.transaction_uuid,
          { houseMinor: moved.houseMinor, response: done },
          tx,
        );
        if (body.round_closed) await closeRound(tx, provider, body.round, player);
        const recorded = await repository.insertRequest(
          { provider: provider.slug, requestUuid, requestHash: bodyHash, response: done },
          tx,
        );
        if (!recorded) throw new RecordedMeanwhile();
        return { response: done, wagered: moved.wagered === true };
      });
      notify();
      if (wagered) await deps.bonuses.completeWagered(player.session.userId);
      return response;
    } catch (error) {
      if (error instanceof Refusal) return error.status;
      if (error instanceof AppError && error.code === 'insufficient_balance')
        return 'RS_ERROR_NOT_ENOUGH_MONEY';
      // The player's own limit or block: the contract's refused-bet answer, with the balance.
      if (error instanceof AppError && isRgRefusalCode(error.code))
        return error.code === 'rg_cool_off' || error.code === 'rg_self_exclusion'
          ? 'RS_ERROR_USER_DISABLED'
          : 'RS_ERROR_BET_LIMIT_EXCEEDED';
      if (error instanceof AppError && error.code === 'validation_error')
        return 'RS_ERROR_WRONG_TYPES';
      if (error instanceof RecordedMeanwhile || isUniqueViolation(error)) return 'retry';
      // A twin of this call in one statement takes its locks in another order (round first);
      // PostgreSQL breaks such a cycle by failing one side, and the next attempt finds the
      // twin's answer.
      if (isDeadlock(error)) return 'retry';
      throw error;
    }
  }

  /**
   * `round_closed`: closes the player's own round (never another player's) and, when this call
   * closed it, puts it in the live feed and the tournaments, as an original's bet is, whichever
   * call closed it (a win, a lost bet, a rollback).
   */
  async function closeRound(
    tx: Database,
    provider: WalletProviderRow,
    round: string,
    player: Player,
  ) {
    const at = deps.clock.now();
    const userId = player.session.userId;
    if (!(await repository.closeRound({ provider: provider.slug, round, userId }, at, tx))) return;
    const event = await closedRoundEvent(tx, {
      provider: provider.slug,
      round,
      userId,
      gameId: player.session.gameId,
      houseCurrency: deps.houseCurrency,
      houseScale: player.rates.houseScale,
      at,
    });
    if (event) await appendOutbox(tx, [event]);
  }

  const ledgerKey = (provider: WalletProviderRow, transactionUuid: string) =>
    `provider:${provider.slug}:${transactionUuid}`;

  /**
   * The common bet (paid from real money) or win (of a round staked with real money) of a token
   * seen before: in a batch with other players' calls (batched-statements.ts), else in one
   * statement of its own (one-statement.ts: a player with a bonus or limits, a batch that
   * aborted); null: the general path decides (a first call, a free round, a refusal, a replay,
   * bonus money).
   */
  async function inOneStatement(
    provider: WalletProviderRow,
    kind: 'bet' | 'win',
    body: WalletBetRequest | WalletWinRequest,
    bodyHash: string,
    transactionHash: string,
  ): Promise<WalletResponse | null> {
    const session = knownSessions.get(`${provider.slug}:${tokenHashOf(body.token)}`);
    const globalId = session && globalIds.get(session.userId);
    if (!session || globalId === undefined || body.user !== globalId) return null;
    if (body.game_code !== session.gameCode || body.currency !== session.currency) return null;
    if (body.free_round_reference !== undefined) return null;
    if (kind === 'bet' && expired(session)) return null;
    const rates = await ratesOf(session.currency);
    const amount = BigInt(body.amount);
    const houseMinor = toHouseMinor(amount, rates);
    if (!fitsLedger(houseMinor) || (kind === 'bet' && houseMinor === 0n)) return null;
    // A lost one-step round closes with its bet: the general path closes it and feeds it.
    if (kind === 'bet' && body.round_closed) return null;
    const wagering = identities.get(session.gameId);
    if (kind === 'bet' && !wagering) return null;
    await deps.ledger.prepareAccounts([
      { userId: session.userId, kind: 'player_main' },
      { userId: session.userId, kind: 'player_bonus' },
      { house: 'house_bets' },
      { house: 'house_wins' },
    ]);
    const call = {
      provider: provider.slug,
      requestUuid: body.request_uuid,
      bodyHash,
      transactionUuid: body.transaction_uuid,
      transactionHash,
      userId: session.userId,
      globalId,
      round: body.round,
      gameCode: body.game_code,
      gameId: session.gameId,
      currency: session.currency,
      amountMinor: amount,
      houseMinor,
      houseCurrency: deps.houseCurrency,
      toSession: {
        multiply: rates.toSession.numerator * 10n ** BigInt(rates.sessionScale),
        divide: rates.toSession.denominator * 10n ** BigInt(rates.houseScale),
      },
      ledgerKey: ledgerKey(provider, body.transaction_uuid),
      metadata: { provider: provider.slug, round: body.round, game: body.game_code },
    };
    const inBatch = await batcher.submit(kind, {
      ...call,
      closes: kind === 'win' && body.round_closed,
      houseScale: rates.houseScale,
    });
    if (inBatch) {
      notify();
      return inBatch.response as WalletResponse;
    }
    const done =
      kind === 'bet'
        ? // The statement cannot take the responsible-gaming locks: it refuses a player with limits
          // or a block, who then stakes through the general path, which enforces them.
          await oneStatement.bet(call, wagering!, deps.clock.now())
        : await oneStatement.win(call, body.round_closed, deps.clock.now(), rates.houseScale);
    if (!done) return null;
    notify();
    if (done.wagered) await deps.bonuses.completeWagered(session.userId);
    return done.response as WalletResponse;
  }

  /**
   * The one place a provider stake is debited, with the bonus rules (issue 13): above the smallest
   * wagerMaxBet of the player's active bonuses it is refused before anything moves
   * (RS_ERROR_BET_LIMIT_EXCEEDED with the balance); it counts toward the wagering by the game's
   * weight; it is paid with real money first, then bonus money (ledger.stake). Returns the
   * spendable balance after it, and whether it met a bonus's wagering requirement.
   */
  async function debitStake(
    tx: Database,
    provider: WalletProviderRow,
    player: Player,
    body: WalletBetRequest,
    houseMinor: bigint,
  ): Promise<{ left: bigint; wagered: boolean }> {
    const userId = player.session.userId;
    const maxBet = await deps.bonuses.maxBetFor(userId, tx);
    if (maxBet !== null && houseMinor > maxBet) throw new Refusal('RS_ERROR_BET_LIMIT_EXCEEDED');
    // Before the bonus rows and ledger accounts, the order every stake locks in.
    await deps.rg.assertStakeAllowed(userId, houseMinor, tx);
    const { game, category } = await wageringOf(player.session.gameId, tx);
    // Keyed: a rollback of this stake takes back exactly what it added (uncountWager).
    const wagerKey = ledgerKey(provider, body.transaction_uuid);
    const wagered = await deps.bonuses.countWager(tx, {
      userId,
      game,
      category,
      stakeMinor: houseMinor,
      wagerKey,
    });
    const staked = await deps.ledger.stake(
      {
        userId,
        amountMinor: houseMinor,
        idempotencyKey: ledgerKey(provider, body.transaction_uuid),
        metadata: { provider: provider.slug, round: body.round, game: body.game_code },
      },
      tx,
    );
    const left = staked.spendableAfter ?? spendable(await deps.ledger.balancesOf(userId, tx));
    return { left, wagered };
  }

  /** A win or a refund, split back like the stakes it pays for (ledger.payout). */
  async function creditPayout(
    tx: Database,
    provider: WalletProviderRow,
    player: Player,
    input: {
      reason: 'win' | 'refund';
      transactionUuid: string;
      stakeUuids: readonly string[];
      houseMinor: bigint;
      metadata: Record<string, unknown>;
      /** A win's: its transaction's hash, as the one-statement win keys its transfer. */
      requestHash?: string;
    },
  ): Promise<bigint> {
    const userId = player.session.userId;
    await deps.ledger.payout(
      {
        userId,
        amountMinor: input.houseMinor,
        reason: input.reason,
        requestHash: input.requestHash,
        idempotencyKey: ledgerKey(provider, input.transactionUuid),
        stakeKeys: input.stakeUuids.map((uuid) => ledgerKey(provider, uuid)),
        bonusActive: await deps.bonuses.hasActive(userId, tx),
        metadata: input.metadata,
      },
      tx,
    );
    return spendable(await deps.ledger.balancesOf(userId, tx));
  }

  async function bet(provider: WalletProviderRow, body: WalletBetRequest) {
    return moneyCall(provider, 'bet', body, async (tx, player) => {
      const round = await repository.openRound(
        {
          provider: provider.slug,
          round: body.round,
          userId: player.session.userId,
          gameCode: body.game_code,
          gameId: player.session.gameId,
        },
        tx,
      );
      if (round.userId !== player.session.userId)
        throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      if (round.closedAt) throw new Refusal('RS_ERROR_ROUND_CLOSED');
      const amount = BigInt(body.amount);
      if (body.free_round_reference !== undefined)
        return freeRoundBet(tx, player, body.free_round_reference, amount);
      const houseMinor = toHouseMinor(amount, player.rates);
      // A stake too small to be worth one house minor unit would be a free round.
      if ((amount > 0n && houseMinor === 0n) || !fitsLedger(houseMinor))
        throw new Refusal('RS_ERROR_WRONG_TYPES');
      if (houseMinor === 0n) return { houseMinor, balance: await balanceOf(player, tx) };
      const { left, wagered } = await debitStake(tx, provider, player, body, houseMinor);
      return { houseMinor, balance: toSessionMinor(left, player.rates), wagered };
    });
  }

  /**
   * A free round's bet (issue 13): zero stake, the reference names the player's free-spins bonus
   * on this game; it takes one of its rounds (refused when it is not such a bonus of this player
   * or none is left). Nothing moves.
   */
  async function freeRoundBet(
    tx: Database,
    player: Player,
    reference: string,
    amount: bigint,
  ): Promise<MoneyMoved> {
    if (amount !== 0n) throw new Refusal('RS_ERROR_WRONG_TYPES');
    const userId = player.session.userId;
    await deps.rg.assertMoneyActionAllowed(userId, tx);
    const { game } = await wageringOf(player.session.gameId, tx);
    const taken = await deps.bonuses.takeFreeRound(userId, reference, game, tx);
    if (!taken) throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    return { houseMinor: 0n, balance: await balanceOf(player, tx) };
  }

  async function win(provider: WalletProviderRow, body: WalletWinRequest) {
    return moneyCall(provider, 'win', body, (tx, player, transactionHash) =>
      payWin(tx, player, provider, body, transactionHash),
    );
  }

  async function payWin(
    tx: Database,
    player: Player,
    provider: WalletProviderRow,
    body: WalletWinRequest,
    transactionHash: string,
  ): Promise<MoneyMoved> {
    const round = await repository.lockRound(provider.slug, body.round, tx);
    // A win pays a round this player opened with a bet, and only while it is open.
    if (!round || round.userId !== player.session.userId)
      throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    if (round.closedAt) throw new Refusal('RS_ERROR_ROUND_CLOSED');
    // A free round's win pays its bonus, a paid round's win the wallet: a win naming a bonus
    // needs a standing bet of its round that played that bonus, and a round played only with
    // free rounds pays no win to the wallet.
    const stakes = await repository.standingBets(
      provider.slug,
      body.round,
      player.session.userId,
      tx,
    );
    const references = stakes.map((stake) => stake.freeRoundReference ?? '');
    const free = body.free_round_reference;
    if (
      free !== undefined
        ? !references.includes(free)
        : references.length > 0 && !references.includes('')
    )
      throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    const houseMinor = toHouseMinor(BigInt(body.amount), player.rates);
    if (!fitsLedger(houseMinor)) throw new Refusal('RS_ERROR_WRONG_TYPES');
    // Nothing left staked (every bet rolled back): nothing to pay, though a zero win may close it.
    if (stakes.length === 0 && houseMinor > 0n)
      throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    if (body.free_round_reference !== undefined) {
      // A free round's win goes to its bonus (capped by freespinsMaxAmount, wagered
      // wagerFreespins times), once per transaction; it is no win of the provider's ledger.
      const userId = player.session.userId;
      await deps.bonuses.creditFreeSpinWin(tx, {
        userId,
        userBonusId: body.free_round_reference,
        spinId: ledgerKey(provider, body.transaction_uuid),
        payoutMinor: houseMinor,
      });
      // The last round may complete the bonus (checked after the commit).
      return { houseMinor: 0n, balance: await balanceOf(player, tx), wagered: true };
    }
    if (houseMinor === 0n) return { houseMinor, balance: await balanceOf(player, tx) };
    const left = await creditPayout(tx, provider, player, {
      reason: 'win',
      transactionUuid: body.transaction_uuid,
      requestHash: transactionHash,
      stakeUuids: stakes.map((stake) => stake.transactionUuid),
      houseMinor,
      metadata: { provider: provider.slug, round: body.round, game: body.game_code },
    });
    return { houseMinor, balance: toSessionMinor(left, player.rates) };
  }

  async function rollback(provider: WalletProviderRow, body: WalletRollbackRequest) {
    return moneyCall(provider, 'rollback', body, async (tx, player) => {
      const reference = await repository.lockTransaction(
        provider.slug,
        body.reference_transaction_uuid,
        tx,
      );
      if (!reference) {
        // Never seen: remember it so the late transaction is refused when it arrives.
        const tombstone = await repository.insertTransaction(
          {
            provider: provider.slug,
            transactionUuid: body.reference_transaction_uuid,
            kind: 'tombstone',
            userId: player.session.userId,
            round: body.round,
            referenceUuid: body.transaction_uuid,
            currency: body.currency,
            amountMinor: 0n,
            houseMinor: 0n,
            rolledBack: true,
            requestHash: '',
            response: {},
          },
          tx,
        );
        if (!tombstone) throw new RecordedMeanwhile();
        return { houseMinor: 0n, balance: await balanceOf(player, tx) };
      }
      if (reference.userId !== player.session.userId)
        throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      if (reference.kind !== 'bet' && reference.kind !== 'tombstone')
        throw new Refusal('RS_ERROR_WRONG_TYPES');
      if (
        !reference.rolledBack &&
        reference.freeRoundReference !== null &&
        // A round whose win was paid to the bonus was played: its round is not given back.
        !(await repository.roundHasWin(provider.slug, reference.round, tx))
      ) {
        // A free round's bet moved no money but took a round of the bonus: it gets it back.
        const { game } = await wageringOf(player.session.gameId, tx);
        await deps.bonuses.giveBackFreeRound(
          player.session.userId,
          reference.freeRoundReference,
          game,
          tx,
        );
      }
      if (reference.rolledBack || reference.houseMinor === 0n) {
        await repository.markRolledBack(provider.slug, reference.transactionUuid, tx);
        return { houseMinor: 0n, balance: await balanceOf(player, tx) };
      }
      // The stake's wagering leaves the bonus (bonus rows before the refund's accounts).
      await deps.bonuses.uncountWager(tx, {
        userId: player.session.userId,
        wagerKey: ledgerKey(provider, reference.transactionUuid),
      });
      // The refund goes back to where the stake came from (real and bonus parts).
      const left = await creditPayout(tx, provider, player, {
        reason: 'refund',
        transactionUuid: body.transaction_uuid,
        stakeUuids: [reference.transactionUuid],
        houseMinor: reference.houseMinor,
        metadata: {
          provider: provider.slug,
          round: body.round,
          reverses: reference.transactionUuid,
        },
      });
      await repository.markRolledBack(provider.slug, reference.transactionUuid, tx);
      return { houseMinor: reference.houseMinor, balance: toSessionMinor(left, player.rates) };
    });
  }

  async function userInfo(
    provider: WalletProviderRow,
    body: { request_uuid: string; token: string },
  ) {
    const { player, refusal } = await playerOf(provider, body);
    if (!player || refusal) return refuse(refusal!, body.request_uuid, player);
    return {
      ...answer('RS_OK', body.request_uuid, player, await balanceOf(player)),
      username: player.globalId,
      game_code: player.session.gameCode,
    };
  }

  async function balance(
    provider: WalletProviderRow,
    body: { request_uuid: string; token: string; user: string },
  ) {
    const { player, refusal } = await playerOf(provider, body);
    if (!player || refusal) return refuse(refusal!, body.request_uuid, player);
    return answer('RS_OK', body.request_uuid, player, await balanceOf(player));
  }

  const operations = {
    userInfo: { schema: ZWalletUserInfoRequest, run: userInfo },
    balance: { schema: ZWalletBalanceRequest, run: balance },
    bet: { schema: ZWalletBetRequest, run: bet },
    win: { schema: ZWalletWinRequest, run: win },
    rollback: { schema: ZWalletRollbackRequest, run: rollback },
  } as const;

  return {
    /** Reads the provider's row again on its next call (staff changed it in this process). */
    forgetProvider(slug: string) {
      providers.delete(slug);
    },

    /**
     * One signed call. Unknown or inactive providers are 404 (AppError); everything else answers
     * in the protocol's shape, a bad signature included (without a balance: the caller is unknown).
     */
    async handle(
      slug: string,
      operation: WalletOperation,
      rawBody: string,
      signature: string | undefined,
    ): Promise<WalletResponse> {
      const known = await providerOf(slug);
      let provider = known.row;
      if (!provider || !provider.active)
        throw new AppError('not_found', { message: 'No such provider' });
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        json = undefined;
      }
      const requestUuid =
        json &&
        typeof json === 'object' &&
        typeof (json as Record<string, unknown>).request_uuid === 'string'
          ? String((json as Record<string, unknown>).request_uuid).slice(0, 100)
          : '';
      const keyOf = (row: WalletProviderRow) =>
        row.signature === 'rsa'
          ? { signature: 'rsa' as const, publicKey: row.publicKey ?? '' }
          : { signature: 'hmac' as const, secret: row.secret ?? '' };
      let verified = verifySignature(keyOf(provider), rawBody, signature);
      if (!verified && known.cached) {
        provider = (await providerOf(slug, true)).row;
        if (!provider || !provider.active)
          throw new AppError('not_found', { message: 'No such provider' });
        verified = verifySignature(keyOf(provider), rawBody, signature);
      }
      if (!verified) return answer('RS_ERROR_INVALID_SIGNATURE', requestUuid);
      if (json === undefined || firstUnsafeInput(json) !== undefined)
        return answer('RS_ERROR_WRONG_SYNTAX', requestUuid);
      const { schema, run } = operations[operation];
      const parsed = schema.safeParse(json);
      if (!parsed.success) return answer('RS_ERROR_WRONG_TYPES', requestUuid);
      return (run as (p: WalletProviderRow, b: unknown) => Promise<WalletResponse>)(
        provider,
        parsed.data,
      );
    },
  };
}

export type WalletService = ReturnType<typeof walletService>;
