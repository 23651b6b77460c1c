import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  ZBuyOrderRequest,
  ZFiatOrder,
  ZNotExpiredQuery,
  ZNotExpiredResponse,
  ZPaidRequest,
} from '@wheelhouse/contracts/fiat';
import { ZTextId } from '@wheelhouse/contracts/params';
import { z } from 'zod';
import { playerOf } from '../../../platform/auth-hooks';
import {
  storedFileHeaders,
  UPLOAD_BODY_LIMIT_BYTES,
  type FileStore,
  type StoredFileRow,
} from '../../../platform/file-store';
import type { FiatBuyService } from './service';

const ZOrderParams = z.object({ id: ZTextId });
const ZFileParams = z.object({ id: ZTextId });

/** The status semantics every buy route answers with (cashier spec §4, decided for issue 5). */
const STATUSES =
  'Statuses: waiting (desk order: pay to paymentDetails before details.expiredAt), pay_external_invoice (open url in meta.external_info.target), wait_for_confirmation (the player sent a receipt; the client shows pending), pending (the processor saw the payment and checks it), timeouted (not paid in time; the error view), declined (reason in the history), disputed, completed (credited at the rate of the moment), refund (the desk sent the money back).';

/** Sends a stored file as a download with its sniffed type, never sniffed again by a browser. */
export async function sendStoredFile(
  reply: FastifyReply,
  files: Pick<FileStore, 'open'>,
  row: StoredFileRow,
) {
  return reply.headers(storedFileHeaders(row)).send(files.open(row));
}

/**
 * The player's fiat deposits (buy orders) and their files, registered under /api: the spec's
 * v2 paths (create, not-expired) and v1 paths (read, paid, files).
 */
export async function fiatBuyRoutes(
  app: FastifyInstance,
  options: { buys: FiatBuyService; files: Pick<FileStore, 'open'> },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { buys, files } = options;

  routes.post(
    '/v2/wallet/orders/buy',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['cashier'],
        summary: 'Create a fiat deposit (buy) order',
        description: `Creates a deposit order for a fiat method (bankId) of \`amount\` whole units of its currency, with the method's external fields. A desk method's order is \`waiting\` with the desk's payment details until details.expiredAt (now + the method's order TTL); an external method's is \`pay_external_invoice\` with the processor's url. Errors: 403 payments_are_disabled; 400 error_currency_not_supported (unknown method, inactive, or without deposits); 400 validation_error with fields (amount: Validation.required / invalid_amount / minimum_amount / maximum_amount; externalFields.<field>: the field rules); 409 error_orders_limit (an open order of a method that allows one, or 3 open deposit orders in all); 503 service_unavailable (no desk requisite with capacity for this amount, or the processor refused: the client shows the generic create-deposit-fail message; an external order is then declined). 403 wallet_fiat_banned / wallet_buy_banned when the desk restricted the player (PUT /api/admin/fiat/players/{globalId}/flags). ${STATUSES}`,
        body: ZBuyOrderRequest,
        response: {
          200: ZFiatOrder,
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
          409: ZErrorBody,
          503: ZErrorBody,
        },
      },
    },
    async (request) => buys.createBuy(playerOf(request).userId, request.body),
  );

  routes.get(
    '/v2/wallet/orders/not-expired',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['cashier'],
        summary: 'The player’s open deposit order of a method, if any',
        description: `\`{ order }\`: the newest order of the method (bank_id) still waiting for payment (waiting or pay_external_invoice) and not expired, else \`{ order: null }\`. The client resumes it instead of showing the form when the method does not allow several orders. ${STATUSES}`,
        querystring: ZNotExpiredQuery,
        response: { 200: ZNotExpiredResponse, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) => buys.notExpired(playerOf(request).userId, request.query.bank_id),
  );

  routes.get(
    '/v1/wallet/orders/buy/:id',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['cashier'],
        summary: 'One of the player’s deposit orders with its payment details',
        description: `404 for an order that is not the player’s. ${STATUSES}`,
        params: ZOrderParams,
        response: { 200: ZFiatOrder, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => buys.order(playerOf(request).userId, request.params.id),
  );

  routes.post(
    '/v1/wallet/orders/buy/:id/paid',
    {
      preHandler: app.requirePlayer,
      bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
      schema: {
        tags: ['cashier'],
        summary: 'Confirm payment of a deposit order with the payer name and a receipt',
        description: `\`name\` (the payer) and the receipt (\`fileName\`, \`fileContent\` in base64, a data: URL prefix accepted): JPEG, PNG, WebP or PDF recognised by content whatever the name says, at most 10 MB. waiting or pay_external_invoice → wait_for_confirmation (the client shows pending). 400 validation_error with fields (name: Validation.required; fileContent: Validation.required / file_too_large / invalid_file_type); 409 conflict from any other status; a replay on an order already waiting for confirmation answers it unchanged; 404 for an order that is not the player’s. ${STATUSES}`,
        params: ZOrderParams,
        body: ZPaidRequest,
        response: {
          200: ZFiatOrder,
          400: ZErrorBody,
          401: ZErrorBody,
          404: ZErrorBody,
          409: ZErrorBody,
        },
      },
    },
    async (request) => buys.paid(playerOf(request).userId, request.params.id, request.body),
  );

  routes.get(
    '/v1/wallet/files/:id',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['cashier'],
        summary: 'One of the player’s uploaded files (a receipt or dispute image)',
        description:
          'Sent as an attachment with the type recognised at upload and X-Content-Type-Options: nosniff. 404 for a file that is not the player’s.',
        params: ZFileParams,
        response: { 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) =>
      sendStoredFile(reply, files, await buys.ownFile(playerOf(request).userId, request.params.id)),
  );
}
