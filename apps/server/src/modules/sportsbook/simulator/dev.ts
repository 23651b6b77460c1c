import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { ZEventIdParams, type OutcomeKey } from '@wheelhouse/contracts/sportsbook';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { CatalogueService } from '../catalogue/service';
import type { FeedSink, MarketRef, SettledOutcome } from '../feed/messages';
import { lineResult } from './generator';

const DEV_TS_AHEAD_MS = 30 * 86_400_000;

export const ZFinishEventResponse = z.object({
  eventId: z.number().int(),
  settledMarkets: z.number().int().nonnegative(),
});

/**
 * Simulator action: ends an event now at its current score and settles every open market through
 * the feed processor (the same path as the feed's own bet_settlement), then closes the event.
 */
export function devFinishEvent(deps: {
  catalogue: CatalogueService;
  sink: FeedSink;
  clock: Clock;
}) {
  return async (eventId: number) => {
    const event = await deps.catalogue.eventOrNull(eventId);
    if (!event) throw new AppError('not_found', { message: 'No such event' });
    const external = await deps.catalogue.externalIdOf(eventId);
    const score = event.score ?? { home: 0, away: 0, periods: [] };
    const markets = event.groups
      .flatMap((group) => group.markets)
      .filter((m) => m.status !== 'settled' && m.status !== 'cancelled');
    // Stamped past anything the simulator will still send for this event (its feed time runs with
    // the clock), so the simulator's own later messages about it are stale and change nothing.
    const ts =
      Math.max(deps.clock.now().getTime(), (await deps.catalogue.newestStateTs(eventId)) + 1) +
      DEV_TS_AHEAD_MS;
    const settled: Array<MarketRef & { outcomes: SettledOutcome[] }> = markets.map((market) => {
      const line = (name: string) => Number(market.specifiers[name] ?? '0');
      const diff = score.home - score.away;
      const result = (key: OutcomeKey): SettledOutcome => {
        switch (market.type) {
          case '1x2':
            return {
              key,
              result: (key === 'home' ? diff > 0 : key === 'away' ? diff < 0 : diff === 0)
                ? 'won'
                : 'lost',
            };
          case 'winner':
            return {
              key,
              ...lineResult(key === 'home' ? (diff === 0 ? 1 : diff) : -(diff === 0 ? 1 : diff)),
            };
          case 'totals':
            return {
              key,
              ...lineResult(
                key === 'over'
                  ? score.home + score.away - line('total')
                  : line('total') - score.home - score.away,
              ),
            };
          case 'handicap':
            return {
              key,
              ...lineResult(key === 'home' ? diff + line('hcp') : -diff - line('hcp')),
            };
          case 'btts': {
            const yes = score.home > 0 && score.away > 0;
            return { key, result: (key === 'yes') === yes ? 'won' : 'lost' };
          }
          default: {
            const unit = score.periods[line(market.type === 'map_winner' ? 'mapnr' : 'setnr') - 1];
            if (!unit) return { key, result: 'lost', voidFactor: '1' };
            const homeWon = unit.home > unit.away;
            return { key, result: (key === 'home') === homeWon ? 'won' : 'lost' };
          }
        }
      };
      return {
        type: market.type,
        specifiers: market.specifiers,
        outcomes: market.outcomes.map((o) => result(o.key)),
      };
    });
    const base = { producer: 'live' as const, event: external };
    await deps.sink.handle({
      ...base,
      kind: 'odds_change',
      id: `${external}:dev-end:${ts}`,
      ts,
      sportEventStatus: { status: 'ended', live: false, score, period: null, clock: null },
      bettingStatus: 'suspended',
      markets: [],
    });
    await deps.sink.handle({
      ...base,
      kind: 'bet_stop',
      id: `${external}:dev-stop:${ts}`,
      ts: ts + 1,
    });
    await deps.sink.handle({
      ...base,
      kind: 'bet_settlement',
      id: `${external}:dev-settle:${ts}`,
      ts: ts + 2,
      markets: settled,
    });
    await deps.sink.handle({
      ...base,
      kind: 'odds_change',
      id: `${external}:dev-closed:${ts}`,
      ts: ts + 3,
      sportEventStatus: { status: 'closed', live: false, score, period: null, clock: null },
      markets: [],
    });
    return { eventId, settledMarkets: settled.length };
  };
}

/** `/api/dev/sportsbook` (only with SIMULATORS on). */
export async function devSportsbookRoutes(
  app: FastifyInstance,
  options: { finish: ReturnType<typeof devFinishEvent> },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/sportsbook/events/:eventId/finish',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Simulator: end an event now at its current score and settle its markets through the feed',
        params: ZEventIdParams,
        response: { 200: ZFinishEventResponse, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => options.finish(request.params.eventId),
  );
}
