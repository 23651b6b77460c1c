import type { EventStatus, OutcomeKey, Score } from '@wheelhouse/contracts/sportsbook';
import {
  marketKey,
  type EventMessage,
  type Fixture,
  type OddsChangeMarket,
  type Producer,
  type SettledOutcome,
  type SportEventStatus,
} from '../feed/messages';
import {
  CITIES,
  PLAYERS,
  SIM_SPORTS,
  TEAMS,
  type GoalsModel,
  type SimSport,
  type UnitsModel,
} from './catalogue';
import {
  DECIDED,
  finalUnitScores,
  distributionOf,
  lineProbability,
  matchProbability,
  oddsFromProbability,
  scoreGrid,
  sumWhere,
  unitsPlayedDistribution,
} from './model';
import { hash, poissonSample, random } from './random';

/**
 * The feed simulator's calendar and match timelines, as pure functions of (seed, time): the same
 * seed gives the same fixtures, scores and messages (ids and timestamps included), so a restart or
 * a second worker replays the same feed, which the processor deduplicates.
 */

export const DAY_MS = 86_400_000;
const MINUTE = 60_000;
/** A live event's odds are recomputed this often. */
export const LIVE_TICK_MS = 5_000;
/** A bet stop after a score lasts this long. */
const STOP_MS = 12_000;
const SETTLE_AFTER_MS = 30_000;
const CLOSE_AFTER_MS = 180_000;
const MAX_LEAD_MS = 7 * DAY_MS;

export interface SimFixture {
  externalId: string;
  sport: SimSport;
  fixture: Fixture;
  /** Published (the fixture and prematch odds) at this time. */
  publishAt: number;
  /** When the start time moved: the first fixture said `originalStartsAt`, the change says fixture.startsAt. */
  change: { at: number; originalStartsAt: number } | null;
  /** Upper bound of the end (before the plan is drawn). */
  latestCloseAt: number;
}

interface Period {
  code: string;
  from: number;
  to: number;
  play: boolean;
}

export interface Plan {
  fixture: SimFixture;
  endAt: number;
  closeAt: number;
  periods: Period[];
  /** goals: scoring events per side, in time order. */
  goals: Array<{ at: number; side: 0 | 1 }>;
  lambda: [number, number];
  /** units: each unit's span and winner. */
  units: Array<{ from: number; to: number; winner: 0 | 1 }>;
  unitP: number;
  stops: Array<{ at: number; until: number }>;
  rollback: boolean;
  cancel: {
    at: number;
    from: number;
    to: number;
    market: { type: 'handicap'; specifiers: Record<string, string> };
    rollbackAt: number | null;
  } | null;
}

// ---------- calendar ----------

const dayCache = new Map<string, SimFixture[]>();

function competitor(sport: SimSport, pool: string[], tournamentId: number, index: number) {
  const names = pool.length;
  const name = pool[(index + tournamentId) % names]!;
  const full = sport.names === 'clubs' ? `${name} ${sport.suffix ?? ''}`.trim() : name;
  return { id: (hash(`${sport.id}:${full}`) % 2_000_000_000) + 1, name: full };
}

function maxDurationMs(sport: SimSport): number {
  const model = sport.model;
  if (model.kind === 'goals')
    return model.periods.reduce((sum, period) => sum + period.minutes, 0) * MINUTE + 10 * MINUTE;
  return model.bestOf * model.unitMinutes * MINUTE * 1.3 + model.bestOf * 2 * MINUTE;
}

