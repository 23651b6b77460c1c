import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  ZActiveMinesRoundResponse,
  ZBetIdParams,
  ZBetsPage,
  ZBetsQuery,
  ZMinesRoundParams,
  ZMinesRoundResponse,
  ZOriginalBet,
  ZOriginalBetParams,
  ZFreeSpinRequest,
  ZPlaceBetRequest,
  ZPlaceBetResponse,
  ZRevealMinesTileRequest,
  ZRotateSeedsResponse,
  ZSeedsResponse,
  ZStartMinesRoundRequest,
  ZUpdateClientSeedRequest,
} from '@wheelhouse/contracts/originals';
import { ZIdempotencyHeaders } from '@wheelhouse/contracts/wallet';
import { playerOf } from '../../platform/auth-hooks';
import type { OriginalsService } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const tags = ['originals'];

/** Our provably fair originals under /api/v1/originals (players only). */
export async function originalsRoutes(
  app: FastifyInstance,
  options: { originals: OriginalsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { originals } = options;
  const guard = app.requirePlayer;

  routes.get(
    '/originals/seeds',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'The active seed pair (server seed by its SHA-256 hash), the next nonce and the last revealed pair',
        response: { 200: ZSeedsResponse, ...errors },
      },
    },
    async (request) => originals.seeds(playerOf(request).userId),
  );

  routes.put(
    '/originals/seeds/client',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Set the client seed of the active pair (1–64 printable ASCII characters)',
        body: ZUpdateClientSeedRequest,
        response: { 200: ZSeedsResponse, ...errors },
      },
    },
    async (request) => originals.setClientSeed(playerOf(request).userId, request.body.clientSeed),
  );

  routes.post(
    '/originals/seeds/rotate',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Reveal the active server seed and commit a new one (nonce 0, same client seed); 409 while a mines round is active',
        response: { 200: ZRotateSeedsResponse, ...errors },
      },
    },
    async (request) => originals.rotate(playerOf(request).userId),
  );

  routes.post(
    '/originals/:game/bets',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Bet on dice, limbo, plinko or the slot (Idempotency-Key): `amount` in the display currency, converted to the house currency rounded down; stake and payout move through the ledger with the bet. 400 validation_error (Validation.maximum_amount above originals.maxBet or a possible profit above originals.maxProfit; game params), insufficient_balance; 409 idempotency_conflict',
        params: ZOriginalBetParams,
        headers: ZIdempotencyHeaders,
        body: ZPlaceBetRequest,
        response: { 200: ZPlaceBetResponse, ...errors },
      },
    },
    async (request, reply) => {
      const player = playerOf(request);
      const { replayed, ...response } = await originals.placeBet(
        player.userId,
        request.params.game,
        request.body,
        request.headers['idempotency-key'],
        player.currency,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return response;
    },
  );

  routes.post(
    '/originals/slot/free-spins',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Play one free spin of a bonus on the slot (Idempotency-Key): the house pays the stake (the bonus’s freespinsAmount), nothing leaves the wallet; the payout goes to the bonus, capped by freespinsMaxAmount / freespinsMaxAmountMultiplier and wagered wagerFreespins times. 404 not_found (not the player’s bonus), 409 bonus_not_claimable (no spins left), idempotency_conflict',
        headers: ZIdempotencyHeaders,
        body: ZFreeSpinRequest,
        response: { 200: ZPlaceBetResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { replayed, ...response } = await originals.freeSpin(
        playerOf(request).userId,
        request.body.bonusId,
        request.headers['idempotency-key'],
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return response;
    },
  );

  routes.post(
    '/originals/mines/rounds',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Start a mines round (Idempotency-Key): the stake is debited now; 409 while another round is active. A payout is capped at the stake plus originals.maxProfit',
        headers: ZIdempotencyHeaders,
        body: ZStartMinesRoundRequest,
        response: { 200: ZMinesRoundResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { replayed, ...response } = await originals.startMinesRound(
        playerOf(request).userId,
        request.body,
        request.headers['idempotency-key'],
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return response;
    },
  );

  routes.get(
    '/originals/mines/rounds/active',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'The unfinished mines round, if any (resume after a reload)',
        response: { 200: ZActiveMinesRoundResponse, ...errors },
      },
    },
    async (request) => originals.activeMinesRound(playerOf(request).userId),
  );

  routes.post(
    '/originals/mines/rounds/:id/reveal',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Reveal a tile: a mine loses the round, the last safe tile cashes out. 409 once the round is over; 400 Validation.duplicate for a revealed tile',
        params: ZMinesRoundParams,
        body: ZRevealMinesTileRequest,
        response: { 200: ZMinesRoundResponse, ...errors },
      },
    },
    async (request) =>
      originals.reveal(playerOf(request).userId, BigInt(request.params.id), request.body.cell),
  );

  routes.post(
    '/originals/mines/rounds/:id/cashout',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Cash out after at least one safe reveal; pays once. 409 when over or unrevealed',
        params: ZMinesRoundParams,
        response: { 200: ZMinesRoundResponse, ...errors },
      },
    },
    async (request) => originals.cashout(playerOf(request).userId, BigInt(request.params.id)),
  );

  routes.get(
    '/originals/bets',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'The player’s own bets on originals, newest first',
        querystring: ZBetsQuery,
        response: { 200: ZBetsPage, ...errors },
      },
    },
    async (request) => originals.bets(playerOf(request).userId, request.query),
  );

  routes.get(
    '/originals/bets/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'One of the player’s bets, with the revealed server seed once its pair was rotated',
        params: ZBetIdParams,
        response: { 200: ZOriginalBet, ...errors },
      },
    },
    async (request) => originals.bet(playerOf(request).userId, BigInt(request.params.id)),
  );
}
