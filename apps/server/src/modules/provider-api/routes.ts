import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { ZGameParams } from '@wheelhouse/contracts/games';
import {
  PROVIDER_SIGNATURE_HEADER,
  WALLET_PATHS,
  ZLaunchRequest,
  ZLaunchResponse,
  ZProviderRoundsPage,
  ZProviderRoundsQuery,
  ZProviderStatusResponse,
  ZWalletResponse,
} from '@wheelhouse/contracts/provider-api';
import { playerOf } from '../../platform/auth-hooks';
import type { RoundHistory } from './history';
import type { LaunchService } from './launch';
import type { WalletOperation, WalletService } from './wallet';

/**
 * `POST /api/v2/games/{id or slug}/launch`: the player's (or guest's, demo only) way into a provider
 * game; `GET …/provider-status`: whether its provider is up, for a frame that never said so.
 */
export async function launchRoutes(
  app: FastifyInstance,
  options: {
    launch: LaunchService;
    history: RoundHistory;
    viewerOf: (request: FastifyRequest) => Promise<number | null>;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/provider-rounds',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['games'],
        summary: 'The player’s own rounds in third-party games, newest first',
        description:
          'Beside the originals’ bet history: each round’s stakes (less rolled-back ones) and payouts in the house currency; `open` until the provider closes it.',
        querystring: ZProviderRoundsQuery,
        response: { 200: ZProviderRoundsPage, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) => options.history.rounds(playerOf(request).userId, request.query),
  );

  // The same parameter name as GET /games/:idOrSlug: the router shares the path segment.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/games/:idOrSlug/launch',
    {
      schema: {
        tags: ['games'],
        summary: 'Open a third-party game (by id or slug) in real or demo mode',
        description:
          'Answers the provider’s game-frame URL. Real mode (signed-in players only, else 403 with `reason: sign_in_required`) carries a one-time launch token bound to the player, the game and the round currency (the player’s display currency when the provider plays it, else the house currency), stored hashed; after `expiresAt` the token starts no new bet. Demo mode plays fun money and never touches the wallet; guests get demo only. `lang` is the language the game shows (the page’s); without it, the player’s profile language (English for a guest). 403 with `reason` country|currency for a blocked game; 409 with `reason: provider_not_connected` when no connected provider serves it; 404 for an unknown or inactive game.',
        params: ZGameParams,
        body: ZLaunchRequest.optional(),
        response: {
          200: ZLaunchResponse,
          400: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          409: ZErrorBody,
        },
      },
    },
    async (request) =>
      options.launch.launch(
        request.params.idOrSlug,
        { userId: await options.viewerOf(request), ip: request.ip },
        request.body ?? { mode: 'real' },
      ),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/games/:idOrSlug/provider-status',
    {
      schema: {
        tags: ['games'],
        summary: 'Whether the provider of a third-party game is up',
        description:
          'For a game frame that has not posted `{type: "provider:ready"}` in 10 s (real providers never post it): the server sends a HEAD request, 3 s at most, to the origin of the launch URL staff configured for the game’s provider, never to an address from the request. Any HTTP answer (even 4xx or 5xx) is `reachable: true`; a failed lookup, a refused connection or a timeout is `false`. Each server process reuses an answer for 5 s per provider origin, so many players cost one probe. Refused like the launch: 404 for an unknown or inactive game, 403 with `reason` for a game blocked for the viewer, 409 with `reason: provider_not_connected` when no active provider serves it.',
        params: ZGameParams,
        response: {
          200: ZProviderStatusResponse,
          400: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          409: ZErrorBody,
        },
      },
    },
    async (request) =>
      options.launch.providerStatus(request.params.idOrSlug, {
        userId: await options.viewerOf(request),
        ip: request.ip,
      }),
  );
}

const OPERATIONS: Array<[WalletOperation, string, string]> = [
  ['userInfo', WALLET_PATHS.userInfo, 'The player behind a launch token, with the balance'],
  ['balance', WALLET_PATHS.balance, 'The player’s real-money balance in the session currency'],
  ['bet', WALLET_PATHS.bet, 'Debit a stake (opens the round)'],
  ['win', WALLET_PATHS.win, 'Credit a payout to an open round of the player'],
  ['rollback', WALLET_PATHS.rollback, 'Reverse a bet, named by reference_transaction_uuid'],
];

/**
 * The seamless wallet under /api/provider/{provider}: Hub88-shaped calls from the provider's
 * servers, signed over the raw body (header X-Signature: base64 RSA-SHA256 or hex HMAC-SHA256,
 * per provider). Protocol answers are HTTP 200 with a `status`; an unknown provider is 404.
 */
export async function walletRoutes(app: FastifyInstance, options: { wallet: WalletService }) {
  // The signature covers the exact bytes, so this plugin keeps the JSON body as received.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, typeof body === 'string' ? body : body.toString('utf8')),
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const [operation, path, summary] of OPERATIONS)
    routes.post(
      `/:provider${path}`,
      {
        schema: {
          tags: ['provider-api'],
          summary: `${summary} (provider servers only)`,
          description:
            'Amounts and balances are integers of 1/100,000 of the session currency’s unit (1.5 USD is 150000). Every answer carries `status` (RS_OK or an RS_ERROR_* code) and, when the token names a player, the balance. A repeated request_uuid answers the first answer; a transaction_uuid acts at most once (a retry with the same content answers as the first); a rollback of a transaction not seen yet is recorded and the late transaction answers RS_ERROR_TRANSACTION_ROLLED_BACK. An expired token refuses bets (RS_ERROR_TOKEN_EXPIRED) but not wins or rollbacks of its rounds.',
          params: z.object({ provider: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/) }),
          response: { 200: ZWalletResponse, 400: ZErrorBody, 404: ZErrorBody },
        },
      },
      async (request) => {
        const signature = request.headers[PROVIDER_SIGNATURE_HEADER];
        return options.wallet.handle(
          request.params.provider,
          operation,
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
}
