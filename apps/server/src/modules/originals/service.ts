import type { AdminBetsQuery, AdminBetsResponse } from '@wheelhouse/contracts/admin-players';
import { formatAmount } from '@wheelhouse/contracts/money';
import type {
  BetsPage,
  InstantOriginalGame,
  InterfaceActionRequest,
  InterfaceActionResponse,
  OriginalBet,
  PlaceBetResponse,
  RotateSeedsResponse,
  SeedsResponse,
} from '@wheelhouse/contracts/originals';
import { playOriginal } from '@wheelhouse/fair/games';
import { plinkoTable, parsePlinkoParams } from '@wheelhouse/fair/plinko';
import { generateServerSeed, hashServerSeed, parseClientSeed } from '@wheelhouse/fair/seeds';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { requestHash } from '../../platform/idempotency';
import { appendOutbox } from '../../platform/outbox';
import { outcomeJson, toBet } from './present';
import { type BetRow, type SeedRow, type TakenNonce } from './repository';
import { cappedPayout } from './stakes';
import {
  betEngine,
  INTERFACE_ACTION_TOPIC,
  KeyUsedBefore,
  paramsError,
  type OriginalsServiceDeps,
} from './engine';
import { freeSpinRounds } from './free-spins';
import { minesRounds } from './mines';

const DUMMY_SEEDS = { serverSeed: '0'.repeat(64), clientSeed: 'validation', nonce: 0 };

/**
 * The provably fair originals: seed pairs, instant bets (dice, limbo, plinko, slot), mines rounds
 * and the player's bet history. Every outcome comes from @wheelhouse/fair; every stake and payout
 * goes through the ledger in the transaction that records the bet and moves the nonce.
 */
export function originalsService(deps: OriginalsServiceDeps) {
  const engine = betEngine(deps);
  const {
    repository,
    money,
    notify,
    currenciesFor,
    presentBet,
    activeSeed,
    forgetSeed,
    expectedSeed,
    takeNonce,
    placeInOneStatement,
    lastBetEvent,
    recordMoney,
    checkOrReplay,
    newBet,
    betRowOf,
    withBalance,
  } = engine;

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
      forgetSeed(userId);
      await repository.setClientSeed(userId, parsed.value);
      return this.seeds(userId);
    },

    /** Reveals the active server seed and commits a new one; not while a mines round is active. */
    async rotate(userId: number): Promise<RotateSeedsResponse> {
      await activeSeed(userId);
      forgetSeed(userId);
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

    /**
     * One bet on dice, limbo, plinko or the slot: decided, paid and recorded in one transaction.
     * `primaryCurrency`: the player's display currency when the request read it already (auth).
     */
    async placeBet(
      userId: number,
      game: InstantOriginalGame,
      body: { amount: string; params: Record<string, unknown> },
      idempotencyKey: string,
      primaryCurrency?: string,
    ): Promise<PlaceBetResponse & { replayed: boolean }> {
      const hash = requestHash({ game, amount: body.amount, params: body.params });
      const checks = await checkOrReplay(userId, idempotencyKey, hash, async () => {
        const preview = playOriginal(game, DUMMY_SEEDS, body.params);
        if (!preview.ok) throw paramsError(preview.error);
        const [stake, limits] = await Promise.all([
          money.stakeOf(userId, body.amount, primaryCurrency),
          money.limits(),
        ]);
        money.checkStake(stake, limits, maxMultiplierOf(game, body.params, preview.value));
        await deps.bonuses.assertStakeAllowed(userId, stake.stakeMinor);
        const { guarded } = await deps.rg.precheckStake(userId, stake.stakeMinor);
        return { stake, limits, guarded };
      });
      if ('replay' in checks)
        return {
          ...(await withBalance(userId, { bet: await presentBet(checks.replay) })),
          replayed: true,
        };
      const { stake, limits, guarded } = checks.checked;
      const scale = stake.house.ledgerScale;
      const expected = await expectedSeed(userId);
      const build = (seed: TakenNonce) => {
        const result = playOriginal(game, seed, body.params);
        if (!result.ok) throw paramsError(result.error);
        const multiplier = result.value.multiplier;
        const {
          seedId: _seedId,
          clientSeed: _clientSeed,
          nonce: _nonce,
          ...row
        } = betRowOf(userId, game, stake, seed, idempotencyKey, hash);
        return {
          ...row,
          status: 'settled' as const,
          payoutMinor: cappedPayout(stake.stakeMinor, multiplier, limits),
          multiplier,
          params: body.params,
          outcome: outcomeJson(result.value),
          settledAt: deps.clock.now(),
        };
      };
      // A player with limits bets in the locked transaction, where the limits are checked.
      const fast = guarded
        ? 'stale'
        : await placeInOneStatement(userId, expected, idempotencyKey, hash, scale, build);
      if (fast !== 'stale')
        return {
          ...(await withBalance(
            userId,
            { bet: await presentBet(fast.row) },
            { ...fast.known, primaryCurrency },
          )),
          replayed: fast.replayed,
        };
      // The pair moved on since this process saw it: take the nonce under the pair's lock.
      const { row, replayed } = await newBet(userId, idempotencyKey, hash, async (tx) => {
        const seed = await takeNonce(userId, tx);
        const bet = await repository.insertBet(
          { ...build(seed), seedId: seed.seedId, clientSeed: seed.clientSeed, nonce: seed.nonce },
          tx,
        );
        if (!bet) throw new KeyUsedBefore();
        await recordMoney(bet, tx, (settled) => [lastBetEvent(settled, scale)]);
        return { bet, serverSeedHash: seed.serverSeedHash, revealedServerSeed: null };
      });
      return { ...(await withBalance(userId, { bet: await presentBet(row) })), replayed };
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

    /** A player's bets for staff: stake and payout in the house currency, as the ledger moved them. */
    async betsForStaff(userId: number, query: AdminBetsQuery): Promise<AdminBetsResponse> {
      const { rows, total } = await repository.betsOf(userId, query);
      const scales = new Map<string, number>();
      for (const { bet } of rows)
        if (!scales.has(bet.currency))
          scales.set(
            bet.currency,
            (await deps.currencies.requireCurrency(bet.currency)).ledgerScale,
          );
      return {
        data: rows.map(({ bet }) => ({
          id: bet.id.toString(),
          game: bet.game,
          currency: bet.currency,
          stake: formatAmount(bet.stakeMinor, scales.get(bet.currency) ?? 0),
          payout: formatAmount(bet.payoutMinor, scales.get(bet.currency) ?? 0),
          // Stored in 1/10,000ths of the stake.
          multiplier: formatAmount(bet.multiplier, 4),
          status: bet.status,
          createdAt: bet.createdAt.toISOString(),
        })),
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
      if (request.userId !== undefined && !(await deps.users.accessById(request.userId)))
        throw new AppError('not_found', { message: 'Unknown player' });
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
    ...minesRounds(deps, engine),
    ...freeSpinRounds(deps, engine),
  };

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