/** The fixtures starting on UTC day `day` (days since the epoch). */
export function fixturesOfDay(seed: string, day: number): SimFixture[] {
  const cacheKey = `${seed}:${day}`;
  const cached = dayCache.get(cacheKey);
  if (cached) return cached;
  const out: SimFixture[] = [];
  for (const [sportIndex, sport] of SIM_SPORTS.entries()) {
    const tournaments = sport.leagues.flatMap(([categoryId, categoryName, countryCode, list]) =>
      list.map(([id, name, top], position) => ({
        categoryId,
        categoryName,
        countryCode,
        id,
        name,
        top,
        position,
      })),
    );
    const pool = sport.names === 'players' ? PLAYERS : sport.names === 'teams' ? TEAMS : CITIES;
    for (let index = 0; index < sport.dailyFixtures; index++) {
      const next = random(`${seed}:fixture:${sport.id}:${day}:${index}`);
      const startsAt = day * DAY_MS + Math.floor(next() * 288) * 5 * MINUTE;
      // Top leagues get more fixtures.
      const weights = tournaments.map((t) => (t.top ? 2 : 1));
      let pick = next() * weights.reduce((a, b) => a + b, 0);
      let tournament = tournaments[0]!;
      for (const [i, t] of tournaments.entries()) {
        pick -= weights[i]!;
        if (pick < 0) {
          tournament = t;
          break;
        }
      }
      const homeIndex = Math.floor(next() * pool.length);
      const awayIndex = (homeIndex + 1 + Math.floor(next() * (pool.length - 1))) % pool.length;
      // Fixtures appear over time, as a bookmaker's do: some a week ahead, most a day or two, many only hours before.
      const draw = next();
      const lead = tournament.top
        ? draw < 0.25
          ? MAX_LEAD_MS
          : 2 * DAY_MS
        : draw < 0.3
          ? 2 * DAY_MS
          : 12 * 3600_000;
      const publishAt = startsAt - lead - Math.floor(next() * 30) * MINUTE;
      const moved = next() < 0.05;
      const change = moved
        ? {
            at: publishAt + Math.floor((startsAt - publishAt) / 2),
            originalStartsAt: startsAt - 15 * MINUTE,
          }
        : null;
      const externalId = `sim:match:${day}-${sport.id}-${index}`;
      out.push({
        externalId,
        sport,
        publishAt,
        change,
        latestCloseAt: startsAt + maxDurationMs(sport) + CLOSE_AFTER_MS,
        fixture: {
          sport: {
            id: sport.id,
            slug: sport.slug,
            kind: sport.kind,
            title: sport.title,
            icon: sport.icon,
            position: sportIndex,
          },
          category: {
            id: tournament.categoryId,
            name: tournament.categoryName,
            countryCode: tournament.countryCode,
          },
          tournament: {
            id: tournament.id,
            name: tournament.name,
            top: tournament.top,
            position: tournament.position,
          },
          home: competitor(sport, pool, tournament.id, homeIndex),
          away: competitor(sport, pool, tournament.id, awayIndex),
          startsAt,
        },
      });
    }
  }
  out.sort(
    (a, b) => a.fixture.startsAt - b.fixture.startsAt || a.externalId.localeCompare(b.externalId),
  );
  if (dayCache.size > 64) dayCache.clear();
  dayCache.set(cacheKey, out);
  return out;
}

/** Every fixture starting in [from, to). */
export function simulatorCalendar(seed: string, from: number, to: number): SimFixture[] {
  const out: SimFixture[] = [];
  for (let day = Math.floor(from / DAY_MS); day * DAY_MS < to; day++)
    for (const fixture of fixturesOfDay(seed, day))
      if (fixture.fixture.startsAt >= from && fixture.fixture.startsAt < to) out.push(fixture);
  return out;
}

/** Fixtures that may send a message in (from, to]: published by `to`, not closed before `from`. */
function activeFixtures(seed: string, from: number, to: number): SimFixture[] {
  const out: SimFixture[] = [];
  const firstDay = Math.floor((from - 2 * DAY_MS) / DAY_MS);
  const lastDay = Math.floor((to + MAX_LEAD_MS + DAY_MS) / DAY_MS);
  for (let day = firstDay; day <= lastDay; day++)
    for (const fixture of fixturesOfDay(seed, day))
      if (fixture.publishAt <= to && fixture.latestCloseAt > from) out.push(fixture);
  return out;
}

// ---------- plans ----------

const planCache = new Map<string, Plan>();

