import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import { usersRoutes } from './routes';
import { usersService } from './service';

/** What other modules may use of the users module. */
export { asSeenByPlayer, mailboxOf, normaliseEmail } from './service';
export type {
  UsersService,
  AccountProfile,
  AccountAccess,
  NewPlayer,
  BanChange,
  BanState,
  VipState,
} from './service';

export function registerUsers({ db, clock, config }: Platform, registry: ModuleRegistry) {
  const users = usersService({
    db,
    clock,
    sessionSecret: config.sessionSecret,
    supportChatSecret: config.supportChat?.secret ?? undefined,
  });
  registry.routes('/api/v1', usersRoutes, { users });
  return users;
}
