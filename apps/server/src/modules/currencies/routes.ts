import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { ZPutRatesRequest, ZRatesResponse } from '@wheelhouse/contracts/rates';
import { staffOf } from '../../platform/auth-hooks';
import { AppError } from '../../platform/errors';
import { currencyIconSvg } from './icons';
import type { CurrenciesService } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Public currency icons, under /api/v1. */
export async function currencyIconRoutes(
  app: FastifyInstance,
  options: { currencies: CurrenciesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/currencies/icons/:file',
    {
      schema: {
        tags: ['currencies'],
        summary: 'Currency icon (SVG)',
        params: z.object({ file: z.string().regex(/^[A-Z0-9]{2,10}\.svg$/) }),
      },
    },
    async (request, reply) => {
      const code = request.params.file.slice(0, -'.svg'.length);
      if (!(await options.currencies.getCurrency(code))) throw new AppError('not_found');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(currencyIconSvg(code));
    },
  );
}

/** Exchange rates in the back office, under /api/admin (finance, admin). */
export async function adminRatesRoutes(
  app: FastifyInstance,
  options: { currencies: CurrenciesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { currencies } = options;
  routes.get(
    '/rates',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary: 'Latest exchange rate of every pair (finance, admin)',
        response: { 200: ZRatesResponse, ...errors },
      },
    },
    async (request) => currencies.listRates(staffOf(request)),
  );
  routes.put(
    '/rates',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary: 'Set exchange rates (finance, admin); audited with the rate replaced',
        body: ZPutRatesRequest,
        response: { 200: ZRatesResponse, ...errors },
      },
    },
    async (request) => currencies.putRates(staffOf(request), request.body, request.id),
  );
}
