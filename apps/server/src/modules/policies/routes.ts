import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  ZAdminPoliciesResponse,
  ZAdminPolicyVersion,
  ZAdminPolicyVersionsResponse,
  ZCreatePolicyVersionRequest,
  ZPolicy,
  ZPolicyParams,
  ZPolicyQuery,
} from '@wheelhouse/contracts/policies';
import { staffOf } from '../../platform/auth-hooks';
import type { PoliciesService } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Policy pages under /api/v1: public, readable by guests and by players of any state. */
export async function policiesRoutes(app: FastifyInstance, options: { policies: PoliciesService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/policies/:slug',
    {
      schema: {
        tags: ['policies'],
        summary: 'The current version of a policy page, in `lang` (else English)',
        description:
          'The body is Markdown; the app renders it without raw HTML. 404 not_found for a policy with no published version.',
        params: ZPolicyParams,
        querystring: ZPolicyQuery,
        response: { 200: ZPolicy, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return options.policies.read(request.params.slug, request.query.lang);
    },
  );
}

/** Policy management under /api/admin (content, admin): versions are published, never edited. */
export async function adminPoliciesRoutes(
  app: FastifyInstance,
  options: { policies: PoliciesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { policies } = options;
  const guard = app.requireStaff('content');

  routes.get(
    '/policies',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Every policy page with its current version (content, admin)',
        response: { 200: ZAdminPoliciesResponse, ...errors },
      },
    },
    async (request) => policies.list(staffOf(request)),
  );

  routes.get(
    '/policies/:slug/versions',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Published versions of a policy, newest first (content, admin)',
        params: ZPolicyParams,
        response: { 200: ZAdminPolicyVersionsResponse, ...errors },
      },
    },
    async (request) => policies.versions(staffOf(request), request.params.slug),
  );

  routes.post(
    '/policies/:slug/versions',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Publish the next version of a policy (content, admin); audited',
        description:
          'contents: a title and a Markdown body per language; English is required and is what languages without a text show. The new version is current at once; players signing up from then on accept it (terms).',
        params: ZPolicyParams,
        body: ZCreatePolicyVersionRequest,
        response: { 201: ZAdminPolicyVersion, ...errors },
      },
    },
    async (request, reply) => {
      const version = await policies.publish(
        staffOf(request),
        request.params.slug,
        request.body,
        request.id,
      );
      return reply.code(201).send(version);
    },
  );
}
