import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminUserParams } from '@wheelhouse/contracts/admin';
import {
  ZAdminBetsQuery,
  ZAdminBetsResponse,
  ZAdminCashierQuery,
  ZAdminCashierResponse,
  ZAdminNote,
  ZAdminNoteRequest,
  ZAdminNotesResponse,
  ZAdminPageQuery,
  ZAdminPlayerSessionParams,
  ZAdminPlayerSessionsResponse,
  ZAdminRevokeSessionsResponse,
  ZAdminSetNameRequest,
  ZAdminUserDetail,
} from '@wheelhouse/contracts/admin-players';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { staffOf } from '../../platform/auth-hooks';
import type { PlayerDeskService } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** A player's page under /api/admin/users/{id} (support, finance; admin). Changes are audited. */
export async function playerDeskRoutes(
  app: FastifyInstance,
  options: { players: PlayerDeskService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { players } = options;
  const guard = app.requireStaff('support', 'finance');

  routes.get(
    '/users/:id',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'A player’s profile (support, finance, admin)',
        params: ZAdminUserParams,
        response: { 200: ZAdminUserDetail, ...errors },
      },
    },
    async (request) => players.profile(staffOf(request), request.params.id),
  );

  routes.put(
    '/users/:id/name',
    {
      preHandler: app.requireStaff('support'),
      schema: {
        tags: ['admin'],
        summary:
          'Set a player’s first and last name with the reason (support, admin; audited): a player sets the names once, later changes go through support',
        params: ZAdminUserParams,
        body: ZAdminSetNameRequest,
        response: { 200: ZAdminUserDetail, ...errors },
      },
    },
    async (request) =>
      players.setName(staffOf(request), request.params.id, request.body, request.id),
  );

  routes.get(
    '/users/:id/bets',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'A player’s bets on the originals, newest first (support, finance, admin)',
        params: ZAdminUserParams,
        querystring: ZAdminBetsQuery,
        response: { 200: ZAdminBetsResponse, ...errors },
      },
    },
    async (request) => players.bets(staffOf(request), request.params.id, request.query),
  );

  routes.get(
    '/users/:id/cashier',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'A player’s cashier history, crypto and fiat (support, finance, admin)',
        params: ZAdminUserParams,
        querystring: ZAdminCashierQuery,
        response: { 200: ZAdminCashierResponse, ...errors },
      },
    },
    async (request) => players.cashier(staffOf(request), request.params.id, request.query),
  );

  routes.get(
    '/users/:id/sessions',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'A player’s live sessions (support, finance, admin)',
        params: ZAdminUserParams,
        response: { 200: ZAdminPlayerSessionsResponse, ...errors },
      },
    },
    async (request) => players.sessions(staffOf(request), request.params.id),
  );

  routes.post(
    '/users/:id/sessions/revoke',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Sign a player out everywhere (support, finance, admin; audited)',
        params: ZAdminUserParams,
        response: { 200: ZAdminRevokeSessionsResponse, ...errors },
      },
    },
    async (request) =>
      players.revokeSessions(staffOf(request), request.params.id, null, request.id),
  );

  routes.post(
    '/users/:id/sessions/:sessionId/revoke',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'End one of a player’s sessions (support, finance, admin; audited)',
        params: ZAdminPlayerSessionParams,
        response: { 200: ZAdminRevokeSessionsResponse, ...errors },
      },
    },
    async (request) =>
      players.revokeSessions(
        staffOf(request),
        request.params.id,
        request.params.sessionId,
        request.id,
      ),
  );

  routes.get(
    '/users/:id/notes',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Staff notes about a player, newest first (support, finance, admin)',
        params: ZAdminUserParams,
        querystring: ZAdminPageQuery,
        response: { 200: ZAdminNotesResponse, ...errors },
      },
    },
    async (request) => players.notes(staffOf(request), request.params.id, request.query),
  );

  routes.post(
    '/users/:id/notes',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Add a staff note about a player (support, finance, admin; audited)',
        params: ZAdminUserParams,
        body: ZAdminNoteRequest,
        response: { 201: ZAdminNote, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await players.addNote(staffOf(request), request.params.id, request.body.body, request.id),
        ),
  );
}
