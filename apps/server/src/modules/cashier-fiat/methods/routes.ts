import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { ZFiatConditionsResponse } from '@wheelhouse/contracts/fiat';
import { methodIconSvg } from './icons';
import type { FiatMethodsService } from './service';

/** The fiat methods list of the player's cashier, registered under /api/v2. */
export async function fiatConditionsRoutes(
  app: FastifyInstance,
  options: { methods: FiatMethodsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { methods } = options;

  routes.get(
    '/wallet/orders/conditions',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['cashier'],
        summary: 'Fiat payment methods (deposit and withdrawal) and the "other" group',
        description:
          'Every active fiat method with the fields of cashier spec §3, highest priority first (ties by id); the client sorts again for the tab it shows. Amounts, presets and fee levels are major-unit strings at the currency’s ledger scale. `buy` is null when the method takes no deposits, `sell` null when it pays no withdrawals; a method with neither is left out. `other` lists the ids the operator groups behind the "other" button. Answered even while the operator has payments switched off: creating an order is what refuses (403 payments_are_disabled).',
        response: { 200: ZFiatConditionsResponse, 401: ZErrorBody },
      },
    },
    async () => methods.conditions(),
  );
}

/** Public fiat method and bank icons (generated SVG), registered under /api/v1. */
export async function fiatMethodIconRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/wallet/payment-methods/icons/:file',
    {
      schema: {
        tags: ['cashier'],
        summary: 'Fiat payment method or bank icon (SVG); `<name>-big.svg` is the large one',
        params: z.object({ file: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}\.svg$/) }),
      },
    },
    async (request, reply) => {
      const name = request.params.file.slice(0, -'.svg'.length);
      const big = name.endsWith('-big') && name.length > '-big'.length;
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(methodIconSvg(big ? name.slice(0, -'-big'.length) : name, big ? 'big' : 'small'));
    },
  );
}
