import { bruteForceGuard } from '../../platform/brute-force';
import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import { signInLimits } from '../auth';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { UsersService } from '../users';
import { auditRoutes } from './audit-routes';
import { auditQueryService } from './audit-service';
import { adminMoneyRoutes } from './money-routes';
import { adminMoneyService } from './money-service';
import { adminRoutes } from './routes';
import { totpSealer } from './second-factor';
import { adminService } from './service';
import { staffAccountsRoutes } from './staff-routes';
import { staffAccountsService } from './staff-service';

/** What other modules (and the composition root) may use of the admin module. */
export type { AdminService } from './service';
export type { AdminMoneyService } from './money-service';

/** Staff sign-in, players in the back office (search, ban) and the money tools (finance). */
export function registerAdmin(
  platform: Platform,
  registry: ModuleRegistry,
  deps: { users: UsersService; ledger: LedgerService; currencies: CurrenciesService },
) {
  const { db, clock, config, audit } = platform;
  const admin = adminService({
    db,
    clock,
    users: deps.users,
    bruteForce: bruteForceGuard(platform.failureCounter, signInLimits(config), 'staff'),
    recordAudit: audit.record,
    sealer: totpSealer(config.sessionSecret),
  });
  const adminMoney = adminMoneyService({
    db,
    clock,
    houseCurrency: config.houseCurrency,
    users: deps.users,
    ledger: deps.ledger,
    currencies: deps.currencies,
    onCommitted: platform.outbox.notify,
    recordAudit: audit.record,
  });
  registry.routes('/api/admin', adminRoutes, { admin, cookieSecure: config.cookieSecure });
  registry.routes('/api/admin', adminMoneyRoutes, { money: adminMoney });
  const accounts = staffAccountsService({ db, clock, recordAudit: audit.record });
  registry.routes('/api/admin', staffAccountsRoutes, { accounts });
  registry.routes('/api/admin', auditRoutes, { audit: auditQueryService({ db, audit }) });
  return { admin, adminMoney };
}
