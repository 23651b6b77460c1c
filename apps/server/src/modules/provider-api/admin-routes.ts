import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminWalletProvider,
  ZAdminWalletProvidersResponse,
  ZCreateWalletProviderRequest,
  ZGameMapping,
  ZGameMappingParams,
  ZGameMappingsQuery,
  ZGameMappingsResponse,
  ZReconciliationQuery,
  ZReconciliationResponse,
  ZSetGameMappingRequest,
  ZUpdateWalletProviderRequest,
  ZWalletProviderParams,
} from '@wheelhouse/contracts/admin-providers';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { staffOf } from '../../platform/auth-hooks';
import type { ProviderAdminService } from './admin-service';
import type { ReconciliationService } from './reconciliation';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/**
 * The operator API of third-party games under /api/admin: providers and their keys (admin),
 * which provider game each catalogue game launches (content), and the daily reconciliation
 * (finance). Every change is audited.
 */
export async function providerAdminRoutes(
  app: FastifyInstance,
  options: { admin: ProviderAdminService; reconciliation: ReconciliationService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { admin, reconciliation } = options;

  routes.get(
    '/wallet-providers',
    {
      // Content maps games to providers and finance reconciles them: both read the list.
      preHandler: app.requireStaff('content', 'finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Seamless-wallet providers with their public keys and currencies (admin, content, finance); never a secret',
        response: { 200: ZAdminWalletProvidersResponse, ...errors },
      },
    },
    async (request) => admin.list(staffOf(request)),
  );

  routes.post(
    '/wallet-providers',
    {
      preHandler: app.requireStaff('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Connect a provider (admin); audited. rsa needs an RSA public key (PEM), hmac a secret of 32+ characters; a taken slug is 409',
        body: ZCreateWalletProviderRequest,
        response: { 201: ZAdminWalletProvider, 409: ZErrorBody, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await admin.create(staffOf(request), request.body, request.id)),
  );

  routes.patch(
    '/wallet-providers/:slug',
    {
      preHandler: app.requireStaff('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Change a provider: name, frame origin, currencies, active, or rotate its key (admin); audited without the secret',
        params: ZWalletProviderParams,
        body: ZUpdateWalletProviderRequest,
        response: { 200: ZAdminWalletProvider, ...errors },
      },
    },
    async (request) =>
      admin.update(staffOf(request), request.params.slug, request.body, request.id),
  );

  routes.get(
    '/wallet-providers/:slug/reconciliation',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Daily reconciliation of one provider (finance): bets, wins, rollbacks and open rounds from its transactions, with the ledger’s net beside ours',
        params: ZWalletProviderParams,
        querystring: ZReconciliationQuery,
        response: { 200: ZReconciliationResponse, ...errors },
      },
    },
    async (request) => reconciliation.report(staffOf(request), request.params.slug, request.query),
  );

  routes.get(
    '/game-mappings',
    {
      preHandler: app.requireStaff('content'),
      schema: {
        tags: ['admin'],
        summary: 'Third-party games and the provider game each launches (content), paged',
        querystring: ZGameMappingsQuery,
        response: { 200: ZGameMappingsResponse, ...errors },
      },
    },
    async (request) => admin.mappings(staffOf(request), request.query),
  );

  routes.put(
    '/game-mappings/:id',
    {
      preHandler: app.requireStaff('content'),
      schema: {
        tags: ['admin'],
        summary:
          'Point a third-party game at a provider’s game, or disconnect it with both null (content); audited',
        params: ZGameMappingParams,
        body: ZSetGameMappingRequest,
        response: { 200: ZGameMapping, ...errors },
      },
    },
    async (request) =>
      admin.setMapping(staffOf(request), Number(request.params.id), request.body, request.id),
  );
}
