import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminBanner,
  ZAdminBannerParams,
  ZAdminBannersQuery,
  ZAdminBannersResponse,
  ZBannersQuery,
  ZBannersResponse,
  ZCreateBannerRequest,
  ZUpdateBannerRequest,
} from '@wheelhouse/contracts/banners';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { staffOf } from '../../platform/auth-hooks';
import type { BannersService } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Public banners under /api/v1; `viewerOf` names the signed-in player, if any. */
export async function bannersRoutes(
  app: FastifyInstance,
  options: {
    banners: BannersService;
    viewerOf: (request: FastifyRequest) => Promise<number | null>;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/banners',
    {
      schema: {
        tags: ['banners'],
        summary:
          'Active banners of a place (e.g. wallet), in display order, texts in the viewer’s language (lang, else the player’s, else Accept-Language, else English)',
        querystring: ZBannersQuery,
        response: { 200: ZBannersResponse, 400: ZErrorBody },
      },
    },
    async (request) =>
      options.banners.showing(request.query, {
        userId: await options.viewerOf(request),
        acceptLanguage: request.headers['accept-language'],
      }),
  );
}

/** Banner management under /api/admin (content; admin passes); every change is audited. */
export async function adminBannersRoutes(
  app: FastifyInstance,
  options: { banners: BannersService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { banners } = options;
  const guard = app.requireStaff('content');

  routes.get(
    '/banners',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Every banner, by place and order (content, admin)',
        querystring: ZAdminBannersQuery,
        response: { 200: ZAdminBannersResponse, ...errors },
      },
    },
    async (request) => banners.list(staffOf(request), request.query),
  );

  routes.post(
    '/banners',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Create a banner (content, admin); audited',
        body: ZCreateBannerRequest,
        response: { 201: ZAdminBanner, ...errors },
      },
    },
    async (request, reply) => {
      const banner = await banners.create(staffOf(request), request.body, request.id);
      return reply.code(201).send(banner);
    },
  );

  routes.patch(
    '/banners/:id',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Change a banner (content, admin); audited with the banner before and after',
        params: ZAdminBannerParams,
        body: ZUpdateBannerRequest,
        response: { 200: ZAdminBanner, ...errors },
      },
    },
    async (request) =>
      banners.update(staffOf(request), request.params.id, request.body, request.id),
  );

  routes.delete(
    '/banners/:id',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Delete a banner (content, admin); audited with what was deleted',
        params: ZAdminBannerParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await banners.remove(staffOf(request), request.params.id, request.id);
      return reply.code(204).send(null);
    },
  );
}
