import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminPaymentMethod,
  ZAdminPaymentMethodParams,
  ZAdminPaymentMethodsResponse,
  ZCreatePaymentMethodRequest,
  ZUpdatePaymentMethodRequest,
} from '@wheelhouse/contracts/admin-payment-methods';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { staffOf } from '../../../platform/auth-hooks';
import type { FiatMethodsAdminService } from './admin-service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

const RULES =
  'Amounts are major units of the method currency, exact at its ledger scale; limits above zero and min ≤ max per side; valuePresets within the buy limits; sellLevels strictly ascending by minAmount (the tier with the highest minAmount not above the amount applies: fixed + percent %); detail field names from the contracts’ list, each once, never both required and optional; subbank ids unique; icons are same-origin paths (default: the generated icon of the id). Bad input answers 400 validation_error with `fields` (e.g. Validation.min_above_max, Validation.preset_outside_limits, Validation.levels_not_ascending, Validation.duplicate, Validation.currency_not_supported, Validation.invalid_value for an unknown field name).';

/** Fiat payment methods in the back office, under /api/admin (finance; admin passes). */
export async function adminPaymentMethodRoutes(
  app: FastifyInstance,
  options: { methods: FiatMethodsAdminService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { methods } = options;

  routes.get(
    '/payment-methods',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Every fiat payment method, active or not, highest priority first (finance, admin)',
        response: { 200: ZAdminPaymentMethodsResponse, ...errors },
      },
    },
    async (request) => methods.list(staffOf(request)),
  );

  routes.post(
    '/payment-methods',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary: 'Create a fiat payment method (finance, admin; audited)',
        description: `${RULES} Limits are required for each enabled side; a side created off without limits keeps the smallest unit as placeholder limits, so send its limits when turning it on. 409 conflict when the id is taken.`,
        body: ZCreatePaymentMethodRequest,
        response: { 201: ZAdminPaymentMethod, ...errors, 409: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await methods.create(staffOf(request), request.body, request.id)),
  );

  routes.patch(
    '/payment-methods/:id',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Change a fiat payment method: limits, presets, fields, fee levels, subbanks, priority, other group, active, processor, order TTL (finance, admin; audited)',
        description: `${RULES} The rules hold for the method as it would be saved (a new max below the stored min is refused). The id and currency never change. Open orders keep the terms they were made with.`,
        params: ZAdminPaymentMethodParams,
        body: ZUpdatePaymentMethodRequest,
        response: { 200: ZAdminPaymentMethod, ...errors },
      },
    },
    async (request) =>
      methods.update(staffOf(request), request.params.id, request.body, request.id),
  );
}