export function planOf(seed: string, fixture: SimFixture): Plan {
  const key = `${seed}:${fixture.externalId}`;
  const cached = planCache.get(key);
  if (cached) return cached;
  const next = random(`${seed}:plan:${fixture.externalId}`);
  const start = fixture.fixture.startsAt;
  const model = fixture.sport.model;
  const plan: Plan = {
    fixture,
    endAt: start,
    closeAt: start,
    periods: [],
    goals: [],
    lambda: [0, 0],
    units: [],
    unitP: 0.5,
    stops: [],
    rollback: next() < 0.04,
    cancel: null,
  };
  if (model.kind === 'goals') {
    let at = start;
    for (const period of model.periods) {
      plan.periods.push({
        code: period.code,
        from: at,
        to: at + period.minutes * MINUTE,
        play: period.play,
      });
      at += period.minutes * MINUTE;
    }
    plan.endAt = at;
    // Strength spread shrinks with the scoring rate, so a basketball line is a few points, not forty.
    const spread = 0.25 / Math.sqrt(model.rate);
    const strength = 1 + (next() * 2 - 1) * spread;
    const home = 1 + 0.3 * spread;
    plan.lambda = [model.rate * strength * home, (model.rate * (2 - strength)) / home];
    const playing = plan.periods.filter((period) => period.play);
    const playMs = playing.reduce((sum, period) => sum + period.to - period.from, 0);
    for (const side of [0, 1] as const) {
      const count = poissonSample(next, plan.lambda[side]);
      for (let i = 0; i < count; i++)
        plan.goals.push({ at: playTimeToClock(playing, Math.floor(next() * playMs)), side });
    }
    plan.goals.sort((a, b) => a.at - b.at || a.side - b.side);
    // A two-way sport never ends level: extra time decides it.
    if (!model.draw) {
      const [home, away] = countGoals(plan.goals, plan.endAt);
      if (home === away) {
        plan.goals.push({ at: plan.endAt - 1000, side: next() < 0.5 ? 0 : 1 });
      }
    }
    if (model.stopOnScore)
      for (const goal of plan.goals) plan.stops.push({ at: goal.at, until: goal.at + STOP_MS });
    for (const period of plan.periods)
      if (!period.play) plan.stops.push({ at: period.from, until: period.from + STOP_MS });
  } else {
    plan.unitP = 0.3 + next() * 0.4;
    const need = Math.ceil(model.bestOf / 2);
    let at = start;
    const won: [number, number] = [0, 0];
    while (won[0] < need && won[1] < need) {
      const length = Math.floor(model.unitMinutes * MINUTE * (0.7 + next() * 0.6));
      const winner: 0 | 1 = next() < plan.unitP ? 0 : 1;
      won[winner]++;
      plan.units.push({ from: at, to: at + length, winner });
      plan.stops.push({ at: at + length, until: at + length + STOP_MS });
      at += length + (won[0] < need && won[1] < need ? 2 * MINUTE : 0);
    }
    plan.endAt = at;
  }
  plan.closeAt = plan.endAt + CLOSE_AFTER_MS;
  plan.stops.sort((a, b) => a.at - b.at);
  if (next() < 0.03) {
    const span = plan.endAt - start;
    const handicap = model.handicaps[0]!;
    plan.cancel = {
      at: start + Math.floor(span * 0.6),
      from: start,
      to: start + Math.floor(span * 0.3),
      market: { type: 'handicap', specifiers: { hcp: formatLine(handicap) } },
      rollbackAt: next() < 0.5 ? start + Math.floor(span * 0.6) + 2 * MINUTE : null,
    };
  }
  if (planCache.size > 5000) planCache.clear();
  planCache.set(key, plan);
  return plan;
}

function playTimeToClock(playing: Period[], offset: number): number {
  let left = offset;
  for (const period of playing) {
    const length = period.to - period.from;
    if (left < length) return period.from + left;
    left -= length;
  }
  const last = playing[playing.length - 1]!;
  return last.to - 1;
}

function countGoals(goals: Plan['goals'], at: number): [number, number] {
  const score: [number, number] = [0, 0];
  for (const goal of goals) if (goal.at <= at) score[goal.side]++;
  return score;
}

/** "2.5", "-0.25", "0": a line as a specifier value. */
export function formatLine(line: number): string {
  return String(line);
}

// ---------- state at a moment ----------

export interface SimState {
  producer: Producer;
  status: SportEventStatus;
  markets: OddsChangeMarket[];
}

function inStop(plan: Plan, t: number): boolean {
  return plan.stops.some((stop) => stop.at <= t && t < stop.until);
}

function twoWay(pHome: number): Array<[OutcomeKey, number]> {
  return [
    ['home', pHome],
    ['away', 1 - pHome],
  ];
}

