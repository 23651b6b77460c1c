import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { UsersService } from '../users';
import type { WalletService } from '../wallet';
import { supportOutboxTranslators } from './realtime-events';
import { adminSupportRoutes, supportRoutes } from './routes';
import { supportService } from './service';

/** The support chat: the player's conversation, the staff inbox. What other modules may use. */
export type { SupportService } from './service';

export function registerSupport(
  { db, clock, config, audit, outbox, files }: Platform,
  registry: ModuleRegistry,
  deps: { users: UsersService; wallet: WalletService },
) {
  const support = supportService({
    db,
    clock,
    files,
    playerOf: async (userId) => {
      const user = await deps.users.me(userId);
      return { globalId: user.globalId, email: user.email };
    },
    cashierOf: (userId, limit) => deps.wallet.historyForStaff(userId, { offset: 0, limit }),
    recordAudit: audit.record,
    onCommitted: outbox.notify,
    externalScriptUrl: config.supportChat?.scriptUrl,
  });
  registry.routes('/api/v1', supportRoutes, { support, files });
  registry.routes('/api/admin', adminSupportRoutes, { support, files });
  registry.outboxTranslators(supportOutboxTranslators());
  return support;
}
