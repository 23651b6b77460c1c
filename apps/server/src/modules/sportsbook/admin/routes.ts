import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  ZAdminEventParams,
  ZAdminLiability,
  ZAdminMarketParams,
  ZAdminMarketStatusRequest,
  ZAdminMarketStatusResponse,
  ZAdminMarkets,
  ZAdminPageQuery,
  ZAdminSettleRequest,
  ZAdminSettleResponse,
  ZAdminSportsBetsPage,
  ZAdminSportsEventsPage,
  ZAdminSportsEventsQuery,
  ZSettlementDebtsPage,
  ZSportsbookLimits,
  ZSportsbookLimitsPatch,
} from '@wheelhouse/contracts/sportsbook-bets';
import { staffOf } from '../../../platform/auth-hooks';
import type { SportsbookAdminService } from './service';

const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
};
const tags = ['admin'];

/**
 * The operator's sportsbook under /api/admin/sportsbook: reads for admin and support, changes
 * (limits, suspend/resume, settle, void) for admin only; every change is audited.
 */
export async function adminSportsbookRoutes(
  app: FastifyInstance,
  options: { admin: SportsbookAdminService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { admin } = options;
  const read = app.requireStaff('admin', 'support');
  const change = app.requireStaff('admin');

  routes.get(
    '/sportsbook/limits',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Sportsbook limits (house currency; 0 = no limit)',
        response: { 200: ZSportsbookLimits, ...errors },
      },
    },
    async () => admin.limits(),
  );

  routes.patch(
    '/sportsbook/limits',
    {
      preHandler: change,
      schema: {
        tags,
        summary: 'Change sportsbook limits (admin; audited)',
        body: ZSportsbookLimitsPatch,
        response: { 200: ZSportsbookLimits, ...errors },
      },
    },
    async (request) => admin.setLimits(staffOf(request), request.body, request.id),
  );

  routes.get(
    '/sportsbook/events',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Search events by competitor name; status=live|prematch|ended',
        querystring: ZAdminSportsEventsQuery,
        response: { 200: ZAdminSportsEventsPage, ...errors },
      },
    },
    async (request) => {
      const { q, status, offset, limit } = request.query;
      return admin.events({ q, status }, { offset, limit });
    },
  );

  routes.get(
    '/sportsbook/events/:eventId/markets',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Every market of an event with its outcomes, odds and results',
        params: ZAdminEventParams,
        response: { 200: ZAdminMarkets, ...errors },
      },
    },
    async (request) => admin.markets(request.params.eventId),
  );

  routes.get(
    '/sportsbook/events/:eventId/liability',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Open bets of an event: stakes and potential payouts per outcome (house currency)',
        params: ZAdminEventParams,
        response: { 200: ZAdminLiability, ...errors },
      },
    },
    async (request) => admin.liability(request.params.eventId),
  );

  routes.get(
    '/sportsbook/events/:eventId/bets',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Bets with a leg on this event, newest first',
        params: ZAdminEventParams,
        querystring: ZAdminPageQuery,
        response: { 200: ZAdminSportsBetsPage, ...errors },
      },
    },
    async (request) => admin.betsOfEvent(request.params.eventId, request.query),
  );

  routes.post(
    '/sportsbook/markets/:marketId/status',
    {
      preHandler: change,
      schema: {
        tags,
        summary: 'Suspend or resume a market (admin; audited); 409 when settled or cancelled',
        params: ZAdminMarketParams,
        body: ZAdminMarketStatusRequest,
        response: { 200: ZAdminMarketStatusResponse, ...errors },
      },
    },
    async (request) =>
      admin.setMarketStatus(
        staffOf(request),
        request.params.marketId,
        request.body.status,
        request.id,
      ),
  );

  routes.post(
    '/sportsbook/markets/:marketId/settle',
    {
      preHandler: change,
      schema: {
        tags,
        summary:
          'Settle a market by hand (admin; audited): a result per outcome with optional void and dead-heat factors; its bets are paid in the same commit',
        params: ZAdminMarketParams,
        body: ZAdminSettleRequest,
        response: { 200: ZAdminSettleResponse, ...errors },
      },
    },
    async (request) =>
      admin.settleMarket(staffOf(request), request.params.marketId, request.body, request.id),
  );

  routes.post(
    '/sportsbook/markets/:marketId/void',
    {
      preHandler: change,
      schema: {
        tags,
        summary:
          'Void a market by hand (admin; audited): every bet on it is refunded (odds 1.0 in a multi)',
        params: ZAdminMarketParams,
        response: { 200: ZAdminSettleResponse, ...errors },
      },
    },
    async (request) => admin.voidMarket(staffOf(request), request.params.marketId, request.id),
  );

  routes.get(
    '/sportsbook/settlement-debts',
    {
      preHandler: read,
      schema: {
        tags,
        summary:
          'Rollback shortfalls: what a rollback of a settlement could not take back because the player had spent the payout (open ones, newest first)',
        querystring: ZAdminPageQuery,
        response: { 200: ZSettlementDebtsPage, ...errors },
      },
    },
    async (request) => admin.debts(request.query),
  );
}
