import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI generated from the routes' zod schemas; the UI is served same-origin so the CSP holds. */
async function openApiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Wheelhouse API',
        version: '1.0.0',
        description:
          'Player API under /api/v1, back office under /api/admin. Errors share one body: ' +
          '{detail, message, key (request id), time, fields?}. Sessions: httpOnly cookie `wh_session` ' +
          'or `Authorization: Bearer <token>`; staff: cookie `wh_staff_session` or Bearer. A guarded ' +
          'route names its callers in `x-auth` (player or staff) and `x-staff-roles`, and checks ' +
          'them before it reads the body: 401 or 403 come before any validation error.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'wh_session' },
          staffSession: { type: 'apiKey', in: 'cookie', name: 'wh_staff_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // Swagger UI's own policy upgrades requests to https, which breaks plain-http local runs.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}

export const openApi = fp(openApiPlugin, { name: 'openapi' });
