import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPromoCodeParams, ZPromoCodePreview } from '@wheelhouse/contracts/bonuses';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { playerOf } from '../../platform/auth-hooks';
import type { PromoPreviewService } from './promo-preview';

/** The promo link's details call, registered under /api/v2. */
export async function promoLinkRoutes(
  app: FastifyInstance,
  options: { preview: PromoPreviewService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/promo-codes/:code',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['bonuses'],
        summary: 'What a promo code gives (the promo link’s modal), before it is redeemed',
        description:
          'A promo link is `/{lang}/?promo=CODE` (optionally `&promo_modal=main|bonus|conditions`, default bonus). The web app, not the server, turns it into the two cookies the shell spec names: `promo_modal` (main | bonus | conditions; any other value is ignored) and `promo_details` (JSON {"code"}), so the modal survives a sign-in or a reload, and clears them when the modal is closed. The modal then asks this route for the offer. Errors: 404 promo_code_not_found (unknown or switched off; counts toward the redemption throttle), 400 promo_code_expired, 429 too_many_requests (the redemption throttle). A code the player redeemed already answers isRedeemed true.',
        params: ZPromoCodeParams,
        response: {
          200: ZPromoCodePreview,
          400: ZErrorBody,
          401: ZErrorBody,
          404: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (request) =>
      options.preview.preview(playerOf(request).userId, request.params.code, request.ip),
  );
}
