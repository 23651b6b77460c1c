import type { JobQueue } from '../../platform/jobs';
import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { SettingsService } from '../settings';
import type { UsersService } from '../users';
import { PUSH_JOBS, definePushJobs } from './jobs';
import { pushRepository } from './repository';
import { adminPushRoutes, clientSettingsRoutes, pushRoutes } from './routes';
import { pushService } from './service';
import { vapidKeys } from './vapid';

/** Web push and the app's settings call: what other modules may use. */
export type { PushService } from './service';
export { PUSH_JOBS, pushKindOf, queueSubscribedPush } from './jobs';

export function registerPush(
  { db, clock, config, audit }: Platform,
  registry: ModuleRegistry,
  deps: { settings: SettingsService; users: UsersService },
) {
  let queue: JobQueue | undefined;
  const push = pushService({
    db,
    clock,
    production: config.production,
    settings: deps.settings,
    users: deps.users,
    vapid: vapidKeys({ ...config.vapid, production: config.production, dataDir: config.dataDir }),
    recordAudit: audit.record,
    queueBroadcast: async (payload) => {
      if (!queue) throw new Error('the job queue is not set up in this process');
      await queue.send(PUSH_JOBS.broadcast, payload, { key: payload.broadcastId });
    },
  });
  registry.routes('/api/v1', pushRoutes, { push });
  registry.routes('/api/v1', clientSettingsRoutes, { push });
  registry.routes('/api/admin', adminPushRoutes, { push });
  registry.jobs((jobs) => {
    queue = jobs;
    definePushJobs(jobs, { push, repository: pushRepository(db), clock });
  });
  return push;
}
