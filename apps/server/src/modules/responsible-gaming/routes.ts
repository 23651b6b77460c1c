import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminUserParams } from '@wheelhouse/contracts/admin';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  ZAdminRgResponse,
  ZRgBlockRequest,
  ZRgMoneyLimitRequest,
  ZRgSessionResponse,
  ZRgState,
  ZRgTimeLimitRequest,
} from '@wheelhouse/contracts/responsible-gaming';
import { playerOf, staffOf } from '../../platform/auth-hooks';
import type { RgService } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 409: ZErrorBody };

/** The player's responsible-gaming tools, under /api/v1. */
export async function rgRoutes(app: FastifyInstance, options: { rg: RgService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { rg } = options;

  routes.get(
    '/responsible-gaming',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['responsible-gaming'],
        summary: 'The player’s limits, waiting changes and the cool-off or self-exclusion',
        description:
          'Money limits (deposit, loss = stakes minus wins and refunds, wager = stakes) per calendar UTC day, week (from Monday) and month, in the house currency, with what the current period used and when it resets; the session time limit and the reality-check interval in minutes. `pending`: a looser value and when it applies.',
        response: { 200: ZRgState, ...errors },
      },
    },
    async (request) => rg.state(playerOf(request).userId),
  );

  routes.put(
    '/responsible-gaming/limits',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['responsible-gaming'],
        summary: 'Set, lower, raise or remove a money limit',
        description:
          'A lower (tighter) amount applies at once and drops a waiting change; a higher one or removal (`amount: null`) waits 24 hours, shown as `pending`. 400 validation_error (Validation.invalid_amount, too_many_decimals).',
        body: ZRgMoneyLimitRequest,
        response: { 200: ZRgState, ...errors },
      },
    },
    async (request) => rg.setMoneyLimit(playerOf(request).userId, request.body),
  );

  routes.put(
    '/responsible-gaming/time-limits',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['responsible-gaming'],
        summary: 'Set or remove the session time limit or the reality-check interval (minutes)',
        description:
          'Shorter applies at once, longer or removed after 24 hours. A play session starts with a stake after 30 minutes without one; once it is as long as the session limit, stakes are refused (403 rg_session_limit) until 30 minutes after its last stake.',
        body: ZRgTimeLimitRequest,
        response: { 200: ZRgState, ...errors },
      },
    },
    async (request) => rg.setTimeLimit(playerOf(request).userId, request.body),
  );

  routes.post(
    '/responsible-gaming/block',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['responsible-gaming'],
        summary: 'Start a cool-off (24 h to 6 weeks) or a self-exclusion (6 months to permanent)',
        description:
          'It cannot be undone: until it ends every stake, deposit, bonus claim and wheel spin is refused (403 rg_cool_off, rg_self_exclusion); signing in, the balance and withdrawals stay open. One in force can only be replaced by one that ends later: 409 conflict otherwise.',
        body: ZRgBlockRequest,
        response: { 200: ZRgState, ...errors },
      },
    },
    async (request) => rg.startBlock(playerOf(request).userId, request.body),
  );

  routes.get(
    '/responsible-gaming/session',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['responsible-gaming'],
        summary: 'The reality check: time in the current play session and its net result',
        description:
          'Kept for players with a session limit or a reality check; `session` is null when none is live (no stake in the last 30 minutes).',
        response: { 200: ZRgSessionResponse, ...errors },
      },
    },
    async (request) => rg.session(playerOf(request).userId),
  );
}

/** Staff: a player's responsible-gaming settings, read-only (support, finance, admin; audited). */
export async function adminRgRoutes(app: FastifyInstance, options: { rg: RgService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/users/:id/responsible-gaming',
    {
      preHandler: app.requireStaff('support', 'finance'),
      schema: {
        tags: ['admin'],
        summary: 'A player’s limits, waiting changes and blocks (support, finance, admin; audited)',
        description:
          'Read-only: no staff role can lift or shorten a cool-off or self-exclusion. Each look writes an audit row (user.responsible_gaming.view).',
        params: ZAdminUserParams,
        response: { 200: ZAdminRgResponse, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => options.rg.forStaff(staffOf(request), request.params.id, request.id),
  );
}
