import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminQueueCounts, type AdminQueueCounts } from '@wheelhouse/contracts/admin-queues';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import type { Database } from '../../platform/db/client';
import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import { pendingCryptoWithdrawals } from '../cashier-crypto';
import { fiatQueueCounts } from '../cashier-fiat';
import { pendingXRocketWithdrawals } from '../messenger-payments';

/** Counts of the queues staff work through, read through the owning modules' indexes. */
export async function queueCounts(db: Database): Promise<AdminQueueCounts> {
  const [cryptoWithdrawals, xrocketWithdrawals, fiat] = await Promise.all([
    pendingCryptoWithdrawals(db),
    pendingXRocketWithdrawals(db),
    fiatQueueCounts(db),
  ]);
  return {
    // One withdrawals queue in the back office, whichever way each is paid.
    cryptoWithdrawalsPending: cryptoWithdrawals + xrocketWithdrawals,
    fiatReceiptsWaiting: fiat.receiptsWaiting,
    disputesOpen: fiat.disputesOpen,
    sellsPending: fiat.sellsPending,
  };
}

async function staffQueuesRoutes(app: FastifyInstance, options: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/queues',
    {
      preHandler: app.requireStaff('finance', 'support'),
      schema: {
        tags: ['admin'],
        summary:
          'Counts of queue items waiting for staff, for the navigation (finance, support, admin)',
        description:
          'Poll it (e.g. every 15 seconds, and on window focus): the realtime staff channel is not served yet.',
        response: { 200: ZAdminQueueCounts, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async () => queueCounts(options.db),
  );
}

/** The back office's queue badges: GET /api/admin/queues. */
export function registerStaffQueues({ db }: Platform, registry: ModuleRegistry) {
  registry.routes('/api/admin', staffQueuesRoutes, { db });
}