function market(
  type: OddsChangeMarket['type'],
  specifiers: Record<string, string>,
  probabilities: Array<[OutcomeKey, number]>,
  stopped: boolean,
): OddsChangeMarket {
  const decided = probabilities.some(([, p]) => p < DECIDED);
  return {
    type,
    specifiers,
    status: stopped || decided ? 'suspended' : 'active',
    outcomes: probabilities.map(([key, p]) => ({
      key,
      odds: oddsFromProbability(p),
      active: true,
    })),
  };
}

const stateCache = new WeakMap<Plan, Map<number, SimState>>();

/** The event's status and markets at time t (prematch before the start, live until the end). */
export function stateAt(seed: string, plan: Plan, t: number): SimState {
  // Prematch odds do not move; live states are asked for twice (a tick and the next one's "before").
  const key = t < plan.fixture.fixture.startsAt ? -1 : t;
  let cache = stateCache.get(plan);
  if (!cache) {
    cache = new Map();
    stateCache.set(plan, cache);
  }
  const cached = cache.get(key);
  if (cached) return cached;
  const state = computeState(plan, t);
  if (cache.size > 8)
    for (const old of cache.keys()) if (old !== -1 && cache.size > 4) cache.delete(old);
  cache.set(key, state);
  return state;
}

function computeState(plan: Plan, t: number): SimState {
  const start = plan.fixture.fixture.startsAt;
  const model = plan.fixture.sport.model;
  const live = t >= start && t < plan.endAt;
  const ended = t >= plan.endAt;
  const at = Math.min(Math.max(t, start), plan.endAt);
  const stopped = ended || (live && inStop(plan, t));
  const eventStatus: EventStatus = ended
    ? t >= plan.closeAt
      ? 'closed'
      : 'ended'
    : live
      ? 'live'
      : 'not_started';
  if (model.kind === 'goals') return goalsState(plan, model, t, at, live, eventStatus, stopped);
  return unitsState(plan, model, t, at, live, eventStatus, stopped);
}

function goalsState(
  plan: Plan,
  model: GoalsModel,
  t: number,
  at: number,
  live: boolean,
  eventStatus: EventStatus,
  stopped: boolean,
): SimState {
  const started = t >= plan.fixture.fixture.startsAt;
  const goals = started ? countGoals(plan.goals, at) : ([0, 0] as [number, number]);
  const playing = plan.periods.filter((period) => period.play);
  const total = playing.reduce((sum, period) => sum + period.to - period.from, 0);
  const elapsed = playing.reduce(
    (sum, period) => sum + Math.max(0, Math.min(at, period.to) - period.from),
    0,
  );
  const left = started ? Math.max(0, 1 - elapsed / total) : 1;
  const points = model.points;
  const {
    diff,
    total: totals,
    bothScore,
  } = distributionOf(scoreGrid(plan.lambda[0] * left, plan.lambda[1] * left, goals), points);
  const markets: OddsChangeMarket[] = [];
  const homeWins = sumWhere(diff, (d) => d > 0);
  const level = sumWhere(diff, (d) => d === 0);
  if (model.draw)
    markets.push(
      market(
        '1x2',
        {},
        [
          ['home', homeWins],
          ['draw', level],
          ['away', 1 - homeWins - level],
        ],
        stopped,
      ),
    );
  else markets.push(market('winner', {}, twoWay(homeWins + level / 2), stopped));
  for (const line of model.totals) {
    const over = lineProbability(totals, (t) => t - line);
    const under = lineProbability(totals, (t) => line - t);
    markets.push(
      market(
        'totals',
        { total: formatLine(line) },
        [
          ['over', over],
          ['under', under],
        ],
        stopped,
      ),
    );
  }
  for (const line of model.handicaps) {
    const home = lineProbability(diff, (d) => d + line);
    const away = lineProbability(diff, (d) => -d - line);
    markets.push(
      market(
        'handicap',
        { hcp: formatLine(line) },
        [
          ['home', home],
          ['away', away],
        ],
        stopped,
      ),
    );
  }
  if (model.btts)
    markets.push(
      market(
        'btts',
        {},
        [
          ['yes', bothScore],
          ['no', 1 - bothScore],
        ],
        stopped,
      ),
    );
  const period = live ? (plan.periods.find((p) => p.from <= t && t < p.to)?.code ?? null) : null;
  const score: Score | null = started
    ? {
        home: goals[0] * points,
        away: goals[1] * points,
        periods: plan.periods
          .filter((p) => p.play && p.from <= at)
          .map((p) => {
            const [h0, a0] = countGoals(plan.goals, p.from - 1);
            const [h1, a1] = countGoals(plan.goals, Math.min(at, p.to));
            return { home: (h1 - h0) * points, away: (a1 - a0) * points };
          }),
      }
    : null;
  let clock: string | null = null;
  if (live && model.clock) {
    const minute = Math.min(
      Math.floor((elapsed / total) * sumPlayMinutes(model)) + 1,
      sumPlayMinutes(model),
    );
    clock = `${minute}'`;
  }
  return {
    producer: live ? 'live' : 'prematch',
    status: { status: eventStatus, live, score, period, clock },
    markets,
  };
}

