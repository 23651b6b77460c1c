import { staffHasRole, type StaffPrincipal } from '../../../platform/auth-hooks';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import type { FileStore, StoredFileRow } from '../../../platform/file-store';
import type { AuditEntry } from '../../../platform/audit';
import type { CurrenciesService } from '../../currencies';
import type { UsersService } from '../../users';
import type { BuyTransitions } from '../buy-orders/transitions';
import { deskDeposits } from './deposits-service';
import { deskPlayerFlags } from './player-flags-service';
import { deskRequisites } from './requisites-service';

export interface FiatDeskDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  users: Pick<UsersService, 'accessById' | 'accessByGlobalId'>;
  files: Pick<FileStore, 'byId'>;
  transitions: BuyTransitions;
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
  onCommitted: () => void;
}

/**
 * The P2P desk's deposit side (issue 5 scope 4): requisites (requisites-service.ts), the buy-order
 * queue with confirm / decline / refund (deposits-service.ts) and the players' fiat restrictions
 * (player-flags-service.ts). Finance role (admins pass every check); every change and its audit
 * row (before and after) commit together through runAudited, with the order's history status and
 * events in the same transaction. Receipts are readable by finance and support.
 */
export function fiatDeskService(deps: FiatDeskDeps) {
  return {
    ...deskRequisites(deps),
    ...deskDeposits(deps),
    ...deskPlayerFlags(deps),

    /** GET /api/admin/files/{id} (finance or support): any player's upload. */
    async file(member: StaffPrincipal, id: string): Promise<StoredFileRow> {
      if (!staffHasRole(member, ['finance', 'support'])) throw new AppError('forbidden');
      const file = await deps.files.byId(id);
      if (!file) throw new AppError('not_found');
      return file;
    },
  };
}

export type FiatDeskService = ReturnType<typeof fiatDeskService>;
