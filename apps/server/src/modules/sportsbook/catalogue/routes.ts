import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  ZEventDetail,
  ZEventIdParams,
  ZEventList,
  ZFavoriteChanged,
  ZFavorites,
  ZLiveQuery,
  ZSportPage,
  ZSportPageQuery,
  ZSportParams,
  ZSportsMenuResponse,
  ZTopLeagues,
  ZTournamentIdParams,
  ZUpcomingQuery,
} from '@wheelhouse/contracts/sportsbook';
import { playerOf } from '../../../platform/auth-hooks';
import type { CatalogueService } from './service';

const errors = { 400: ZErrorBody, 404: ZErrorBody };
const tags = ['sportsbook'];

/** The sportsbook's read API (`/api/v1/sportsbook`): public, except the player's favourites. */
export async function sportsbookCatalogueRoutes(
  app: FastifyInstance,
  options: { catalogue: CatalogueService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { catalogue } = options;

  routes.get(
    '/menu',
    {
      schema: {
        tags,
        summary: 'The sport and cybersport menu: sports → categories → leagues, with event counts',
        description:
          'Shell spec "Sport and cybersport menu": each entry has title, value, path, icon and children. Counts are events not yet ended in the next 7 days; entries without events are left out.',
        response: { 200: ZSportsMenuResponse },
      },
    },
    async () => catalogue.menu(),
  );

  routes.get(
    '/live',
    {
      schema: {
        tags,
        summary: 'Events in play now, with their main market',
        description: 'Optionally of one sport (`sport=soccer-1`); 404 for an unknown sport.',
        querystring: ZLiveQuery,
        response: { 200: ZEventList, ...errors },
      },
    },
    async (request) => catalogue.live(request.query),
  );

  routes.get(
    '/upcoming',
    {
      schema: {
        tags,
        summary: 'Events starting soon (not started), soonest first',
        description: 'Within `hours` (1–168, default 24), at most `limit` (1–100, default 20).',
        querystring: ZUpcomingQuery,
        response: { 200: ZEventList, ...errors },
      },
    },
    async (request) => catalogue.upcoming(request.query),
  );

  routes.get(
    '/top-leagues',
    {
      schema: {
        tags,
        summary: 'Leagues flagged top, each with its next events',
        response: { 200: ZTopLeagues },
      },
    },
    async () => catalogue.topLeagues(),
  );

  routes.get(
    '/sports/:sport',
    {
      schema: {
        tags,
        summary: 'One sport or cybersport: categories → leagues → events with their main market',
        description:
          '`sport` is the slug plus the numeric id (`soccer-1`, `counter-strike-109`); a wrong slug for the id is 404. `league` narrows to one league.',
        params: ZSportParams,
        querystring: ZSportPageQuery,
        response: { 200: ZSportPage, ...errors },
      },
    },
    async (request) => catalogue.sportPage(request.params.sport, request.query),
  );

  routes.get(
    '/events/:eventId',
    {
      schema: {
        tags,
        summary: 'One event with every market, grouped',
        description:
          'Groups in order main, totals, handicaps, periods, other; withdrawn (deactivated) markets are left out. Subscribe to `sportsbook:event:<id>` for live changes.',
        params: ZEventIdParams,
        response: { 200: ZEventDetail, ...errors },
      },
    },
    async (request) => catalogue.event(request.params.eventId),
  );

  routes.get(
    '/favorites',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags,
        summary: "The player's favourite events and leagues",
        response: { 200: ZFavorites, 401: ZErrorBody },
      },
    },
    async (request) => catalogue.favorites(playerOf(request).userId),
  );

  for (const [method, on] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    routes[method](
      '/favorites/events/:eventId',
      {
        preHandler: app.requirePlayer,
        schema: {
          tags,
          summary: on ? 'Adds an event to the favourites' : 'Removes an event from the favourites',
          description: 'Idempotent. 404 for an unknown event; 409 past 200 favourites.',
          params: ZEventIdParams,
          response: { 200: ZFavoriteChanged, ...errors, 401: ZErrorBody, 409: ZErrorBody },
        },
      },
      async (request) =>
        catalogue.setFavorite(playerOf(request).userId, 'event', request.params.eventId, on),
    );
    routes[method](
      '/favorites/tournaments/:tournamentId',
      {
        preHandler: app.requirePlayer,
        schema: {
          tags,
          summary: on ? 'Adds a league to the favourites' : 'Removes a league from the favourites',
          description: 'Idempotent. 404 for an unknown league; 409 past 200 favourites.',
          params: ZTournamentIdParams,
          response: { 200: ZFavoriteChanged, ...errors, 401: ZErrorBody, 409: ZErrorBody },
        },
      },
      async (request) =>
        catalogue.setFavorite(
          playerOf(request).userId,
          'tournament',
          request.params.tournamentId,
          on,
        ),
    );
  }
}
