import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { ZIdempotencyHeaders } from '@wheelhouse/contracts/wallet';
import {
  ZAdminWheel,
  ZAdminWheelPrizesRequest,
  ZAdminWheelSettings,
  ZWheelResponse,
  ZWheelSpinRequest,
  ZWheelSpinResponse,
} from '@wheelhouse/contracts/wheel';
import { playerOf, staffOf } from '../../platform/auth-hooks';
import type { WheelService } from './service';

/** The wheel of luck for players and guests, under /api/v1. */
export async function wheelRoutes(
  app: FastifyInstance,
  options: { wheel: WheelService; viewerOf: (request: FastifyRequest) => Promise<number | null> },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { wheel } = options;

  routes.get(
    '/wheel',
    {
      schema: {
        tags: ['wheel'],
        summary: 'The wheel of luck: prizes, and for a signed-in player the spin state',
        description:
          'Up to 15 prizes in segment order, each in USD (`value`) and the viewer’s display currency (`primaryValue`; USD for guests, whose `state` is null: the teaser). `state`: isSpinned (spun this UTC day), isZeroDeposits (no deposit yet and the operator asks for one), nextSpinDate (next UTC midnight once spun). `serverSeedHash` commits to the seed of the next spin.',
        response: { 200: ZWheelResponse },
      },
    },
    async (request) => wheel.view(await options.viewerOf(request)),
  );

  routes.post(
    '/wheel/spin',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['wheel'],
        summary: 'Spin the wheel (Idempotency-Key): once per UTC day',
        description:
          'The winning index is floor(uint32 × min(prizes, 14) / 2^32) of the first four bytes of HMAC-SHA256(serverSeed, `clientSeed:nonce:0`); `clientSeed` is required and chosen by the player’s browser; the server seed is revealed in `fairness` and its hash was shown by GET /wheel before the spin. A main prize is credited to the real balance, a bonus prize opens a bonus with its wagering, in the spin’s transaction. 409 wheel_already_spun (also for a parallel second spin), 403 wheel_deposit_required, 404 not_found (no prizes), 409 idempotency_conflict.',
        headers: ZIdempotencyHeaders,
        body: ZWheelSpinRequest,
        response: {
          200: ZWheelSpinResponse,
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          409: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { response, replayed } = await wheel.spin(
        playerOf(request).userId,
        request.body,
        request.headers['idempotency-key'],
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return response;
    },
  );
}

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };

/** The wheel in the back office, under /api/admin (content, admin). */
export async function adminWheelRoutes(app: FastifyInstance, options: { wheel: WheelService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { wheel } = options;
  routes.get(
    '/wheel',
    {
      preHandler: app.requireStaff('content'),
      schema: {
        tags: ['admin'],
        summary: 'The wheel’s prizes and settings, and how many spins today (content, admin)',
        response: { 200: ZAdminWheel, ...errors },
      },
    },
    async (request) => wheel.adminView(staffOf(request)),
  );
  routes.put(
    '/wheel/prizes',
    {
      preHandler: app.requireStaff('content'),
      schema: {
        tags: ['admin'],
        summary: 'Replace the prize list, 1–15 prizes in segment order (content, admin); audited',
        body: ZAdminWheelPrizesRequest,
        response: { 200: ZAdminWheel, ...errors },
      },
    },
    async (request) => wheel.replacePrizes(staffOf(request), request.body, request.id),
  );
  routes.put(
    '/wheel/settings',
    {
      preHandler: app.requireStaff('content'),
      schema: {
        tags: ['admin'],
        summary: 'Change the wheel’s settings (content, admin); audited',
        body: ZAdminWheelSettings,
        response: { 200: ZAdminWheel, ...errors },
      },
    },
    async (request) => wheel.updateSettings(staffOf(request), request.body, request.id),
  );
}