function sumPlayMinutes(model: GoalsModel): number {
  return model.periods.filter((p) => p.play).reduce((sum, p) => sum + p.minutes, 0);
}

function unitsState(
  plan: Plan,
  model: UnitsModel,
  t: number,
  at: number,
  live: boolean,
  eventStatus: EventStatus,
  stopped: boolean,
): SimState {
  const started = t >= plan.fixture.fixture.startsAt;
  const won: [number, number] = [0, 0];
  let currentIndex = 0;
  let current = plan.unitP;
  for (const [index, unit] of plan.units.entries()) {
    if (started && unit.to <= at) {
      won[unit.winner]++;
      currentIndex = index + 1;
    } else if (started && unit.from <= at) {
      const progress = (at - unit.from) / (unit.to - unit.from);
      const target = unit.winner === 0 ? 1 : 0;
      current = plan.unitP + (target - plan.unitP) * progress * progress * 0.85;
      currentIndex = index;
      break;
    } else break;
  }
  const need = Math.ceil(model.bestOf / 2);
  const finished = won[0] >= need || won[1] >= need;
  const markets: OddsChangeMarket[] = [];
  const pHome = finished
    ? won[0] >= need
      ? 1
      : 0
    : matchProbability(plan.unitP, model.bestOf, won, current);
  markets.push(market('winner', {}, twoWay(pHome), stopped));
  const specifier = model.unitMarket === 'map_winner' ? 'mapnr' : 'setnr';
  const lastUnit = Math.min(currentIndex, plan.units.length - 1);
  for (let index = 0; index <= lastUnit; index++) {
    const unit = plan.units[index]!;
    const done = started && unit.to <= at;
    const p = done ? (unit.winner === 0 ? 1 : 0) : index === currentIndex ? current : plan.unitP;
    markets.push(
      market(model.unitMarket, { [specifier]: String(index + 1) }, twoWay(p), stopped || done),
    );
  }
  if (!finished) {
    const distribution = unitsPlayedDistribution(plan.unitP, model.bestOf, won, current);
    for (const line of model.totals) {
      let over = 0;
      for (const [total, entry] of distribution) if (total > line) over += entry.total;
      markets.push(
        market(
          'totals',
          { total: formatLine(line) },
          [
            ['over', over],
            ['under', 1 - over],
          ],
          stopped,
        ),
      );
    }
    const scores = finalUnitScores(plan.unitP, model.bestOf, won, current);
    for (const line of model.handicaps) {
      const home = scores
        .filter((s) => s.home - s.away + line > 0)
        .reduce((sum, s) => sum + s.probability, 0);
      markets.push(market('handicap', { hcp: formatLine(line) }, twoWay(home), stopped));
    }
  } else {
    const total = won[0] + won[1];
    for (const line of model.totals)
      markets.push(
        market(
          'totals',
          { total: formatLine(line) },
          [
            ['over', total > line ? 1 : 0],
            ['under', total > line ? 0 : 1],
          ],
          true,
        ),
      );
    for (const line of model.handicaps)
      markets.push(
        market(
          'handicap',
          { hcp: formatLine(line) },
          twoWay(won[0] - won[1] + line > 0 ? 1 : 0),
          true,
        ),
      );
  }
  const score: Score | null = started
    ? {
        home: won[0],
        away: won[1],
        periods: plan.units
          .slice(0, currentIndex)
          .map((u) => ({ home: u.winner === 0 ? 1 : 0, away: u.winner === 1 ? 1 : 0 })),
      }
    : null;
  const period = live ? `${model.prefix}${Math.min(currentIndex + 1, plan.units.length)}` : null;
  return {
    producer: live ? 'live' : 'prematch',
    status: { status: eventStatus, live, score, period, clock: null },
    markets,
  };
}

