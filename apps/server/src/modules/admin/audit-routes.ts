import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAuditFacetsResponse,
  ZAuditQuery,
  ZAuditResponse,
} from '@wheelhouse/contracts/admin-audit';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { staffOf } from '../../platform/auth-hooks';
import type { AuditQueryService } from './audit-service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };

/** The audit log under /api/admin/audit: admins read all of it, other staff their own rows. */
export async function auditRoutes(app: FastifyInstance, options: { audit: AuditQueryService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/audit',
    {
      preHandler: app.requireStaff(),
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first (admin: every row; other staff: their own)',
        querystring: ZAuditQuery,
        response: { 200: ZAuditResponse, ...errors },
      },
    },
    async (request) => options.audit.query(staffOf(request), request.query),
  );

  routes.get(
    '/audit/facets',
    {
      preHandler: app.requireStaff(),
      schema: {
        tags: ['admin'],
        summary: 'Actions and entity types recorded in the audit log, for its filters',
        response: { 200: ZAuditFacetsResponse, ...errors },
      },
    },
    async () => options.audit.facets(),
  );
}
