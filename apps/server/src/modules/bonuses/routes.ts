import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminUserParams } from '@wheelhouse/contracts/admin';
import {
  ZAdminBonusTemplate,
  ZAdminBonusTemplatesResponse,
  ZAdminPromoCode,
  ZAdminPromoCodesResponse,
  ZAdminUserBonus,
  ZAdminUserBonusParams,
  ZAdminUserBonusesResponse,
  ZBonusParams,
  ZBonusTemplateInput,
  ZBonusTemplatePatch,
  ZGrantBonusRequest,
  ZOfferPersonalBonusRequest,
  ZPromoCodeInput,
  ZPromoCodeIdParams,
  ZPromoCodePatch,
} from '@wheelhouse/contracts/bonuses';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { ZIdempotencyHeaders } from '@wheelhouse/contracts/wallet';
import { staffOf } from '../../platform/auth-hooks';
import type { PlayerBonusesService } from './player-service';
import type { PromoService } from './promo-service';
import type { BonusesService } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Player bonuses in the back office, under /api/admin (finance, admin). */
export async function adminBonusesRoutes(
  app: FastifyInstance,
  options: { bonuses: BonusesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { bonuses } = options;
  routes.get(
    '/users/:id/bonuses',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary: 'Every bonus of a player (global id), newest first (finance, admin)',
        params: ZAdminUserParams,
        response: { 200: ZAdminUserBonusesResponse, ...errors },
      },
    },
    async (request) => bonuses.listForStaff(staffOf(request), request.params.id),
  );
  routes.post(
    '/users/:id/bonuses',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Grant a bonus (finance, admin): the amount (house currency) goes to the player’s bonus balance with wagering = amount × wagerMultiplier; audited; Idempotency-Key required',
        params: ZAdminUserParams,
        headers: ZIdempotencyHeaders,
        body: ZGrantBonusRequest,
        response: { 200: ZAdminUserBonus, ...errors, 409: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { response, replayed } = await bonuses.grant(
        staffOf(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
        request.id,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return response;
    },
  );
}

/** Bonus templates, personal offers and cancels in the back office (finance, admin; audited). */
export async function adminBonusTemplatesRoutes(
  app: FastifyInstance,
  options: { player: PlayerBonusesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { player } = options;
  routes.get(
    '/bonus-templates',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary: 'Every bonus template (finance, admin)',
        response: { 200: ZAdminBonusTemplatesResponse, ...errors },
      },
    },
    async (request) => player.templatesForStaff(staffOf(request)),
  );
  routes.post(
    '/bonus-templates',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Create a bonus template (finance, admin; audited). Amounts in the house currency; multipliers with up to 4 decimals',
        body: ZBonusTemplateInput,
        response: { 200: ZAdminBonusTemplate, ...errors },
      },
    },
    async (request) => player.createTemplate(staffOf(request), request.body, request.id),
  );
  routes.patch(
    '/bonus-templates/:id',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Change a bonus template (finance, admin; audited); running bonuses keep the terms they started with',
        params: ZBonusParams,
        body: ZBonusTemplatePatch,
        response: { 200: ZAdminBonusTemplate, ...errors },
      },
    },
    async (request) =>
      player.updateTemplate(staffOf(request), request.params.id, request.body, request.id),
  );
  routes.post(
    '/users/:id/personal-bonuses',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Offer a personal bonus template to one player (finance, admin; audited); the player claims it on /bonuses',
        params: ZAdminUserParams,
        body: ZOfferPersonalBonusRequest,
        response: { 200: ZAdminUserBonus, ...errors, 409: ZErrorBody },
      },
    },
    async (request) =>
      player.offerPersonal(
        staffOf(request),
        request.params.id,
        request.body.templateId,
        request.id,
      ),
  );
  routes.post(
    '/users/:id/bonuses/:bonusId/cancel',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Cancel one of a player’s bonuses (finance, admin; audited): what is left of its money goes back to the house',
        params: ZAdminUserBonusParams,
        response: { 200: ZAdminUserBonus, ...errors, 409: ZErrorBody },
      },
    },
    async (request) =>
      player.cancelForStaff(
        staffOf(request),
        request.params.id,
        request.params.bonusId,
        request.id,
      ),
  );
}

/** Promo codes in the back office (finance, admin; audited). */
export async function adminPromoCodesRoutes(
  app: FastifyInstance,
  options: { promo: PromoService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { promo } = options;
  routes.get(
    '/promo-codes',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary: 'Every promo code with its redemption count (finance, admin)',
        response: { 200: ZAdminPromoCodesResponse, ...errors },
      },
    },
    async (request) => promo.listForStaff(staffOf(request)),
  );
  routes.post(
    '/promo-codes',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Create a promo code bound to a promo, promo free spins or personal template (finance, admin; audited); 409 when the code exists',
        body: ZPromoCodeInput,
        response: { 200: ZAdminPromoCode, ...errors, 409: ZErrorBody },
      },
    },
    async (request) => promo.create(staffOf(request), request.body, request.id),
  );
  routes.patch(
    '/promo-codes/:id',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Change a promo code’s template, limit, validity window, countries, currencies or switch (finance, admin; audited). The code itself never changes; the limit may not go below the redemptions made',
        params: ZPromoCodeIdParams,
        body: ZPromoCodePatch,
        response: { 200: ZAdminPromoCode, ...errors },
      },
    },
    async (request) => promo.update(staffOf(request), request.params.id, request.body, request.id),
  );
}
