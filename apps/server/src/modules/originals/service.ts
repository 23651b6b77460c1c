import type {
  ActiveMinesRoundResponse,
  BetsPage,
  InstantOriginalGame,
  InterfaceActionRequest,
  InterfaceActionResponse,
  MinesRoundResponse,
  OriginalBet,
  PlaceBetResponse,
  RotateSeedsResponse,
  SeedsResponse,
  StartMinesRoundRequest,
} from '@wheelhouse/contracts/originals';
import type { Balance } from '@wheelhouse/contracts/wallet';
import { formatAmount } from '@wheelhouse/contracts/money';
import { formatMultiplier } from '@wheelhouse/fair/multiplier';
import { playOriginal } from '@wheelhouse/fair/games';
import { playMines, parseMinesParams } from '@wheelhouse/fair/mines';
import { plinkoTable, parsePlinkoParams } from '@wheelhouse/fair/plinko';
import type { FairParamError } from '@wheelhouse/fair/result';
import {
  defaultClientSeed,
  generateServerSeed,
  hashServerSeed,
  parseClientSeed,
} from '@wheelhouse/fair/seeds';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { requestHash } from '../../platform/idempotency';
import { appendOutbox, type OutboxEvent } from '../../platform/outbox';
import type { AuditEntry } from '../admin';
import type { CurrenciesService } from '../currencies';
import type { GamesService } from '../games';
import type { LedgerService } from '../ledger';
import type { SettingsService } from '../settings';
import type { UsersService } from '../users';
import type { WalletService } from '../wallet';
import { minesStateOf, outcomeJson, rateJson, toBet, toRound, type BetCurrencies } from './present';
import {
  originalsRepository,
  type BetRow,
  type BetWithSeed,
  type SeedRow,
  type TakenNonce,
} from './repository';
import { cappedPayout, stakes, type Stake } from './stakes';

/** Outbox topics of this module (see realtime-events.ts). */
export const LAST_BET_TOPIC = 'originals.last_bet';
export const INTERFACE_ACTION_TOPIC = 'originals.interface_action';

export interface OriginalsServiceDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  ledger: Pick<LedgerService, 'credit' | 'debit' | 'prepareAccounts'>;
  currencies: Pick<CurrenciesService, 'requireCurrency' | 'rateOf'>;
  users: Pick<UsersService, 'primaryCurrencyOf' | 'me'>;
  settings: Pick<SettingsService, 'all'>;
  wallet: Pick<WalletService, 'balanceOf'>;
  games: Pick<GamesService, 'game'>;
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
  /** Called after a commit that wrote outbox events (the relay's nudge). */
  onCommitted?: () => void;
}

/** The payload of a LAST_BET_TOPIC outbox row; the relay adds the game and the masked name. */
export interface LastBetPayload {
  id: string;
  gameSlug: BetRow['game'];
  stake: string;
  payout: string;
  currency: string;
  multiplier: string;
  createdAt: string;
}

/** Thrown inside a bet transaction whose idempotency key was used before: rolls it back. */
class KeyUsedBefore extends Error {}

const DUMMY_SEEDS = { serverSeed: '0'.repeat(64), clientSeed: 'validation', nonce: 0 };

function paramsError(error: FairParamError, field = `params.${error.field}`): AppError {
  return new AppError('validation_error', {
    fields: { [field]: { key: `Validation.${error.rule}`, params: error.params } },
  });
}

function uniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === '23505')
      return `${String(candidate.constraint ?? '')} ${String(candidate.message ?? '')}`.includes(
        constraint,
      );
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The provably fair originals: seed pairs, instant bets (dice, limbo, plinko, slot), mines rounds
 * and the player's bet history. Every outcome comes from @wheelhouse/fair; every stake and payout
 * goes through the ledger in the transaction that records the bet and moves the nonce.
 */