// ---------- settlement ----------

/** Results of every market the event had, from its final score (UOF bet_settlement). */
export function settlementOf(
  seed: string,
  plan: Plan,
): Array<{
  type: OddsChangeMarket['type'];
  specifiers: Record<string, string>;
  outcomes: SettledOutcome[];
}> {
  const final = stateAt(seed, plan, plan.endAt);
  const model = plan.fixture.sport.model;
  const score = final.status.score ?? { home: 0, away: 0, periods: [] };
  const out: ReturnType<typeof settlementOf> = [];
  for (const entry of final.markets) {
    const outcomes: SettledOutcome[] = [];
    const set = (key: OutcomeKey, measure: number) =>
      outcomes.push({ key, ...lineResult(measure) });
    switch (entry.type) {
      case '1x2':
        for (const key of ['home', 'draw', 'away'] as const) {
          const won =
            key === 'home'
              ? score.home > score.away
              : key === 'away'
                ? score.away > score.home
                : score.home === score.away;
          outcomes.push({ key, result: won ? 'won' : 'lost' });
        }
        break;
      case 'winner':
        set('home', score.home - score.away);
        set('away', score.away - score.home);
        break;
      case 'totals': {
        const line = Number(entry.specifiers.total);
        set('over', score.home + score.away - line);
        set('under', line - score.home - score.away);
        break;
      }
      case 'handicap': {
        const line = Number(entry.specifiers.hcp);
        set('home', score.home - score.away + line);
        set('away', score.away - score.home - line);
        break;
      }
      case 'btts': {
        const yes = score.home > 0 && score.away > 0;
        outcomes.push(
          { key: 'yes', result: yes ? 'won' : 'lost' },
          { key: 'no', result: yes ? 'lost' : 'won' },
        );
        break;
      }
      case 'set_winner':
      case 'map_winner': {
        const number = Number(entry.specifiers.setnr ?? entry.specifiers.mapnr);
        const unit = plan.units[number - 1];
        if (!unit || model.kind !== 'units') {
          outcomes.push(
            { key: 'home', result: 'lost', voidFactor: '1' },
            { key: 'away', result: 'lost', voidFactor: '1' },
          );
        } else {
          outcomes.push(
            { key: 'home', result: unit.winner === 0 ? 'won' : 'lost' },
            { key: 'away', result: unit.winner === 1 ? 'won' : 'lost' },
          );
        }
        break;
      }
    }
    out.push({ type: entry.type, specifiers: entry.specifiers, outcomes });
  }
  return out;
}

/** An Asian line's result from its margin: win, push (void), or half won / half lost on quarter lines. */
export function lineResult(measure: number): Pick<SettledOutcome, 'result' | 'voidFactor'> {
  if (measure === 0.25) return { result: 'won', voidFactor: '0.5' };
  if (measure === -0.25) return { result: 'lost', voidFactor: '0.5' };
  if (measure === 0) return { result: 'lost', voidFactor: '1' };
  return { result: measure > 0 ? 'won' : 'lost' };
}

// ---------- messages ----------

function fixtureAt(fixture: SimFixture, t: number): { ts: number; id: string; fixture: Fixture } {
  if (fixture.change && t >= fixture.change.at)
    return { ts: fixture.change.at, id: `${fixture.externalId}:fc`, fixture: fixture.fixture };
  const original = fixture.change
    ? { ...fixture.fixture, startsAt: fixture.change.originalStartsAt }
    : fixture.fixture;
  return { ts: fixture.publishAt, id: `${fixture.externalId}:fx`, fixture: original };
}

function sameStatus(a: SportEventStatus, b: SportEventStatus): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function sameMarket(a: OddsChangeMarket, b: OddsChangeMarket | undefined): boolean {
  if (!b || a.status !== b.status || a.outcomes.length !== b.outcomes.length) return false;
  return a.outcomes.every(
    (outcome, index) =>
      outcome.odds === b.outcomes[index]!.odds && outcome.active === b.outcomes[index]!.active,
  );
}

