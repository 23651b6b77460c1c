import type { Config } from './config';
import { bruteForceGuard } from './platform/brute-force';
import { inProcessBus, type Bus } from './platform/bus';
import type { Clock } from './platform/clock';
import type { Database } from './platform/db/client';
import type { FailureCounter } from './platform/failure-counter';
import { adminService } from './modules/admin';
import { authService } from './modules/auth';
import { currenciesService } from './modules/currencies';
import { devService } from './modules/dev';
import { ledgerService } from './modules/ledger';
import { usersService } from './modules/users';

export interface ServiceDeps {
  db: Database;
  clock: Clock;
  config: Config;
  failureCounter: FailureCounter;
  /** Realtime bus; the HTTP app passes its own, CLIs and the seed need none. */
  bus?: Bus;
}

/** Wires the module services together; used by the HTTP app, the seed and the CLIs alike. */
export function createServices(deps: ServiceDeps) {
  const { config } = deps;
  const limits = {
    maxPerAccount: config.loginMaxFailuresPerAccount,
    maxPerIp: config.loginMaxFailuresPerIp,
    windowMs: config.loginFailureWindowMs,
  };
  const users = usersService({
    db: deps.db,
    clock: deps.clock,
    sessionSecret: config.sessionSecret,
  });
  const auth = authService({
    db: deps.db,
    clock: deps.clock,
    users,
    bruteForce: bruteForceGuard(deps.failureCounter, limits, 'player'),
    sessionIdleMs: config.sessionIdleMs,
    sessionAbsoluteMs: config.sessionAbsoluteMs,
    houseCurrency: config.houseCurrency,
  });
  const admin = adminService({
    db: deps.db,
    clock: deps.clock,
    users,
    bruteForce: bruteForceGuard(deps.failureCounter, limits, 'staff'),
  });
  const currencies = currenciesService({
    db: deps.db,
    clock: deps.clock,
    houseCurrency: config.houseCurrency,
    recordAudit: (entry, executor) => admin.recordAudit(entry, executor),
  });
  const ledger = ledgerService({ db: deps.db, houseCurrency: config.houseCurrency, currencies });
  const dev = devService({ bus: deps.bus ?? inProcessBus() });
  return { users, auth, admin, dev, currencies, ledger };
}

export type Services = ReturnType<typeof createServices>;