export function originalsService(deps: OriginalsServiceDeps) {
  const repository = originalsRepository(deps.db);
  const money = stakes(deps);
  const notify = () => deps.onCommitted?.();

  async function currenciesFor(rows: BetRow[]): Promise<BetCurrencies> {
    const house = await deps.currencies.requireCurrency(deps.houseCurrency);
    const scales = new Map<string, number>([[house.code, house.ledgerScale]]);
    for (const code of new Set(rows.map((row) => row.displayCurrency)))
      if (!scales.has(code))
        scales.set(code, (await deps.currencies.requireCurrency(code)).ledgerScale);
    return {
      houseScale: house.ledgerScale,
      displayScale: (code) => scales.get(code) ?? house.ledgerScale,
    };
  }

  async function presentBet(row: BetWithSeed): Promise<OriginalBet> {
    return toBet(row, await currenciesFor([row.bet]));
  }

  async function ensureSeed(userId: number, executor: Database = deps.db): Promise<void> {
    const serverSeed = generateServerSeed();
    await repository.insertSeedIfNone(
      {
        userId,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed: defaultClientSeed(),
      },
      executor,
    );
  }

  async function activeSeed(userId: number): Promise<SeedRow> {
    let seed = await repository.activeSeed(userId);
    if (!seed) {
      await ensureSeed(userId);
      seed = await repository.activeSeed(userId);
    }
    if (!seed) throw new Error('no active seed pair after creating one');
    return seed;
  }

  /** The next nonce under the pair's lock; the first bet of a player commits their first pair. */
  async function takeNonce(userId: number, tx: Database): Promise<TakenNonce> {
    const taken = await repository.takeNonce(userId, tx);
    if (taken) return taken;
    await ensureSeed(userId, tx);
    const retried = await repository.takeNonce(userId, tx);
    if (!retried) throw new Error('no active seed pair after creating one');
    return retried;
  }

  function lastBetEvent(bet: BetRow, houseScale: number): OutboxEvent {
    const payload: LastBetPayload = {
      id: bet.id.toString(),
      gameSlug: bet.game,
      stake: formatAmount(bet.stakeMinor, houseScale),
      payout: formatAmount(bet.payoutMinor, houseScale),
      currency: bet.currency,
      multiplier: formatMultiplier(bet.multiplier),
      createdAt: bet.createdAt.toISOString(),
    };
    return { topic: LAST_BET_TOPIC, userId: bet.userId, payload: { ...payload } };
  }

  /**
   * Inserts the bet, debits the stake (kind 'bet', so it counts as wagering turnover) and credits
   * the payout (kind 'win'), in the caller's transaction; `events` go with the last ledger write.
   */
  async function recordMoney(
    bet: BetRow,
    tx: Database,
    events: (settled: BetRow) => OutboxEvent[],
  ): Promise<void> {
    const metadata = { betId: bet.id.toString(), game: bet.game };
    const paysOut = bet.status === 'settled' && bet.payoutMinor > 0n;
    await deps.ledger.debit(
      {
        userId: bet.userId,
        amountMinor: bet.stakeMinor,
        reason: 'bet',
        idempotencyKey: `original-bet:${bet.id}`,
        metadata,
        events: paysOut ? [] : events(bet),
      },
      tx,
    );
    if (paysOut) await creditPayout(bet, tx, events(bet));
  }

  function creditPayout(bet: BetRow, tx: Database, events: OutboxEvent[]) {
    return deps.ledger.credit(
      {
        userId: bet.userId,
        amountMinor: bet.payoutMinor,
        reason: 'win',
        idempotencyKey: `original-win:${bet.id}`,
        metadata: { betId: bet.id.toString(), game: bet.game },
        events,
      },
      tx,
    );
  }

  /** A bet whose key was used before: the first bet if the request is the same, else 409. */
  async function replayOf(userId: number, key: string, hash: string) {
    const stored = await repository.betByKey(userId, key);
    if (!stored) throw new AppError('conflict', { message: 'The first request is still running' });
    if (stored.bet.requestHash !== hash) throw new AppError('idempotency_conflict');
    return stored;
  }

  /** Runs a new bet's transaction; a reused key rolls it back and answers with the first bet. */
  async function newBet(
    userId: number,
    idempotencyKey: string,
    hash: string,
    work: (tx: Database) => Promise<BetWithSeed>,
  ): Promise<{ row: BetWithSeed; replayed: boolean }> {
    await deps.ledger.prepareAccounts([
      { userId, kind: 'player_main' },
      { house: 'house_bets' },
      { house: 'house_wins' },
    ]);
    try {
      const row = await deps.db.transaction((transaction) =>
        work(transaction as unknown as Database),
      );
      notify();
      return { row, replayed: false };
    } catch (error) {
      if (error instanceof KeyUsedBefore || uniqueViolation(error, 'original_bets_idempotency_key'))
        return { row: await replayOf(userId, idempotencyKey, hash), replayed: true };
      throw error;
    }
  }

  function betRowOf(
    userId: number,
    game: BetRow['game'],
    stake: Stake,
    seed: TakenNonce,
    key: string,
    hash: string,
  ) {
    return {
      userId,
      game,
      currency: deps.houseCurrency,
      stakeMinor: stake.stakeMinor,
      displayCurrency: stake.displayCurrency,
      displayRate: rateJson(stake.displayRate),
      seedId: seed.seedId,
      clientSeed: seed.clientSeed,
      nonce: seed.nonce,
      idempotencyKey: key,
      requestHash: hash,
    };
  }

  /** The best multiplier the parameters allow, where they fix it (for the max-profit check). */
  function maxMultiplierOf(
    game: InstantOriginalGame,
    params: unknown,
    bet: unknown,
  ): bigint | null {
    if (game === 'dice' || game === 'limbo')
      return (bet as { bet: { winMultiplier: bigint } }).bet.winMultiplier;
    if (game === 'plinko') {
      const parsed = parsePlinkoParams(params);
      if (!parsed.ok) return null;
      return plinkoTable(parsed.value.rows as never, parsed.value.risk).reduce(
        (max, value) => (value > max ? value : max),
        0n,
      );
    }
    return null;
  }

  async function withBalance<T>(userId: number, value: T): Promise<T & { balance: Balance }> {
    return { ...value, balance: await deps.wallet.balanceOf(userId) };
  }

  async function roundResponse(userId: number, row: BetWithSeed): Promise<MinesRoundResponse> {
    return withBalance(userId, { round: toRound(row, await currenciesFor([row.bet])) });
  }

  /** Account ids known before the transaction, so the ledger needs no lookup inside it. */
  function prepareWins(userId: number) {
    return deps.ledger.prepareAccounts([{ userId, kind: 'player_main' }, { house: 'house_wins' }]);
  }

  async function houseScale(): Promise<number> {
    return (await deps.currencies.requireCurrency(deps.houseCurrency)).ledgerScale;
  }

  return {
    async seeds(userId: number): Promise<SeedsResponse> {
      const [seed, previous] = await Promise.all([
        activeSeed(userId),
        repository.lastRevealedSeed(userId),
      ]);
      return {
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
        nonce: seed.nonce,
        previous: previous ? revealedOf(previous) : null,
      };
    },

    async setClientSeed(userId: number, clientSeed: unknown): Promise<SeedsResponse> {
      const parsed = parseClientSeed(clientSeed);
      if (!parsed.ok) throw paramsError(parsed.error, 'clientSeed');
      await activeSeed(userId);
      await repository.setClientSeed(userId, parsed.value);
      return this.seeds(userId);
    },

    /** Reveals the active server seed and commits a new one; not while a mines round is active. */
    async rotate(userId: number): Promise<RotateSeedsResponse> {
      await activeSeed(userId);
      const serverSeed = generateServerSeed();
      return deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const current = await repository.lockActiveSeed(userId, tx);
        if (!current) throw new Error('no active seed pair to rotate');
        if (await repository.activeRound(userId, tx))
          throw new AppError('conflict', { message: 'Finish the mines round before rotating' });
        const revealed = await repository.revealSeed(userId, current.id, deps.clock.now(), tx);
        const next = await repository.insertSeed(
          {
            userId,
            serverSeed,
            serverSeedHash: hashServerSeed(serverSeed),
            clientSeed: current.clientSeed,
          },
          tx,
        );
        return {
          revealed: revealedOf(revealed ?? current),
          current: {
            serverSeedHash: next.serverSeedHash,
            clientSeed: next.clientSeed,
            nonce: next.nonce,
          },
        };
      });
    },

    /** One bet on dice, limbo, plinko or the slot: decided, paid and recorded in one transaction. */
    async placeBet(
      userId: number,
      game: InstantOriginalGame,
      body: { amount: string; params: Record<string, unknown> },
      idempotencyKey: string,
    ): Promise<PlaceBetResponse & { replayed: boolean }> {
      const hash = requestHash({ game, amount: body.amount, params: body.params });
      const preview = playOriginal(game, DUMMY_SEEDS, body.params);
      if (!preview.ok) throw paramsError(preview.error);
      const [stake, limits] = await Promise.all([
        money.stakeOf(userId, body.amount),
        money.limits(),
      ]);
      money.checkStake(stake, limits, maxMultiplierOf(game, body.params, preview.value));
      const scale = stake.house.ledgerScale;
      const { row, replayed } = await newBet(userId, idempotencyKey, hash, async (tx) => {
        const seed = await takeNonce(userId, tx);
        const result = playOriginal(game, seed, body.params);
        if (!result.ok) throw paramsError(result.error);
        const multiplier = result.value.multiplier;
        const bet = await repository.insertBet(
          {
            ...betRowOf(userId, game, stake, seed, idempotencyKey, hash),
            status: 'settled',
            payoutMinor: cappedPayout(stake.stakeMinor, multiplier, limits),
            multiplier,
            params: body.params,
            outcome: outcomeJson(result.value),
            settledAt: deps.clock.now(),
          },
          tx,
        );
        if (!bet) throw new KeyUsedBefore();
        await recordMoney(bet, tx, (settled) => [lastBetEvent(settled, scale)]);
        return { bet, serverSeedHash: seed.serverSeedHash, revealedServerSeed: null };
      });
      return { ...(await withBalance(userId, { bet: await presentBet(row) })), replayed };
    },

    async startMinesRound(
      userId: number,
      body: StartMinesRoundRequest,
      idempotencyKey: string,
    ): Promise<MinesRoundResponse & { replayed: boolean }> {
      const hash = requestHash({ game: 'mines', amount: body.amount, mines: body.mines });
      const parsed = parseMinesParams({ mines: body.mines, picks: [] });
      if (!parsed.ok) throw paramsError(parsed.error, parsed.error.field);
      const [stake, limits] = await Promise.all([
        money.stakeOf(userId, body.amount),
        money.limits(),
      ]);
      money.checkStake(stake, limits, null);
      let row: BetWithSeed;
      let replayed: boolean;
      try {
        ({ row, replayed } = await newBet(userId, idempotencyKey, hash, async (tx) => {
          const seed = await takeNonce(userId, tx);
          const bet = await repository.insertBet(
            {
              ...betRowOf(userId, 'mines', stake, seed, idempotencyKey, hash),
              status: 'active',
              params: { mines: parsed.value.mines, picks: [] },
            },
            tx,
          );
          if (!bet) throw new KeyUsedBefore();
          await recordMoney(bet, tx, () => []);
          return { bet, serverSeedHash: seed.serverSeedHash, revealedServerSeed: null };
        }));
      } catch (error) {
        if (uniqueViolation(error, 'original_bets_one_active_round'))
          throw new AppError('conflict', { message: 'A mines round is already active' });
        throw error;
      }
      return { ...(await roundResponse(userId, row)), replayed };
    },

    async activeMinesRound(userId: number): Promise<ActiveMinesRoundResponse> {
      const active = await repository.activeRound(userId);
      if (!active) return { round: null };
      const row = await repository.betOf(userId, active.id);
      if (!row) return { round: null };
      return { round: toRound(row, await currenciesFor([row.bet])) };
    },

    /**
     * Reveals one tile. A mine ends the round (the stake is lost); revealing the last safe tile
     * cashes out. The round's row lock plus a compare-and-set on its picks make a double click
     * reveal once; a finished round is 409, another player's round 404.
     */
    async reveal(userId: number, roundId: bigint, cell: number): Promise<MinesRoundResponse> {
      if (!Number.isInteger(cell) || cell < 0 || cell > 24)
        throw new AppError('validation_error', {
          fields: { cell: { key: 'Validation.invalid_value', params: { min: 0, max: 24 } } },
        });
      const [limits, scale] = await Promise.all([
        money.limits(),
        houseScale(),
        prepareWins(userId),
      ]);
      const row = await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const { bet, seed } = await lockedActiveRound(userId, roundId, tx);
        const state = minesStateOf(bet);
        if (state.picks.includes(cell))
          throw new AppError('validation_error', {
            fields: { cell: { key: 'Validation.duplicate' } },
          });
        const picks = [...state.picks, cell];
        const result = playMines(
          { serverSeed: seed.serverSeed, clientSeed: bet.clientSeed, nonce: bet.nonce },
          { mines: state.mines, picks },
        );
        if (!result.ok) throw paramsError(result.error, 'cell');
        const outcome = result.value;
        const settle = outcome.hitMine || outcome.cleared;
        const updated = await repository.updateActiveRound(
          userId,
          roundId,
          state.picks.length,
          settle
            ? {
                status: 'settled',
                params: { mines: state.mines, picks },
                outcome: outcomeJson(outcome),
                multiplier: outcome.multiplier,
                payoutMinor: cappedPayout(bet.stakeMinor, outcome.multiplier, limits),
                settledAt: deps.clock.now(),
              }
            : { params: { mines: state.mines, picks } },
          tx,
        );
        if (!updated) throw new AppError('conflict', { message: 'The round changed meanwhile' });
        if (settle) await settleRound(updated, tx, scale);
        return { bet: updated, serverSeedHash: seed.serverSeedHash, revealedServerSeed: null };
      });
      notify();
      return roundResponse(userId, row);
    },

    /** Cashes out after at least one safe reveal; exactly once, whatever races it. */
    async cashout(userId: number, roundId: bigint): Promise<MinesRoundResponse> {
      const [limits, scale] = await Promise.all([
        money.limits(),
        houseScale(),
        prepareWins(userId),
      ]);
      const row = await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const { bet, seed } = await lockedActiveRound(userId, roundId, tx);
        const state = minesStateOf(bet);
        if (state.picks.length === 0)
          throw new AppError('conflict', { message: 'Reveal a tile before cashing out' });
        const result = playMines(
          { serverSeed: seed.serverSeed, clientSeed: bet.clientSeed, nonce: bet.nonce },
          state,
        );
        if (!result.ok || result.value.hitMine) throw new Error(`mines round ${bet.id} is corrupt`);
        const updated = await repository.updateActiveRound(
          userId,
          roundId,
          state.picks.length,
          {
            status: 'settled',
            outcome: outcomeJson(result.value),
            multiplier: result.value.multiplier,
            payoutMinor: cappedPayout(bet.stakeMinor, result.value.multiplier, limits),
            settledAt: deps.clock.now(),
          },
          tx,
        );
        if (!updated) throw new AppError('conflict', { message: 'The round changed meanwhile' });
        await settleRound(updated, tx, scale);
        return { bet: updated, serverSeedHash: seed.serverSeedHash, revealedServerSeed: null };
      });
      notify();
      return roundResponse(userId, row);
    },

    async bets(
      userId: number,
      query: { game?: BetRow['game']; offset: number; limit: number },
    ): Promise<BetsPage> {
      const { rows, total } = await repository.betsOf(userId, query);
      const currencies = await currenciesFor(rows.map((row) => row.bet));
      return {
        data: rows.map((row) => toBet(row, currencies)),
        meta: { offset: query.offset, limit: query.limit, total },
      };
    },

    /** One of the player's bets; with the revealed server seed once its pair was rotated. */
    async bet(userId: number, id: bigint): Promise<OriginalBet> {
      const row = await repository.betOf(userId, id);
      if (!row) throw new AppError('not_found');
      return presentBet(row);
    },

    /** POST /api/admin/interface-actions (content, admin): makes one player's or every client open a game. */
    async sendInterfaceAction(
      member: StaffPrincipal,
      request: InterfaceActionRequest,
      requestId: string,
    ): Promise<InterfaceActionResponse> {
      if (!staffHasRole(member, ['content'])) throw new AppError('forbidden');
      await deps.games.game(String(request.gameId), { userId: null, ip: '127.0.0.1' });
      if (request.userId !== undefined) await deps.users.me(request.userId);
      await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await appendOutbox(tx, [
          {
            topic: INTERFACE_ACTION_TOPIC,
            userId: request.userId ?? null,
            payload: { gameId: request.gameId },
          },
        ]);
        await deps.recordAudit(
          {
            staffId: member.staffId,
            action: 'interface_action.send',
            targetType: request.userId === undefined ? 'all_players' : 'user',
            targetId: request.userId === undefined ? '*' : String(request.userId),
            before: null,
            after: { gameId: request.gameId },
            requestId,
          },
          tx,
        );
      });
      notify();
      return { gameId: request.gameId, userId: request.userId ?? null };
    },
  };

  async function lockedActiveRound(userId: number, roundId: bigint, tx: Database) {
    const locked = await repository.lockRound(userId, roundId, tx);
    if (!locked) throw new AppError('not_found');
    if (locked.bet.status !== 'active')
      throw new AppError('conflict', { message: 'The round is over' });
    return locked;
  }

  /** A finished round pays its payout (if any) and goes to the live feed, in its transaction. */
  async function settleRound(bet: BetRow, tx: Database, scale: number) {
    const events = [lastBetEvent(bet, scale)];
    if (bet.payoutMinor > 0n) await creditPayout(bet, tx, events);
    else await appendOutbox(tx, events);
  }

  function revealedOf(seed: SeedRow) {
    return {
      serverSeed: seed.serverSeed,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      lastNonce: seed.nonce > 0 ? seed.nonce - 1 : null,
    };
  }
}

export type OriginalsService = ReturnType<typeof originalsService>;