function oddsChange(
  id: string,
  producer: Producer,
  ts: number,
  event: string,
  state: SimState,
  markets: OddsChangeMarket[],
  withStatus: boolean,
): EventMessage {
  return {
    kind: 'odds_change',
    id,
    producer,
    ts,
    event,
    ...(withStatus ? { sportEventStatus: state.status } : {}),
    markets,
  };
}

/** The messages one fixture sends in (from, to]. */
function fixtureMessages(
  seed: string,
  fixture: SimFixture,
  from: number,
  to: number,
): EventMessage[] {
  const out: EventMessage[] = [];
  const event = fixture.externalId;
  const inWindow = (t: number) => t > from && t <= to;
  if (inWindow(fixture.publishAt)) {
    const first = fixtureAt(fixture, fixture.publishAt);
    out.push({
      kind: 'fixture_change',
      id: first.id,
      producer: 'prematch',
      ts: first.ts,
      event,
      fixture: first.fixture,
    });
  }
  if (fixture.change && inWindow(fixture.change.at))
    out.push({
      kind: 'fixture_change',
      id: `${event}:fc`,
      producer: 'prematch',
      ts: fixture.change.at,
      event,
      fixture: fixture.fixture,
    });
  const start = fixture.fixture.startsAt;
  if (to < Math.min(start, fixture.publishAt + 1) && !inWindow(fixture.publishAt + 1)) return out;
  const plan = planOf(seed, fixture);
  if (inWindow(fixture.publishAt + 1) && fixture.publishAt + 1 < start) {
    const state = stateAt(seed, plan, fixture.publishAt + 1);
    out.push(
      oddsChange(
        `${event}:pm`,
        'prematch',
        fixture.publishAt + 1,
        event,
        state,
        state.markets,
        true,
      ),
    );
  }
  if (to < start || from >= plan.closeAt) return out;
  if (inWindow(start)) {
    const state = stateAt(seed, plan, start);
    out.push(oddsChange(`${event}:live`, 'live', start, event, state, state.markets, true));
  }
  for (const stop of plan.stops)
    if (inWindow(stop.at) && stop.at < plan.endAt)
      out.push({
        kind: 'bet_stop',
        id: `${event}:bs:${stop.at - start}`,
        producer: 'live',
        ts: stop.at,
        event,
      });
  const firstTick = Math.max(1, Math.floor((from - start) / LIVE_TICK_MS) + 1);
  for (
    let k = firstTick;
    start + k * LIVE_TICK_MS < plan.endAt && start + k * LIVE_TICK_MS <= to;
    k++
  ) {
    const t = start + k * LIVE_TICK_MS;
    const previousT = t - LIVE_TICK_MS;
    const now = stateAt(seed, plan, t);
    const before = stateAt(seed, plan, previousT);
    const stopBetween = plan.stops.some((stop) => stop.at > previousT && stop.at <= t);
    const previous = new Map(before.markets.map((m) => [marketKey(m.type, m.specifiers), m]));
    const markets = now.markets.filter(
      (m) => stopBetween || !sameMarket(m, previous.get(marketKey(m.type, m.specifiers))),
    );
    const statusChanged = !sameStatus(now.status, before.status);
    if (markets.length > 0 || statusChanged)
      out.push(oddsChange(`${event}:o:${k}`, 'live', t, event, now, markets, statusChanged));
  }
  if (inWindow(plan.endAt)) {
    const state = stateAt(seed, plan, plan.endAt);
    out.push(oddsChange(`${event}:end`, 'live', plan.endAt, event, state, state.markets, true));
  }
  const settleAt = plan.endAt + SETTLE_AFTER_MS;
  const settlement = () =>
    settlementOf(seed, plan).map(({ type, specifiers, outcomes }) => ({
      type,
      specifiers,
      outcomes,
    }));
  if (inWindow(settleAt))
    out.push({
      kind: 'bet_settlement',
      id: `${event}:settle`,
      producer: 'live',
      ts: settleAt,
      event,
      markets: settlement(),
    });
  if (plan.rollback) {
    const main = settlement().filter((m) => m.type === '1x2' || m.type === 'winner');
    if (inWindow(settleAt + 60_000))
      out.push({
        kind: 'rollback_bet_settlement',
        id: `${event}:rb`,
        producer: 'live',
        ts: settleAt + 60_000,
        event,
        markets: main.map(({ type, specifiers }) => ({ type, specifiers })),
      });
    if (inWindow(settleAt + 120_000))
      out.push({
        kind: 'bet_settlement',
        id: `${event}:settle2`,
        producer: 'live',
        ts: settleAt + 120_000,
        event,
        markets: main,
      });
  }
  if (plan.cancel) {
    const { cancel } = plan;
    if (inWindow(cancel.at))
      out.push({
        kind: 'bet_cancel',
        id: `${event}:cancel`,
        producer: 'live',
        ts: cancel.at,
        event,
        markets: [cancel.market],
        startTime: cancel.from,
        endTime: cancel.to,
      });
    if (cancel.rollbackAt !== null && inWindow(cancel.rollbackAt))
      out.push({
        kind: 'rollback_bet_cancel',
        id: `${event}:rbc`,
        producer: 'live',
        ts: cancel.rollbackAt,
        event,
        markets: [cancel.market],
        startTime: cancel.from,
        endTime: cancel.to,
      });
  }
  if (inWindow(plan.closeAt)) {
    const state = stateAt(seed, plan, plan.closeAt);
    out.push(oddsChange(`${event}:closed`, 'live', plan.closeAt, event, state, [], true));
  }
  return out;
}

