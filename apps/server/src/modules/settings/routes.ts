import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { ZOperatorSettings, ZUpdateOperatorSettingsRequest } from '@wheelhouse/contracts/settings';
import { staffOf } from '../../platform/auth-hooks';
import type { SettingsService } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };

/** Operator settings in the back office, under /api/admin (finance, admin). */
export async function adminSettingsRoutes(
  app: FastifyInstance,
  options: { settings: SettingsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { settings } = options;
  routes.get(
    '/settings',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary: 'Every operator setting, stored or default (finance, admin)',
        response: { 200: ZOperatorSettings, ...errors },
      },
    },
    async (request) => settings.readAs(staffOf(request)),
  );
  routes.put(
    '/settings',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Change some operator settings (finance, admin); answers with all of them. Each change is audited with the value it replaces.',
        body: ZUpdateOperatorSettingsRequest,
        response: { 200: ZOperatorSettings, ...errors },
      },
    },
    async (request) => settings.updateAs(staffOf(request), request.body, request.id),
  );
}
