import type { FastifyRequest } from 'fastify';
import type { JobQueue } from '../../platform/jobs';
import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { BonusesService } from '../bonuses';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { RgGuard } from '../responsible-gaming';
import { queueSubscribedPush } from '../push';
import type { UsersService } from '../users';
import type { WalletService } from '../wallet';
import { defineWheelJobs } from './jobs';
import { adminWheelRoutes, wheelRoutes } from './routes';
import { wheelService } from './service';

/** The daily wheel of luck: what other modules may use. */
export type { WheelService } from './service';
export { WHEEL_JOBS } from './jobs';

export function registerWheel(
  { db, clock, config, audit, outbox }: Platform,
  registry: ModuleRegistry,
  deps: {
    ledger: LedgerService;
    bonuses: BonusesService;
    currencies: CurrenciesService;
    users: UsersService;
    wallet: WalletService;
    rg: RgGuard;
    viewerOf: (request: FastifyRequest) => Promise<number | null>;
  },
) {
  let queue: JobQueue | undefined;
  const wheel = wheelService({
    db,
    clock,
    houseCurrency: config.houseCurrency,
    ...deps,
    recordAudit: audit.record,
    onCommitted: outbox.notify,
    queueAvailablePush: async ({ key, userIds }) => {
      if (!queue) throw new Error('the job queue is not set up in this process');
      await queueSubscribedPush(queue, { kind: 'wheel_available', key, userIds });
    },
  });
  registry.routes('/api/v1', wheelRoutes, { wheel, viewerOf: deps.viewerOf });
  registry.routes('/api/admin', adminWheelRoutes, { wheel });
  registry.jobs((jobs) => {
    queue = jobs;
    defineWheelJobs(jobs, { announceAvailable: () => wheel.announceAvailable() });
  });
  return wheel;
}
