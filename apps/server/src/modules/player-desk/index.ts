import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { AuthService } from '../auth';
import type { OriginalsService } from '../originals';
import type { UsersService } from '../users';
import type { WalletService } from '../wallet';
import { playerDeskRoutes } from './routes';
import { playerDeskService } from './service';

export type { PlayerDeskService } from './service';

/**
 * The back office's player page (support, finance; admin): profile, bets, cashier history,
 * sessions and staff notes, each read through the owning module's index.
 */
export function registerPlayerDesk(
  { db, clock, audit }: Platform,
  registry: ModuleRegistry,
  deps: {
    users: UsersService;
    auth: AuthService;
    originals: OriginalsService;
    wallet: WalletService;
    staffEmails: (staffIds: number[]) => Promise<Map<number, string>>;
  },
) {
  const players = playerDeskService({ db, clock, recordAudit: audit.record, ...deps });
  registry.routes('/api/admin', playerDeskRoutes, { players });
  return players;
}