const KIND_ORDER: Record<EventMessage['kind'], number> = {
  fixture_change: 0,
  odds_change: 1,
  bet_stop: 2,
  bet_cancel: 3,
  rollback_bet_cancel: 4,
  bet_settlement: 5,
  rollback_bet_settlement: 6,
};

function byTime(a: EventMessage, b: EventMessage): number {
  return a.ts - b.ts || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id.localeCompare(b.id);
}

/** Every message the simulator sends in (from, to], in time order. */
export function messagesBetween(seed: string, from: number, to: number): EventMessage[] {
  const out: EventMessage[] = [];
  for (const fixture of activeFixtures(seed, from, to))
    out.push(...fixtureMessages(seed, fixture, from, to));
  return out.sort(byTime);
}

/**
 * What a feed resends on recovery (a first start, or after a gap): for every fixture published and
 * not closed at `now`, its fixture and its full state now; for events that ended in the last
 * `lookbackMs`, their settlement (ids as in the live feed, so what was applied already is a duplicate).
 */
export function recoveryMessages(
  seed: string,
  now: number,
  lookbackMs = 6 * 3600_000,
): EventMessage[] {
  const out: EventMessage[] = [];
  for (const fixture of activeFixtures(seed, now - lookbackMs, now)) {
    if (fixture.publishAt > now) continue;
    const plan = planOf(seed, fixture);
    const event = fixture.externalId;
    if (now < plan.closeAt) {
      const current = fixtureAt(fixture, now);
      out.push({
        kind: 'fixture_change',
        id: current.id,
        producer: 'prematch',
        ts: current.ts,
        event,
        fixture: current.fixture,
      });
      const state = stateAt(seed, plan, now);
      out.push(
        oddsChange(`${event}:rec:${now}`, state.producer, now, event, state, state.markets, true),
      );
    }
    const settleAt = plan.endAt + SETTLE_AFTER_MS;
    if (settleAt <= now) {
      out.push({
        kind: 'bet_settlement',
        id: `${event}:settle`,
        producer: 'live',
        ts: settleAt,
        event,
        markets: settlementOf(seed, plan).map(({ type, specifiers, outcomes }) => ({
          type,
          specifiers,
          outcomes,
        })),
      });
    }
    if (plan.closeAt <= now) {
      const state = stateAt(seed, plan, plan.closeAt);
      out.push(oddsChange(`${event}:closed`, 'live', plan.closeAt, event, state, [], true));
    }
  }
  return out.sort(byTime);
}

/** The plan of one fixture by its feed id (the dev "finish now" action), or null. */
export function findFixture(seed: string, externalId: string): SimFixture | null {
  const match = /^sim:match:(-?\d+)-/.exec(externalId);
  if (!match) return null;
  return (
    fixturesOfDay(seed, Number(match[1])).find((fixture) => fixture.externalId === externalId) ??
    null
  );
}
