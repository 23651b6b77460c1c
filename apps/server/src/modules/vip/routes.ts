import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminUserParams } from '@wheelhouse/contracts/admin';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  ZSetVipRequest,
  ZVipDrawer,
  ZVipManager,
  ZVipManagerParams,
  ZVipManagerRequest,
  ZVipManagersResponse,
  ZVipPlayersQuery,
  ZVipPlayersResponse,
  ZVipSettings,
  ZVipStatus,
} from '@wheelhouse/contracts/vip';
import { playerOf, staffOf } from '../../platform/auth-hooks';
import type { VipService } from './service';

/** The VIP drawer, under /api/v1. */
export async function vipRoutes(app: FastifyInstance, options: { vip: VipService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/vip',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['vip'],
        summary: 'What the VIP drawer shows the player',
        description:
          'VIPs get the dedicated bot, the web mirror and their manager’s Telegram username (when assigned); others the VIP portal link. The links are operator settings (null when unset). isProfileComplete: first name, last name, gender and date of birth are all present.',
        response: { 200: ZVipDrawer, 401: ZErrorBody },
      },
    },
    async (request) => options.vip.drawer(playerOf(request).userId),
  );
}

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };

/** The VIP programme in the back office, under /api/admin. */
export async function adminVipRoutes(app: FastifyInstance, options: { vip: VipService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { vip } = options;
  routes.get(
    '/vip/settings',
    {
      preHandler: app.requireStaff('content'),
      schema: {
        tags: ['admin'],
        summary: 'VIP links and the automatic turnover threshold (content, admin)',
        response: { 200: ZVipSettings, ...errors },
      },
    },
    async (request) => vip.settingsFor(staffOf(request)),
  );
  routes.put(
    '/vip/settings',
    {
      preHandler: app.requireStaff('content'),
      schema: {
        tags: ['admin'],
        summary: 'Change the VIP settings (content, admin); audited',
        description:
          'autoTurnover: players whose bet turnover (USD) reaches it become VIP within a minute (the vip.promote job); "0" turns it off. Staff may still set or lift VIP by hand.',
        body: ZVipSettings,
        response: { 200: ZVipSettings, ...errors },
      },
    },
    async (request) => vip.updateSettings(staffOf(request), request.body, request.id),
  );
  routes.get(
    '/vip/managers',
    {
      preHandler: app.requireStaff('support', 'content'),
      schema: {
        tags: ['admin'],
        summary: 'VIP managers with the number of players each (support, content, admin)',
        response: { 200: ZVipManagersResponse, ...errors },
      },
    },
    async (request) => vip.managers(staffOf(request)),
  );
  routes.post(
    '/vip/managers',
    {
      preHandler: app.requireStaff('content'),
      schema: {
        tags: ['admin'],
        summary: 'Add a VIP manager (content, admin); 409 conflict for a listed username; audited',
        body: ZVipManagerRequest,
        response: { 200: ZVipManager, ...errors, 409: ZErrorBody },
      },
    },
    async (request) => vip.addManager(staffOf(request), request.body, request.id),
  );
  routes.delete(
    '/vip/managers/:id',
    {
      preHandler: app.requireStaff('content'),
      schema: {
        tags: ['admin'],
        summary: 'Remove a VIP manager (content, admin); audited',
        params: ZVipManagerParams,
        response: { 204: z.null().describe('Removed'), ...errors, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      await vip.removeManager(staffOf(request), request.params.id, request.id);
      return reply.status(204).send(null);
    },
  );
  routes.get(
    '/vip/players',
    {
      preHandler: app.requireStaff('support', 'content'),
      schema: {
        tags: ['admin'],
        summary: 'VIP players, most recently changed first (support, content, admin)',
        querystring: ZVipPlayersQuery,
        response: { 200: ZVipPlayersResponse, ...errors },
      },
    },
    async (request) => vip.players(staffOf(request), request.query),
  );
  routes.put(
    '/users/:id/vip',
    {
      preHandler: app.requireStaff('support', 'content'),
      schema: {
        tags: ['admin'],
        summary: 'Set a player’s VIP status and manager (support, content, admin); audited',
        description:
          'managerId names a listed VIP manager (400 Validation.not_found otherwise); lifting VIP clears the manager. 404 for an unknown player.',
        params: ZAdminUserParams,
        body: ZSetVipRequest,
        response: { 200: ZVipStatus, ...errors, 404: ZErrorBody },
      },
    },
    async (request) => vip.setPlayer(staffOf(request), request.params.id, request.body, request.id),
  );
}
