import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  ZCashOutOffer,
  ZCashOutRequest,
  ZCashOutResponse,
  ZPlaceSportsBetRequest,
  ZPlaceSportsBetResponse,
  ZSportsBet,
  ZSportsBetIdParams,
  ZSportsBetsPage,
  ZSportsBetsQuery,
  ZSportsbookPreferences,
  ZSportsbookPreferencesPatch,
} from '@wheelhouse/contracts/sportsbook-bets';
import { ZIdempotencyHeaders } from '@wheelhouse/contracts/wallet';
import { playerOf } from '../../../platform/auth-hooks';
import type { SportsBetsService } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const tags = ['sportsbook'];

/** The player's sportsbook bets under /api/v1/sportsbook (players only). */
export async function sportsBetsRoutes(app: FastifyInstance, options: { bets: SportsBetsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { bets } = options;
  const guard = app.requirePlayer;

  routes.post(
    '/sportsbook/bets',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Place a single (1 selection) or a multi (2–20, one per event) with an Idempotency-Key. `stake` is in the display currency, converted to the house currency rounded down; the stake moves through the ledger and counts toward bonus wagering. A live bet waits the live delay first. 400 validation_error (unknown outcome, two selections of one event), sportsbook_limit (min/max stake, max payout, market liability), insufficient_balance, bonus_max_bet; 409 market_suspended, bet_stopped (a bet stop arrived during the live delay), odds_changed (outside the odds policy; fields["selections.N.odds"].params.odds is the new odds), idempotency_conflict. Nothing moves on any error.',
        headers: ZIdempotencyHeaders,
        body: ZPlaceSportsBetRequest,
        response: { 200: ZPlaceSportsBetResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { replayed, ...response } = await bets.place(
        playerOf(request).userId,
        request.body,
        request.headers['idempotency-key'],
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return response;
    },
  );

  routes.get(
    '/sportsbook/bets',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'My sportsbook bets, newest first: status=open|settled|cashed_out (all when absent)',
        querystring: ZSportsBetsQuery,
        response: { 200: ZSportsBetsPage, ...errors },
      },
    },
    async (request) => bets.list(playerOf(request).userId, request.query),
  );

  routes.get(
    '/sportsbook/bets/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'One of my bets; another player’s bet is 404',
        params: ZSportsBetIdParams,
        response: { 200: ZSportsBet, ...errors },
      },
    },
    async (request) => bets.get(playerOf(request).userId, request.params.id),
  );

  routes.get(
    '/sportsbook/bets/:id/cash-out',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'A cash-out offer for an open bet: stake × accepted odds ÷ current odds × (1 − margin), rounded down, valid until expiresAt. 409 cash_out_unavailable while a leg’s market is suspended or the bet is not open',
        params: ZSportsBetIdParams,
        response: { 200: ZCashOutOffer, ...errors },
      },
    },
    async (request) => bets.cashOutOffer(playerOf(request).userId, request.params.id),
  );

  routes.post(
    '/sportsbook/bets/:id/cash-out',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Accept a cash-out offer (once): paid through the ledger; 409 cash_out_unavailable when it expired, was used, a leg’s market is suspended or the odds moved against it; when a new offer can be made, that 409 carries it (offerId, offerAmount, offerCurrency, offerExpiresAt) so it can be accepted at once',
        params: ZSportsBetIdParams,
        body: ZCashOutRequest,
        response: { 200: ZCashOutResponse, ...errors },
      },
    },
    async (request) =>
      bets.cashOut(playerOf(request).userId, request.params.id, request.body.offerId),
  );

  routes.get(
    '/sportsbook/preferences',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'My odds-change policy and odds format',
        response: { 200: ZSportsbookPreferences, ...errors },
      },
    },
    async (request) => bets.preferencesOf(playerOf(request).userId),
  );

  routes.patch(
    '/sportsbook/preferences',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Change my odds-change policy (any, higher, none) or odds format',
        body: ZSportsbookPreferencesPatch,
        response: { 200: ZSportsbookPreferences, ...errors },
      },
    },
    async (request) => bets.setPreferences(playerOf(request).userId, request.body),
  );
}
