import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  ZAdminTournament,
  ZAdminTournamentInput,
  ZAdminTournamentPatch,
  ZAdminTournamentResults,
  ZAdminTournamentsResponse,
  ZLeaderboardQuery,
  ZLeaderboardResponse,
  ZTournament,
  ZTournamentParams,
  ZTournamentsQuery,
  ZTournamentsResponse,
} from '@wheelhouse/contracts/tournaments';
import { playerOf, staffOf } from '../../platform/auth-hooks';
import type { TournamentsService } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody };
const adminErrors = { ...errors, 403: ZErrorBody };
const ZLang = z.object({ lang: z.string().max(8).optional() });

/** The tournaments list, detail, leaderboard and join (shell spec §4 "Tournaments"), under /api/v1. */
export async function tournamentsRoutes(
  app: FastifyInstance,
  options: {
    tournaments: TournamentsService;
    viewerOf: (request: FastifyRequest) => Promise<number | null>;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { tournaments, viewerOf } = options;

  routes.get(
    '/tournaments',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Tournaments: active, upcoming or finished (all but cancelled without status)',
        description:
          'Guests and non-VIP players never see vip_players_only tournaments. Names and descriptions are in the player’s language (or `lang`), falling back to English. Active and upcoming sort by end, soonest first; finished by end, latest first.',
        querystring: ZTournamentsQuery.extend(ZLang.shape),
        response: { 200: ZTournamentsResponse, ...errors },
      },
    },
    async (request) =>
      tournaments.list(request.query, {
        userId: await viewerOf(request),
        language: request.query.lang,
      }),
  );

  routes.get(
    '/tournaments/:id',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'One tournament (404 when unknown, cancelled, or VIP-only for a non-VIP)',
        params: ZTournamentParams,
        querystring: ZLang,
        response: { 200: ZTournament, ...errors },
      },
    },
    async (request) =>
      tournaments.get(request.params.id, {
        userId: await viewerOf(request),
        language: request.query.lang,
      }),
  );

  routes.get(
    '/tournaments/:id/leaderboard',
    {
      schema: {
        tags: ['tournaments'],
        summary:
          'The leaderboard: live while running, frozen once finished; `me` is the viewer’s place',
        description:
          'Order: score high to low; an equal score ranks whoever reached it first higher. Only players with a counted bet are ranked. Live updates: the `tournaments` realtime channel carries {id, status, players} (throttled; a VIP-only tournament’s reach only VIPs’ sockets, decided when they subscribe); refetch on it.',
        params: ZTournamentParams,
        querystring: ZLeaderboardQuery,
        response: { 200: ZLeaderboardResponse, ...errors },
      },
    },
    async (request) =>
      tournaments.leaderboard(request.params.id, request.query, await viewerOf(request)),
  );

  routes.post(
    '/tournaments/:id/join',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['tournaments'],
        summary:
          'Join an opt-in tournament (paying its buy-in, if any); repeating it changes nothing',
        description:
          '409 conflict once the tournament has ended; 400 insufficient_balance when the buy-in is not covered. Joining an automatic tournament answers it unchanged (every bet counts there).',
        params: ZTournamentParams,
        response: { 200: ZTournament, ...errors, 409: ZErrorBody },
      },
    },
    async (request) => tournaments.join(request.params.id, playerOf(request).userId),
  );
}

const ZStaffPaging = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** Tournaments in the back office (content, finance, admin; every change audited). */
export async function adminTournamentsRoutes(
  app: FastifyInstance,
  options: { tournaments: TournamentsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { tournaments } = options;
  const guard = app.requireStaff('content', 'finance');

  routes.get(
    '/tournaments',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Every tournament, newest first',
        querystring: ZStaffPaging,
        response: { 200: ZAdminTournamentsResponse, ...adminErrors },
      },
    },
    async (request) => tournaments.listForStaff(staffOf(request), request.query),
  );
  routes.post(
    '/tournaments',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Create a tournament (audited)',
        description:
          'Amounts in the house currency. No gameIds and no categories: every game counts. Prizes by rank in real (main) or bonus money (with a wagering multiplier). A buy-in needs opt-in entry.',
        body: ZAdminTournamentInput,
        response: { 200: ZAdminTournament, ...adminErrors },
      },
    },
    async (request) => tournaments.create(staffOf(request), request.body, request.id),
  );
  routes.get(
    '/tournaments/:id',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'One tournament',
        params: ZTournamentParams,
        response: { 200: ZAdminTournament, ...adminErrors },
      },
    },
    async (request) => tournaments.getForStaff(staffOf(request), request.params.id),
  );
  routes.patch(
    '/tournaments/:id',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary:
          'Edit a tournament that has not finished (audited); 409 once finished or cancelled; once started, a different scoring is refused (400, `scoring`: Validation.locked_after_start)',
        params: ZTournamentParams,
        body: ZAdminTournamentPatch,
        response: { 200: ZAdminTournament, ...adminErrors, 409: ZErrorBody },
      },
    },
    async (request) =>
      tournaments.update(staffOf(request), request.params.id, request.body, request.id),
  );
  routes.post(
    '/tournaments/:id/cancel',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Cancel a running or upcoming tournament, refunding every buy-in (audited)',
        params: ZTournamentParams,
        response: { 200: ZAdminTournament, ...adminErrors, 409: ZErrorBody },
      },
    },
    async (request) => tournaments.cancel(staffOf(request), request.params.id, request.id),
  );
  routes.get(
    '/tournaments/:id/results',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'The standings (live, or frozen with prizes paid once finished)',
        params: ZTournamentParams,
        querystring: ZStaffPaging,
        response: { 200: ZAdminTournamentResults, ...adminErrors },
      },
    },
    async (request) => tournaments.results(staffOf(request), request.params.id, request.query),
  );
}
