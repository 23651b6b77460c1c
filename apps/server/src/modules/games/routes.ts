import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  ZFavoriteGamesQuery,
  ZFavoriteParams,
  ZFavoriteState,
  ZGame,
  ZGameCategoriesResponse,
  ZGameParams,
  ZGameProvidersResponse,
  ZGamesCollectionQuery,
  ZGamesPage,
  ZLangQuery,
} from '@wheelhouse/contracts/games';
import { playerOf } from '../../platform/auth-hooks';
import type { GamesService } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody };

/** The casino catalogue under /api/v2; `viewerOf` names the signed-in player, if any. */
export async function gamesRoutes(
  app: FastifyInstance,
  options: {
    games: GamesService;
    viewerOf: (request: FastifyRequest) => Promise<number | null>;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { games } = options;
  const viewer = async (request: FastifyRequest) => ({
    userId: await options.viewerOf(request),
    ip: request.ip,
  });

  routes.get(
    '/games/collection',
    {
      schema: {
        tags: ['games'],
        summary:
          'Active games by category, provider, part of the title and ids; sorted and paged. Each carries isFavorite for a signed-in viewer and blockReason for the request’s country (offline GeoIP of the client address) and the viewer’s currency',
        querystring: ZGamesCollectionQuery,
        response: { 200: ZGamesPage, ...errors },
      },
    },
    async (request) => games.collection(request.query, await viewer(request)),
  );

  routes.get(
    '/games/categories',
    {
      schema: {
        tags: ['games'],
        summary: 'Lobby categories in display order, titled in `lang`, else the player’s language',
        querystring: ZLangQuery,
        response: { 200: ZGameCategoriesResponse, 400: ZErrorBody },
      },
    },
    async (request) => games.categories(await viewer(request), request.query.lang),
  );

  routes.get(
    '/games/providers',
    {
      schema: {
        tags: ['games'],
        summary: 'Game providers in display order, with their number of active games',
        response: { 200: ZGameProvidersResponse },
      },
    },
    async () => games.providers(),
  );

  routes.get(
    '/games/favorites',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['games'],
        summary: 'The signed-in player’s favourite games, most recently added first; paged',
        querystring: ZFavoriteGamesQuery,
        response: { 200: ZGamesPage, ...errors },
      },
    },
    async (request) =>
      games.favorites(request.query, { userId: playerOf(request).userId, ip: request.ip }),
  );

  routes.put(
    '/games/favorites/:gameId',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['games'],
        summary: 'Add a game to the player’s favourites; repeating it changes nothing',
        params: ZFavoriteParams,
        response: { 200: ZFavoriteState, ...errors },
      },
    },
    async (request) => games.setFavorite(playerOf(request).userId, request.params.gameId, true),
  );

  routes.delete(
    '/games/favorites/:gameId',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['games'],
        summary: 'Remove a game from the player’s favourites; repeating it changes nothing',
        params: ZFavoriteParams,
        response: { 200: ZFavoriteState, ...errors },
      },
    },
    async (request) => games.setFavorite(playerOf(request).userId, request.params.gameId, false),
  );

  // Declared after the fixed paths above; Fastify prefers static segments anyway.
  routes.get(
    '/games/:idOrSlug',
    {
      schema: {
        tags: ['games'],
        summary: 'One active game by id or slug',
        params: ZGameParams,
        response: { 200: ZGame, ...errors },
      },
    },
    async (request) => games.game(request.params.idOrSlug, await viewer(request)),
  );
}
