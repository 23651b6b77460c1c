import {
  type AdminTournament,
  type AdminTournamentInput,
  type AdminTournamentPatch,
  type AdminTournamentResults,
  type LeaderboardResponse,
  type LeaderboardRow,
  type Tournament,
  type TournamentEvent,
  type TournamentPrizeInput,
  type TournamentStatus,
  type TournamentsQuery,
  type TournamentsResponse,
} from '@wheelhouse/contracts/tournaments';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import { isSupportedLocale } from '@wheelhouse/contracts/locales';
import { parseAmountField } from '../../platform/amount-field';
import { runAudited, type RecordAudit } from '../../platform/audit';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import { topicFor, type Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import {
  hasUnpublishedBefore,
  type OutboxConsumer,
  type OutboxRow,
  type RelayMessage,
} from '../../platform/outbox';
import type { BonusesService } from '../bonuses';
import type { CurrenciesService } from '../currencies';
import type { GamesService } from '../games';
import type { LedgerService } from '../ledger';
import type { RgGuard } from '../responsible-gaming';
import { maskedName } from '../originals';
import type { UsersService } from '../users';
import {
  tournamentsRepository,
  type CountedBet,
  type EntryRow,
  type TournamentRow,
} from './repository';
import type { StoredPrize } from './schema';
import { seedDemoTournaments } from './demo-content';

/** Outbox topics of settled bets: an original's bet, a closed provider round, a settled sports bet. */
export const BET_TOPICS = [
  'originals.last_bet',
  'provider.last_bet',
  'sportsbook.last_bet',
] as const;

/**
 * Sports bets have no game row: they count in tournaments open to every game, or to the
 * "sportsbook" category (the bonus wagering category of sports bets too).
 */
const SPORTSBOOK_GAME = {
  id: 0,
  slug: 'sportsbook',
  title: 'Sportsbook',
  categories: ['sportsbook'],
};

/** The fields of a bet event both topics carry (see originals/engine.ts, provider-api/last-bets.ts). */
interface BetEventPayload {
  id?: unknown;
  gameSlug?: unknown;
  gameId?: unknown;
  stake?: unknown;
  payout?: unknown;
  createdAt?: unknown;
}

export interface TournamentsServiceDeps {
  db: Database;
  clock: Clock;
  bus: Bus;
  houseCurrency: string;
  ledger: Pick<LedgerService, 'transfer'>;
  bonuses: Pick<BonusesService, 'award'>;
  users: Pick<UsersService, 'me'>;
  games: Pick<GamesService, 'game'>;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  /** A buy-in is a stake: the player's limits and blocks apply to it. */
  rg: Pick<RgGuard, 'assertStakeAllowed'>;
  recordAudit: RecordAudit;
  onCommitted: () => void;
  /** Queues the "tournament started" web push for subscribed players (once per key). */
  queueStartPush: (input: { tournamentId: number }) => Promise<void>;
}

/**
 * The end job waits this long past `endsAt` before freezing: a bet whose transaction started
 * before the end may commit (and write its outbox row) a moment after it.
 */
export const TOURNAMENT_FINISH_GRACE_MS = 5_000;
/**
 * …and then until the relay has scored every bet placed before the end, but no longer than this:
 * a relay that is down for good must not hold the prizes back forever (later bets are dropped).
 */
export const TOURNAMENT_FINISH_MAX_WAIT_MS = 10 * 60_000;

/** Realtime updates of one tournament go out at most this often (the trailing one always does). */
export const TOURNAMENT_EVENT_THROTTLE_MS = 300;

/** The bus topic of VIP-only tournaments' `tournaments` channel updates: only VIPs' sockets join it. */
export const VIP_TOURNAMENTS_TOPIC = `${topicFor('tournaments')}:vip`;
function tournamentTopic(vipOnly: boolean): string {
  return vipOnly ? VIP_TOURNAMENTS_TOPIC : topicFor('tournaments');
}
const CANDIDATES_TTL_MS = 1_000;
const LOOKUP_TTL_MS = 30_000;
const LOOKUP_LIMIT = 50_000;
const E4 = 10_000n;

/** A small time-limited cache (game identities, players' VIP flags and masked names). */
function cached<V>(ttlMs: number, load: (key: string) => Promise<V>) {
  const entries = new Map<string, { at: number; value: V }>();
  return async (key: string): Promise<V> => {
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = await load(key);
    if (entries.size >= LOOKUP_LIMIT) entries.clear();
    entries.set(key, { at: Date.now(), value });
    return value;
  };
}

function statusOf(row: TournamentRow, now: Date): TournamentStatus {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.status === 'finished' || row.endsAt <= now) return 'finished';
  return row.startsAt > now ? 'upcoming' : 'active';
}

