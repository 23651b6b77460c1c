import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  ZAdminGame,
  ZAdminGameCategoriesResponse,
  ZAdminGameCategory,
  ZAdminGameParams,
  ZAdminGameProvider,
  ZAdminGameProvidersResponse,
  ZAdminGamesQuery,
  ZAdminGamesResponse,
  ZCreateGameRequest,
  ZSaveGameCategoryRequest,
  ZSaveGameProviderRequest,
  ZUpdateGameRequest,
  ZValueParams,
} from '@wheelhouse/contracts/games';
import { staffOf } from '../../platform/auth-hooks';
import type { GamesService } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Catalogue management under /api/admin (content; admin passes); every change is audited. */
export async function adminGamesRoutes(app: FastifyInstance, options: { games: GamesService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { games } = options;
  const guard = app.requireStaff('content');

  routes.get(
    '/games',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Every game, active or not, by id; paged (content, admin)',
        querystring: ZAdminGamesQuery,
        response: { 200: ZAdminGamesResponse, ...errors },
      },
    },
    async (request) => games.listForStaff(staffOf(request), request.query),
  );

  routes.post(
    '/games',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Add a game (content, admin); audited. A taken slug is 409',
        body: ZCreateGameRequest,
        response: { 201: ZAdminGame, 409: ZErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const game = await games.create(staffOf(request), request.body, request.id);
      return reply.code(201).send(game);
    },
  );

  routes.patch(
    '/games/:id',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Change a game (content, admin); audited with the game before and after',
        params: ZAdminGameParams,
        body: ZUpdateGameRequest,
        response: { 200: ZAdminGame, 409: ZErrorBody, ...errors },
      },
    },
    async (request) => games.update(staffOf(request), request.params.id, request.body, request.id),
  );

  routes.get(
    '/games/categories',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Every game category with its titles (content, admin)',
        response: { 200: ZAdminGameCategoriesResponse, ...errors },
      },
    },
    async (request) => games.listCategoriesForStaff(staffOf(request)),
  );

  routes.put(
    '/games/categories/:value',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Create or replace a game category (content, admin); audited',
        params: ZValueParams,
        body: ZSaveGameCategoryRequest,
        response: { 200: ZAdminGameCategory, ...errors },
      },
    },
    async (request) =>
      games.saveCategory(staffOf(request), request.params.value, request.body, request.id),
  );

  routes.get(
    '/games/providers',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Every game provider (content, admin)',
        response: { 200: ZAdminGameProvidersResponse, ...errors },
      },
    },
    async (request) => games.listProvidersForStaff(staffOf(request)),
  );

  routes.put(
    '/games/providers/:value',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Create or replace a game provider (content, admin); audited',
        params: ZValueParams,
        body: ZSaveGameProviderRequest,
        response: { 200: ZAdminGameProvider, ...errors },
      },
    },
    async (request) =>
      games.saveProvider(staffOf(request), request.params.value, request.body, request.id),
  );
}
