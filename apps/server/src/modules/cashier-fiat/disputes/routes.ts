import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { ZDisputeRequest, ZFiatOrder } from '@wheelhouse/contracts/fiat';
import { ZTextId } from '@wheelhouse/contracts/params';
import { playerOf } from '../../../platform/auth-hooks';
import { UPLOAD_BODY_LIMIT_BYTES } from '../../../platform/file-store';
import type { FiatDisputesService } from './service';

/** The player's dispute on a fiat deposit, under /api/v1. */
export async function fiatDisputeRoutes(
  app: FastifyInstance,
  options: { disputes: FiatDisputesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { disputes } = options;

  routes.post(
    '/wallet/orders/buy/:id/dispute',
    {
      preHandler: app.requirePlayer,
      bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
      schema: {
        tags: ['cashier'],
        summary:
          'Open a dispute on a fiat deposit (cashier spec §4): allowed for the player’s own buy order in timeouted, pending, declined or wait_for_confirmation; the order turns disputed and staff resolve it (accepted → completed and credited the full or a corrected amount, additonalAmountChange set; rejected → declined with the reason, both shown in the history). `image` is a receipt-like file (JPEG, PNG, WebP or PDF by content, at most 10 MB, base64 `fileContent`); acceptOption CHANGE_INVOICE or REPAY; `amount` (optional) what was actually paid; comment and problem required. Answers the order as it now stands. 400 with fields (image.name, image.fileContent, acceptOption, amount, comment, problem); 404 for another player’s order; 409 from any other status, and when staff already resolved a dispute on this order (their outcome is final). A replay or a double submit while the dispute is open answers the disputed order: one dispute.',
        params: z.object({ id: ZTextId }),
        body: ZDisputeRequest,
        response: {
          200: ZFiatOrder,
          400: ZErrorBody,
          401: ZErrorBody,
          404: ZErrorBody,
          409: ZErrorBody,
        },
      },
    },
    async (request) => disputes.open(playerOf(request).userId, request.params.id, request.body),
  );
}