function textIn(row: TournamentRow, language: string) {
  return row.descriptions[language] ?? row.descriptions.en ?? { name: '', description: '' };
}

export function tournamentsService(deps: TournamentsServiceDeps) {
  const repository = tournamentsRepository(deps.db);
  let houseScale: number | undefined;
  async function scale(): Promise<number> {
    houseScale ??= (await deps.currencies.requireCurrency(deps.houseCurrency)).ledgerScale;
    return houseScale;
  }

  const gameOf = cached(LOOKUP_TTL_MS, async (key) => {
    const game = await deps.games.game(key, { userId: null, ip: '127.0.0.1' }).catch(() => null);
    return game
      ? { id: game.id, slug: game.slug, title: game.title, categories: game.categories }
      : null;
  });
  const playerOf = cached(LOOKUP_TTL_MS, async (key) => {
    const user = await deps.users.me(Number(key)).catch(() => null);
    return user
      ? {
          isVip: user.isVip,
          name: maskedName(user.firstName, user.email),
          email: user.email,
          globalId: user.globalId,
        }
      : { isVip: false, name: '***', email: '', globalId: '' };
  });

  let candidates: { at: number; rows: TournamentRow[] } | undefined;
  async function scoringCandidates(from: Date, to: Date): Promise<TournamentRow[]> {
    if (!candidates || Date.now() - candidates.at > CANDIDATES_TTL_MS)
      candidates = {
        at: Date.now(),
        rows: await repository.scheduled(),
      };
    return candidates.rows.filter((row) => row.startsAt <= to && row.endsAt > from);
  }
  const forgetCandidates = () => {
    candidates = undefined;
  };

  // Throttled `tournaments` channel updates: at most one per tournament per interval, the last
  // always sent (a trailing timer), so the leaderboard settles on the final state. A VIP-only
  // tournament's go to the VIP topic, which only VIPs' sockets join (realtimeTopics).
  const lastSent = new Map<number, number>();
  const trailing = new Map<number, NodeJS.Timeout>();
  async function publishNow(id: number, options: { alsoPublic?: boolean } = {}) {
    lastSent.set(id, Date.now());
    try {
      const row = await repository.find(id);
      if (!row) return;
      const players = (await repository.playerCounts([id])).get(id) ?? 0;
      const event: TournamentEvent = { id, status: statusOf(row, deps.clock.now()), players };
      await deps.bus.publish(tournamentTopic(row.vipOnly), event);
      // Public sockets learn that a tournament they were shown has left their view.
      if (row.vipOnly && options.alsoPublic) await deps.bus.publish(tournamentTopic(false), event);
    } catch {
      // A lost update is refetched on the next one or on reconnect.
    }
  }
  function announce(id: number): boolean {
    const since = Date.now() - (lastSent.get(id) ?? 0);
    if (since >= TOURNAMENT_EVENT_THROTTLE_MS) {
      lastSent.set(id, Date.now());
      return true;
    }
    if (!trailing.has(id)) {
      const timer = setTimeout(() => {
        trailing.delete(id);
        void publishNow(id);
      }, TOURNAMENT_EVENT_THROTTLE_MS - since);
      timer.unref();
      trailing.set(id, timer);
    }
    return false;
  }

  function parseBet(row: OutboxRow, houseScaleValue: number) {
    const payload = row.payload as BetEventPayload;
    if (row.userId === null || typeof payload.id !== 'string') return null;
    const stake =
      typeof payload.stake === 'string' ? parseAmount(payload.stake, houseScaleValue) : null;
    const payout =
      typeof payload.payout === 'string' ? parseAmount(payload.payout, houseScaleValue) : null;
    if (!stake?.ok || !payout?.ok || stake.minor <= 0n) return null;
    const placedAt = new Date(typeof payload.createdAt === 'string' ? payload.createdAt : NaN);
    if (Number.isNaN(placedAt.getTime())) return null;
    const gameKey =
      typeof payload.gameSlug === 'string'
        ? payload.gameSlug
        : typeof payload.gameId === 'number'
          ? String(payload.gameId)
          : null;
    if (!gameKey) return null;
    const source = row.topic.startsWith('provider')
      ? 'p'
      : row.topic.startsWith('sportsbook')
        ? 's'
        : 'o';
    return {
      rowId: row.id,
      betId: `${source}:${payload.id}`,
      userId: row.userId,
      gameKey,
      stakeMinor: stake.minor,
      payoutMinor: payout.minor,
      multiplierE4: (payout.minor * E4) / stake.minor,
      placedAt,
    };
  }

  function counts(tournament: TournamentRow, game: { id: number; categories: string[] }): boolean {
    if (tournament.gameIds.length === 0 && tournament.categories.length === 0) return true;
    return (
      tournament.gameIds.includes(game.id) ||
      game.categories.some((category) => tournament.categories.includes(category))
    );
  }

  function scoreOf(scoring: TournamentRow['scoring'], bet: CountedBet): bigint {
    switch (scoring) {
      case 'turnover':
        return bet.stakeMinor;
      case 'total_win':
        return bet.payoutMinor;
      case 'best_multiplier':
        return bet.multiplierE4;
      case 'bets':
        return 1n;
    }
  }

  /** The scoring consumer (platform/outbox OutboxConsumer): every settled bet of every game. */
  const scoring: OutboxConsumer = {
    topics: BET_TOPICS,
    async prepare(rows) {
      const houseScaleValue = await scale();
      const bets = rows.map((row) => parseBet(row, houseScaleValue)).filter((bet) => bet !== null);
      if (bets.length === 0) return async () => [];
      let from = bets[0]!.placedAt;
      let to = from;
      for (const bet of bets) {
        if (bet.placedAt < from) from = bet.placedAt;
        if (bet.placedAt > to) to = bet.placedAt;
      }
      const open = await scoringCandidates(from, to);
      if (open.length === 0) return async () => [];
      const byTournament = new Map(open.map((row) => [row.id, row]));
      const counted: Array<CountedBet & { rowId: bigint }> = [];
      for (const bet of bets) {
        const game = bet.betId.startsWith('s:') ? SPORTSBOOK_GAME : await gameOf(bet.gameKey);
        if (!game) continue;
        for (const tournament of open) {
          if (bet.placedAt < tournament.startsAt || bet.placedAt >= tournament.endsAt) continue;
          if (bet.stakeMinor < tournament.minBetMinor || !counts(tournament, game)) continue;
          if (tournament.vipOnly && !(await playerOf(String(bet.userId))).isVip) continue;
          counted.push({ ...bet, tournamentId: tournament.id });
        }
      }
      const optIn = counted.filter((bet) => byTournament.get(bet.tournamentId)?.entry === 'opt_in');
      const joined = await repository.existingEntries(optIn);
      const eligible = counted.filter(
        (bet) =>
          byTournament.get(bet.tournamentId)?.entry === 'auto' ||
          joined.has(`${bet.tournamentId}:${bet.userId}`),
      );
      return async (claimed, tx) => {
        const claimedIds = new Set(claimed.map((row) => row.id));
        // `open` may be up to a second old (and another process may have finished a tournament
        // since): count only into tournaments still scheduled, read under a lock in this
        // transaction, so a frozen board never moves.
        const scheduled = await repository.lockScheduled(
          [...new Set(eligible.map((bet) => bet.tournamentId))],
          tx,
        );
        const mine = eligible
          .filter((bet) => claimedIds.has(bet.rowId) && scheduled.has(bet.tournamentId))
          .map(
            ({
              rowId: _rowId,
              gameKey: _gameKey,
              ...bet
            }: CountedBet & { rowId: bigint; gameKey?: string }) => bet,
          );
        const fresh = await repository.insertBets(mine, tx);
        const deltas = new Map<
          string,
          {
            tournamentId: number;
            userId: number;
            score: bigint;
            bets: number;
            best: boolean;
            at: Date;
          }
        >();
        for (const bet of fresh) {
          const tournament = byTournament.get(bet.tournamentId)!;
          const best = tournament.scoring === 'best_multiplier';
          const key = `${bet.tournamentId}:${bet.userId}`;
          const score = scoreOf(tournament.scoring, bet);
          const delta = deltas.get(key);
          if (!delta)
            deltas.set(key, {
              tournamentId: bet.tournamentId,
              userId: bet.userId,
              score,
              bets: 1,
              best,
              at: bet.placedAt,
            });
          else {
            delta.score = best ? (score > delta.score ? score : delta.score) : delta.score + score;
            delta.bets += 1;
            if (bet.placedAt > delta.at) delta.at = bet.placedAt;
          }
        }
        await repository.addScores([...deltas.values()], tx);
        const touched = new Set([...deltas.values()].map((delta) => delta.tournamentId));
        const messages: RelayMessage[] = [];
        for (const id of touched) {
          const tournament = byTournament.get(id)!;
          if (!announce(id)) continue;
          // One count per touched tournament, at most every throttle interval.
          const players = await repository.playersIn(id, tx);
          messages.push({
            ids: [],
            topic: tournamentTopic(tournament.vipOnly),
            message: { id, status: 'active', players } satisfies TournamentEvent,
          });
        }
        return messages;
      };
    },
  };

  async function prizesOut(prizes: StoredPrize[]) {
    const houseScaleValue = await scale();
    return prizes.map((prize) => ({
      rank: prize.rank,
      amount: formatAmount(BigInt(prize.amountMinor), houseScaleValue),
      currency: deps.houseCurrency,
      balanceType: prize.balanceType,
      wagerMultiplier: formatAmount(BigInt(prize.wagerE4), 4),
    }));
  }

  async function scoreText(scoringKind: TournamentRow['scoring'], score: bigint): Promise<string> {
    if (scoringKind === 'bets') return score.toString();
    if (scoringKind === 'best_multiplier') return formatAmount(score, 4);
    return formatAmount(score, await scale());
  }

  async function toTournament(
    row: TournamentRow,
    language: string,
    extra: { joined: boolean; players: number },
  ): Promise<Tournament> {
    const houseScaleValue = await scale();
    const text = textIn(row, language);
    const games = (await Promise.all(row.gameIds.map((id) => gameOf(String(id))))).filter(
      (game) => game !== null,
    );
    return {
      id: row.id,
      vip_players_only: row.vipOnly,
      descriptions: row.descriptions,
      name: text.name,
      description: text.description,
      status: statusOf(row, deps.clock.now()),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      scoring: row.scoring,
      minBet: formatAmount(row.minBetMinor, houseScaleValue),
      buyIn: formatAmount(row.buyInMinor, houseScaleValue),
      currency: deps.houseCurrency,
      entry: row.entry,
      joined: extra.joined,
      players: extra.players,
      games: games.map(({ id, slug, title }) => ({ id, slug, title })),
      categories: row.categories,
      prizes: await prizesOut(row.prizes),
    };
  }

  async function toAdmin(row: TournamentRow, players: number): Promise<AdminTournament> {
    const houseScaleValue = await scale();
    return {
      id: row.id,
      descriptions: {
        en: row.descriptions.en ?? { name: '', description: '' },
        ...(row.descriptions.ru ? { ru: row.descriptions.ru } : {}),
        ...(row.descriptions.uk ? { uk: row.descriptions.uk } : {}),
        ...(row.descriptions.kk ? { kk: row.descriptions.kk } : {}),
      },
      status: statusOf(row, deps.clock.now()),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      scoring: row.scoring,
      minBet: formatAmount(row.minBetMinor, houseScaleValue),
      buyIn: formatAmount(row.buyInMinor, houseScaleValue),
      currency: deps.houseCurrency,
      vipPlayersOnly: row.vipOnly,
      entry: row.entry,
      gameIds: row.gameIds,
      categories: row.categories,
      prizes: await prizesOut(row.prizes),
      players,
      finishedAt: row.finishedAt?.toISOString() ?? null,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
    };
  }

  /** A tournament the viewer may see, or 404 (VIP-only ones for non-VIPs and guests too). */
  async function visible(id: number, userId: number | null): Promise<TournamentRow> {
    const row = await repository.find(id);
    if (!row || row.status === 'cancelled')
      throw new AppError('not_found', { message: 'No such tournament' });
    if (row.vipOnly && !(userId !== null && (await deps.users.me(userId)).isVip))
      throw new AppError('not_found', { message: 'No such tournament' });
    return row;
  }

  async function languageOf(userId: number | null, requested?: string): Promise<string> {
    if (isSupportedLocale(requested)) return requested;
    if (userId === null) return 'en';
    return (await deps.users.me(userId)).language;
  }

  function requireContent(member: StaffPrincipal) {
    if (!staffHasRole(member, ['content', 'finance'])) throw new AppError('forbidden');
  }

  async function prizesIn(prizes: TournamentPrizeInput[]): Promise<StoredPrize[]> {
    const houseScaleValue = await scale();
    const ranks = new Set<number>();
    return prizes.map((prize, index) => {
      if (ranks.has(prize.rank))
        throw new AppError('validation_error', {
          message: 'Each rank has one prize',
          fields: { [`prizes.${index}.rank`]: { key: 'Validation.invalid' } },
        });
      ranks.add(prize.rank);
      const amountMinor = parseAmountField(prize.amount, houseScaleValue, `prizes.${index}.amount`);
      if (amountMinor <= 0n)
        throw new AppError('validation_error', {
          fields: { [`prizes.${index}.amount`]: { key: 'Validation.invalid_amount' } },
        });
      const wager = parseAmount(prize.wagerMultiplier ?? '0', 4);
      if (!wager.ok)
        throw new AppError('validation_error', {
          fields: { [`prizes.${index}.wagerMultiplier`]: { key: 'Validation.invalid_format' } },
        });
      return {
        rank: prize.rank,
        amountMinor: amountMinor.toString(),
        balanceType: prize.balanceType,
        wagerE4: prize.balanceType === 'bonus' ? wager.minor.toString() : '0',
      };
    });
  }

  function checkWindow(startsAt: Date, endsAt: Date) {
    if (!(endsAt > startsAt))
      throw new AppError('validation_error', {
        message: 'The end must be after the start',
        fields: { endsAt: { key: 'Validation.invalid' } },
      });
  }

  async function checkGames(gameIds: number[]) {
    for (const [index, id] of gameIds.entries())
      if (!(await gameOf(String(id))))
        throw new AppError('validation_error', {
          message: `No such game: ${id}`,
          fields: { [`gameIds.${index}`]: { key: 'Validation.invalid' } },
        });
  }

  async function nonNegative(text: string, field: string): Promise<bigint> {
    if (/^0+(\.0+)?$/.test(text)) return 0n;
    return parseAmountField(text, await scale(), field);
  }

  /** Freezes the board and pays the prizes, exactly once (see finish()). */
  async function finishIn(id: number, tx: Database): Promise<{ finished: boolean; paid: number }> {
    const now = deps.clock.now();
    const row = await repository.findForUpdate(id, tx);
    if (!row || row.status !== 'scheduled') return { finished: false, paid: 0 };
    const late = now.getTime() - row.endsAt.getTime();
    if (late < TOURNAMENT_FINISH_GRACE_MS) return { finished: false, paid: 0 };
    // A bet placed before the end but not yet scored (still in the outbox) must count: wait for
    // the relay (the next tick tries again), up to the maximum wait.
    if (
      late < TOURNAMENT_FINISH_MAX_WAIT_MS &&
      (await hasUnpublishedBefore(tx, BET_TOPICS, row.endsAt))
    )
      return { finished: false, paid: 0 };
    await repository.freeze(id, tx);
    const prizes = new Map(row.prizes.map((prize) => [prize.rank, prize]));
    const maxRank = Math.max(0, ...row.prizes.map((prize) => prize.rank));
    const winners = await repository.winners(id, maxRank, tx);
    let paid = 0;
    for (const winner of winners) {
      const prize = prizes.get(winner.finalRank!);
      if (!prize) continue;
      await payPrize(row, winner, prize, tx);
      await repository.markPrizePaid(id, winner.userId, now, tx);
      paid += 1;
    }
    await repository.update(id, { status: 'finished', finishedAt: now }, tx);
    return { finished: true, paid };
  }

  async function payPrize(row: TournamentRow, winner: EntryRow, prize: StoredPrize, tx: Database) {
    const key = `tournament:${row.id}:prize:${prize.rank}`;
    const amountMinor = BigInt(prize.amountMinor);
    const metadata = { tournamentId: row.id, rank: prize.rank };
    if (prize.balanceType === 'bonus') {
      await deps.bonuses.award(
        {
          userId: winner.userId,
          title: `${textIn(row, 'en').name} #${prize.rank}`,
          amountMinor,
          wagerE4: BigInt(prize.wagerE4),
          key,
          metadata,
        },
        tx,
      );
      return;
    }
    await deps.ledger.transfer(
      {
        idempotencyKey: key,
        kind: 'tournament_prize',
        legs: [
          {
            account: { house: 'house_bonuses' },
            amountMinor: -amountMinor,
            currency: deps.houseCurrency,
          },
          {
            account: { userId: winner.userId, kind: 'player_main' },
            amountMinor,
            currency: deps.houseCurrency,
          },
        ],
        metadata,
        events: [{ topic: 'balance.changed', userId: winner.userId }],
      },
      tx,
    );
  }

  return {
    scoring,

    /**
     * The bus topics a player's socket joins on a channel besides its own (asked when it
     * subscribes): a VIP's `tournaments` subscription also hears the VIP-only tournaments. A
     * player who becomes VIP hears them from the next subscription (the client resubscribes on
     * every reconnect).
     */
    async realtimeTopics(channel: string, userId: number): Promise<string[]> {
      if (channel !== 'tournaments') return [];
      return (await deps.users.me(userId)).isVip ? [VIP_TOURNAMENTS_TOPIC] : [];
    },

    async list(
      query: TournamentsQuery,
      viewer: { userId: number | null; language?: string },
    ): Promise<TournamentsResponse> {
      const isVip = viewer.userId !== null && (await deps.users.me(viewer.userId)).isVip;
      const { rows, total } = await repository.list({
        window: query.status,
        includeVip: isVip,
        now: deps.clock.now(),
        offset: query.offset,
        limit: query.limit,
      });
      const ids = rows.map((row) => row.id);
      const [players, joined, language] = await Promise.all([
        repository.playerCounts(ids),
        viewer.userId === null
          ? Promise.resolve(new Set<number>())
          : repository.joinedOf(viewer.userId, ids),
        languageOf(viewer.userId, viewer.language),
      ]);
      return {
        data: await Promise.all(
          rows.map((row) =>
            toTournament(row, language, {
              joined: joined.has(row.id),
              players: players.get(row.id) ?? 0,
            }),
          ),
        ),
        meta: { offset: query.offset, limit: query.limit, total },
      };
    },

    async get(
      id: number,
      viewer: { userId: number | null; language?: string },
    ): Promise<Tournament> {
      const row = await visible(id, viewer.userId);
      const [players, joined, language] = await Promise.all([
        repository.playerCounts([id]),
        viewer.userId === null
          ? Promise.resolve(new Set<number>())
          : repository.joinedOf(viewer.userId, [id]),
        languageOf(viewer.userId, viewer.language),
      ]);
      return toTournament(row, language, { joined: joined.has(id), players: players.get(id) ?? 0 });
    },

    async leaderboard(
      id: number,
      query: { offset: number; limit: number },
      userId: number | null,
    ): Promise<LeaderboardResponse> {
      const row = await visible(id, userId);
      const frozen = row.status === 'finished';
      const { rows, total } = await repository.board(id, frozen, query.offset, query.limit);
      const prizes = new Map((await prizesOut(row.prizes)).map((prize) => [prize.rank, prize]));
      const present = async (entry: EntryRow, rank: number): Promise<LeaderboardRow> => ({
        rank,
        player: (await playerOf(String(entry.userId))).name,
        score: await scoreText(row.scoring, entry.score),
        prize: prizes.get(rank) ?? null,
        isMe: entry.userId === userId,
      });
      const data = await Promise.all(
        rows.map((entry, index) =>
          present(entry, frozen ? entry.finalRank! : query.offset + index + 1),
        ),
      );
      let me: LeaderboardRow | null = null;
      if (userId !== null) {
        const mine = await repository.entryOf(id, userId);
        const rank = !mine
          ? null
          : frozen
            ? mine.finalRank
            : await repository.liveRankOf(id, userId);
        if (mine && rank !== null) me = await present(mine, rank);
      }
      return { data, me, meta: { offset: query.offset, limit: query.limit, total } };
    },

    /** Opt-in: the player joins (paying the buy-in, if any, through the ledger). Repeats are harmless. */
    async join(id: number, userId: number): Promise<Tournament> {
      const row = await visible(id, userId);
      const now = deps.clock.now();
      if (row.status !== 'scheduled' || row.endsAt <= now)
        throw new AppError('conflict', { message: 'The tournament has ended' });
      if (row.entry === 'opt_in') {
        await deps.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          const added = await repository.join(
            { tournamentId: id, userId, buyInMinor: row.buyInMinor, at: now },
            tx,
          );
          if (added && row.buyInMinor > 0n)
            await deps.rg.assertStakeAllowed(userId, row.buyInMinor, tx);
          if (added && row.buyInMinor > 0n)
            await deps.ledger.transfer(
              {
                idempotencyKey: `tournament:${id}:buy-in:${userId}`,
                kind: 'tournament_buy_in',
                legs: [
                  {
                    account: { userId, kind: 'player_main' },
                    amountMinor: -row.buyInMinor,
                    currency: deps.houseCurrency,
                  },
                  {
                    account: { house: 'house_fees' },
                    amountMinor: row.buyInMinor,
                    currency: deps.houseCurrency,
                  },
                ],
                metadata: { tournamentId: id },
                events: [{ topic: 'balance.changed', userId }],
              },
              tx,
            );
        });
        deps.onCommitted();
        if (announce(id)) void publishNow(id);
      }
      return this.get(id, { userId });
    },

    /**
     * The end job's work for one tournament, once the grace period after its end has passed and no
     * bet placed before the end waits in the outbox: in one transaction, locked on the tournament
     * row (which the scoring transaction share-locks), freezes the board, pays each prize through the ledger (idempotency key per tournament and
     * rank) and marks it finished. A second run, here or on another worker, waits for the lock and
     * then finds it finished: nothing is paid twice.
     */
    async finish(id: number): Promise<{ finished: boolean; paid: number }> {
      const result = await deps.db.transaction((transaction) =>
        finishIn(id, transaction as unknown as Database),
      );
      if (result.finished) {
        forgetCandidates();
        deps.onCommitted();
        void publishNow(id);
      }
      return result;
    },

    /**
     * Announces the tournaments that have started (the tick's work): a `tournaments` channel
     * update and a web push to subscribed players, once per tournament (claimed by one UPDATE).
     * A VIP-only tournament's update goes to VIPs' sockets only, and it sends no push to all.
     */
    async announceStarts(): Promise<{ announced: number }> {
      const started = await repository.claimStarted(deps.clock.now());
      if (started.length > 0) forgetCandidates();
      for (const { id, vipOnly } of started) {
        await publishNow(id);
        if (!vipOnly) await deps.queueStartPush({ tournamentId: id });
      }
      return { announced: started.length };
    },

    /** Finishes every tournament past its end (the tick's work). */
    async finishDue(limit = 20): Promise<{ finished: number }> {
      let finished = 0;
      const due = new Date(deps.clock.now().getTime() - TOURNAMENT_FINISH_GRACE_MS);
      for (const id of await repository.dueToFinish(due, limit))
        if ((await this.finish(id)).finished) finished += 1;
      return { finished };
    },

    async listForStaff(member: StaffPrincipal, query: { offset: number; limit: number }) {
      requireContent(member);
      const { rows, total } = await repository.listForStaff(query.offset, query.limit);
      const players = await repository.playerCounts(rows.map((row) => row.id));
      return {
        data: await Promise.all(rows.map((row) => toAdmin(row, players.get(row.id) ?? 0))),
        meta: { offset: query.offset, limit: query.limit, total },
      };
    },

    async getForStaff(member: StaffPrincipal, id: number): Promise<AdminTournament> {
      requireContent(member);
      const row = await repository.find(id);
      if (!row) throw new AppError('not_found', { message: 'No such tournament' });
      return toAdmin(row, (await repository.playerCounts([id])).get(id) ?? 0);
    },

    async create(member: StaffPrincipal, input: AdminTournamentInput, requestId: string) {
      requireContent(member);
      const startsAt = new Date(input.startsAt);
      const endsAt = new Date(input.endsAt);
      checkWindow(startsAt, endsAt);
      await checkGames(input.gameIds);
      const values = {
        descriptions: input.descriptions,
        startsAt,
        endsAt,
        scoring: input.scoring,
        minBetMinor: await nonNegative(input.minBet, 'minBet'),
        buyInMinor: await nonNegative(input.buyIn, 'buyIn'),
        vipOnly: input.vipPlayersOnly,
        entry: input.entry,
        gameIds: input.gameIds,
        categories: input.categories,
        prizes: await prizesIn(input.prizes),
        createdAt: deps.clock.now(),
      };
      if (values.buyInMinor > 0n && values.entry === 'auto')
        throw new AppError('validation_error', {
          message: 'A buy-in needs opt-in entry',
          fields: { buyIn: { key: 'Validation.invalid' } },
        });
      const created = await runAudited(deps, member, requestId, async (tx) => {
        const row = await repository.insert(values, tx);
        const result = await toAdmin(row, 0);
        return {
          result,
          audit: {
            action: 'tournament.create',
            targetType: 'tournament',
            targetId: String(row.id),
            before: null,
            after: result,
          },
        };
      });
      forgetCandidates();
      return created;
    },

    async update(
      member: StaffPrincipal,
      id: number,
      patch: AdminTournamentPatch,
      requestId: string,
    ) {
      requireContent(member);
      if (patch.gameIds) await checkGames(patch.gameIds);
      const prizes = patch.prizes ? await prizesIn(patch.prizes) : undefined;
      const minBetMinor =
        patch.minBet !== undefined ? await nonNegative(patch.minBet, 'minBet') : undefined;
      let wasVipOnly = false;
      const updated = await runAudited(deps, member, requestId, async (tx) => {
        const row = await repository.findForUpdate(id, tx);
        if (!row) throw new AppError('not_found', { message: 'No such tournament' });
        if (row.status !== 'scheduled')
          throw new AppError('conflict', {
            message: 'A finished or cancelled tournament cannot change',
          });
        // Scores already kept are sums of stakes, payouts, multipliers or counts: a running
        // tournament cannot switch what they mean (the same scoring sent again is fine).
        if (
          patch.scoring &&
          patch.scoring !== row.scoring &&
          row.startsAt.getTime() <= deps.clock.now().getTime()
        )
          throw new AppError('validation_error', {
            message: 'The scoring of a started tournament cannot change',
            fields: { scoring: { key: 'Validation.locked_after_start' } },
          });
        const startsAt = patch.startsAt ? new Date(patch.startsAt) : row.startsAt;
        const endsAt = patch.endsAt ? new Date(patch.endsAt) : row.endsAt;
        checkWindow(startsAt, endsAt);
        if (patch.entry === 'auto' && row.buyInMinor > 0n)
          throw new AppError('validation_error', {
            message: 'A buy-in needs opt-in entry',
            fields: { entry: { key: 'Validation.invalid' } },
          });
        const before = await toAdmin(row, 0);
        wasVipOnly = row.vipOnly;
        const changed = await repository.update(
          id,
          {
            ...(patch.descriptions ? { descriptions: patch.descriptions } : {}),
            startsAt,
            endsAt,
            ...(patch.scoring ? { scoring: patch.scoring } : {}),
            ...(minBetMinor !== undefined ? { minBetMinor } : {}),
            ...(patch.vipPlayersOnly !== undefined ? { vipOnly: patch.vipPlayersOnly } : {}),
            ...(patch.entry ? { entry: patch.entry } : {}),
            ...(patch.gameIds ? { gameIds: patch.gameIds } : {}),
            ...(patch.categories ? { categories: patch.categories } : {}),
            ...(prizes ? { prizes } : {}),
          },
          tx,
        );
        const players = (await repository.playerCounts([id], tx)).get(id) ?? 0;
        const result = await toAdmin(changed!, players);
        return {
          result,
          audit: {
            action: 'tournament.update',
            targetType: 'tournament',
            targetId: String(id),
            before,
            after: result,
          },
        };
      });
      forgetCandidates();
      void publishNow(id, { alsoPublic: !wasVipOnly });
      return updated;
    },

    /** Cancels a tournament that has not finished; every buy-in goes back (once, by key). */
    async cancel(member: StaffPrincipal, id: number, requestId: string) {
      requireContent(member);
      const cancelled = await runAudited(deps, member, requestId, async (tx) => {
        const row = await repository.findForUpdate(id, tx);
        if (!row) throw new AppError('not_found', { message: 'No such tournament' });
        if (row.status !== 'scheduled')
          throw new AppError('conflict', {
            message: 'Only a running or upcoming tournament can be cancelled',
          });
        const now = deps.clock.now();
        for (const entry of await repository.unrefunded(id, tx)) {
          await deps.ledger.transfer(
            {
              idempotencyKey: `tournament:${id}:refund:${entry.userId}`,
              kind: 'tournament_refund',
              legs: [
                {
                  account: { house: 'house_fees' },
                  amountMinor: -entry.buyInMinor,
                  currency: deps.houseCurrency,
                },
                {
                  account: { userId: entry.userId, kind: 'player_main' },
                  amountMinor: entry.buyInMinor,
                  currency: deps.houseCurrency,
                },
              ],
              metadata: { tournamentId: id },
              events: [{ topic: 'balance.changed', userId: entry.userId }],
            },
            tx,
          );
          await repository.markRefunded(id, entry.userId, now, tx);
        }
        const before = await toAdmin(row, 0);
        const changed = await repository.update(id, { status: 'cancelled', cancelledAt: now }, tx);
        const result = await toAdmin(
          changed!,
          (await repository.playerCounts([id], tx)).get(id) ?? 0,
        );
        return {
          result,
          audit: {
            action: 'tournament.cancel',
            targetType: 'tournament',
            targetId: String(id),
            before,
            after: result,
          },
        };
      });
      forgetCandidates();
      deps.onCommitted();
      void publishNow(id);
      return cancelled;
    },

    async results(
      member: StaffPrincipal,
      id: number,
      query: { offset: number; limit: number },
    ): Promise<AdminTournamentResults> {
      requireContent(member);
      const row = await repository.find(id);
      if (!row) throw new AppError('not_found', { message: 'No such tournament' });
      const frozen = row.status === 'finished';
      const { rows, total } = await repository.board(id, frozen, query.offset, query.limit);
      const prizes = new Map((await prizesOut(row.prizes)).map((prize) => [prize.rank, prize]));
      const data = await Promise.all(
        rows.map(async (entry, index) => {
          const rank = frozen ? entry.finalRank : query.offset + index + 1;
          const player = await playerOf(String(entry.userId));
          return {
            rank,
            globalId: player.globalId,
            email: player.email,
            score: await scoreText(row.scoring, entry.score),
            bets: entry.bets,
            prize: rank !== null ? (prizes.get(rank) ?? null) : null,
            paidAt: entry.prizePaidAt?.toISOString() ?? null,
          };
        }),
      );
      return {
        tournament: await toAdmin(row, (await repository.playerCounts([id])).get(id) ?? 0),
        data,
        meta: { offset: query.offset, limit: query.limit, total },
      };
    },

    /** The demo tournaments (seed, SEED_DEMO only); idempotent. */
    async seedDemo(): Promise<number> {
      const created = await seedDemoTournaments(deps.db, {
        now: deps.clock.now(),
        houseScale: await scale(),
      });
      if (created > 0) forgetCandidates();
      return created;
    },

    /** Every counted bet of a tournament (tests recompute the scores from them). */
    async countedBets(id: number) {
      return repository.betsOf(id);
    },
  };
}

export type TournamentsService = ReturnType<typeof tournamentsService>;
