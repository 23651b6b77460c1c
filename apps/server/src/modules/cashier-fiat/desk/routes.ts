import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminBuyOrder,
  ZAdminBuyOrderParams,
  ZAdminBuyOrdersQuery,
  ZAdminBuyOrdersResponse,
  ZAdminRequisite,
  ZAdminRequisiteParams,
  ZAdminRequisitesQuery,
  ZAdminRequisitesResponse,
  ZCreateRequisiteRequest,
  ZDeskConfirmRequest,
  ZDeskReasonRequest,
  ZFiatPlayerFlags,
  ZFiatPlayerParams,
  ZSetFiatPlayerFlagsRequest,
  ZUpdateRequisiteRequest,
} from '@wheelhouse/contracts/admin-fiat-desk';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { ZTextId } from '@wheelhouse/contracts/params';
import { z } from 'zod';
import { staffOf } from '../../../platform/auth-hooks';
import type { FileStore } from '../../../platform/file-store';
import type { FiatDeskService } from './service';
import { sendStoredFile } from '../buy-orders/routes';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** The P2P desk's deposit side and uploaded files, under /api/admin (finance; admin passes). */
export async function adminFiatDeskRoutes(
  app: FastifyInstance,
  options: { desk: FiatDeskService; files: Pick<FileStore, 'open'> },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { desk, files } = options;
  const finance = app.requireStaff('finance');

  routes.get(
    '/fiat/requisites',
    {
      preHandler: finance,
      schema: {
        tags: ['admin'],
        summary: 'P2P desk requisites with today’s use (finance, admin)',
        querystring: ZAdminRequisitesQuery,
        response: { 200: ZAdminRequisitesResponse, ...errors },
      },
    },
    async (request) => desk.listRequisites(staffOf(request), request.query.methodId),
  );

  routes.post(
    '/fiat/requisites',
    {
      preHandler: finance,
      schema: {
        tags: ['admin'],
        summary:
          'Add a requisite to a fiat method (finance, admin; audited). A new deposit order of the method is given an active requisite whose min/max fit the amount and whose day (UTC) still has room, least used first. 400 with fields: amounts, min ≤ max ≤ daily limit, one of card/phone/accountNumber; 404 unknown method.',
        body: ZCreateRequisiteRequest,
        response: { 200: ZAdminRequisite, ...errors },
      },
    },
    async (request) => desk.createRequisite(staffOf(request), request.body, request.id),
  );

  routes.patch(
    '/fiat/requisites/:id',
    {
      preHandler: finance,
      schema: {
        tags: ['admin'],
        summary:
          'Change a requisite, e.g. deactivate it (finance, admin; audited). Orders already given it keep it.',
        params: ZAdminRequisiteParams,
        body: ZUpdateRequisiteRequest,
        response: { 200: ZAdminRequisite, ...errors },
      },
    },
    async (request) =>
      desk.updateRequisite(staffOf(request), request.params.id, request.body, request.id),
  );

  routes.get(
    '/fiat/orders',
    {
      preHandler: finance,
      schema: {
        tags: ['admin'],
        summary:
          'The desk’s fiat deposit queue, newest first: player, amount, requisite, receipt link, age (finance, admin)',
        querystring: ZAdminBuyOrdersQuery,
        response: { 200: ZAdminBuyOrdersResponse, ...errors },
      },
    },
    async (request) => desk.queue(staffOf(request), request.query),
  );

  routes.get(
    '/fiat/orders/:id',
    {
      preHandler: finance,
      schema: {
        tags: ['admin'],
        summary: 'One fiat deposit order (finance, admin)',
        params: ZAdminBuyOrderParams,
        response: { 200: ZAdminBuyOrder, ...errors },
      },
    },
    async (request) => desk.order(staffOf(request), request.params.id),
  );

  routes.post(
    '/fiat/orders/:id/confirm',
    {
      preHandler: finance,
      schema: {
        tags: ['admin'],
        summary:
          'The money arrived: waiting, wait_for_confirmation, pending or timeouted → completed, crediting the order’s amount, or `amount` (what arrived, method currency; the difference is the player’s additonalAmountChange), converted to the house currency at the rate of the moment (finance, admin; audited). Credits once: a second confirm, or one racing the processor, answers the completed order. 409 from declined, refund or disputed.',
        params: ZAdminBuyOrderParams,
        body: ZDeskConfirmRequest,
        response: { 200: ZAdminBuyOrder, ...errors, 409: ZErrorBody },
      },
    },
    async (request) => desk.confirm(staffOf(request), request.params.id, request.body, request.id),
  );

  routes.post(
    '/fiat/orders/:id/decline',
    {
      preHandler: finance,
      schema: {
        tags: ['admin'],
        summary:
          'Not paid: waiting, pay_external_invoice, wait_for_confirmation or pending → declined with a reason the player sees (finance, admin; audited). 409 otherwise.',
        params: ZAdminBuyOrderParams,
        body: ZDeskReasonRequest,
        response: { 200: ZAdminBuyOrder, ...errors, 409: ZErrorBody },
      },
    },
    async (request) =>
      desk.decline(staffOf(request), request.params.id, request.body.reason, request.id),
  );

  routes.post(
    '/fiat/orders/:id/refund',
    {
      preHandler: finance,
      schema: {
        tags: ['admin'],
        summary:
          'The desk sent the player’s money back to their bank, nothing credited: → refund with a reason (finance, admin; audited). 409 from completed or disputed.',
        params: ZAdminBuyOrderParams,
        body: ZDeskReasonRequest,
        response: { 200: ZAdminBuyOrder, ...errors, 409: ZErrorBody },
      },
    },
    async (request) =>
      desk.refund(staffOf(request), request.params.id, request.body.reason, request.id),
  );

  routes.get(
    '/fiat/players/:globalId/flags',
    {
      preHandler: finance,
      schema: {
        tags: ['admin'],
        summary: 'A player’s fiat restrictions (finance, admin); 404 for an unknown player',
        params: ZFiatPlayerParams,
        response: { 200: ZFiatPlayerFlags, ...errors },
      },
    },
    async (request) => desk.playerFlags(staffOf(request), request.params.globalId),
  );

  routes.put(
    '/fiat/players/:globalId/flags',
    {
      preHandler: finance,
      schema: {
        tags: ['admin'],
        summary:
          'Set a player’s fiat restrictions (finance, admin; audited): buyBanned refuses new fiat deposits with 403 wallet_buy_banned, fiatBanned every fiat order with 403 wallet_fiat_banned; open orders go on',
        params: ZFiatPlayerParams,
        body: ZSetFiatPlayerFlagsRequest,
        response: { 200: ZFiatPlayerFlags, ...errors },
      },
    },
    async (request) =>
      desk.setPlayerFlags(staffOf(request), request.params.globalId, request.body, request.id),
  );

  routes.get(
    '/files/:id',
    {
      preHandler: app.requireStaff('finance', 'support'),
      schema: {
        tags: ['admin'],
        summary:
          'Any player’s uploaded file (receipt, dispute image) as an attachment with its recognised type (finance, support, admin)',
        params: z.object({ id: ZTextId }),
        response: errors,
      },
    },
    async (request, reply) =>
      sendStoredFile(reply, files, await desk.file(staffOf(request), request.params.id)),
  );
}
