import {
  RECONCILIATION_MAX_DAYS,
  type ReconciliationQuery,
  type ReconciliationResponse,
} from '@wheelhouse/contracts/admin-providers';
import { formatAmount } from '@wheelhouse/contracts/money';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { utcDayRange } from '../../platform/day-range';
import { AppError } from '../../platform/errors';
import type { CurrenciesService } from '../currencies';
import type { LedgerReports } from '../ledger';
import { providerAdminRepository, type ProviderDayRow } from './admin-repository';
import { providerApiRepository } from './repository';

/** Without `from`, the report shows the week ending with `to`. */
const DEFAULT_DAYS = 7;

export interface ReconciliationDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  ledgerReports: Pick<LedgerReports, 'providerNetByDay'>;
}

const ZERO: Omit<ProviderDayRow, 'day'> = {
  betCount: 0,
  bets: 0n,
  winCount: 0,
  wins: 0n,
  rollbackCount: 0,
  rollbacks: 0n,
  openRounds: 0,
};

/**
 * One provider's daily reconciliation (finance): its bets, wins and rollbacks from our record of
 * its transactions, beside the same net figure summed from the ledger, so a difference shows.
 */
export function reconciliationService(deps: ReconciliationDeps) {
  const admin = providerAdminRepository(deps.db);
  const wallet = providerApiRepository(deps.db);

  return {
    async report(
      member: StaffPrincipal,
      slug: string,
      query: ReconciliationQuery,
    ): Promise<ReconciliationResponse> {
      if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
      if (!(await wallet.provider(slug)))
        throw new AppError('not_found', { message: 'No such provider' });
      const period = utcDayRange(query, deps.clock.now(), {
        defaultDays: DEFAULT_DAYS,
        maxDays: RECONCILIATION_MAX_DAYS,
      });
      const { ledgerScale } = await deps.currencies.requireCurrency(deps.houseCurrency);
      const [rows, ledger] = await Promise.all([
        admin.days(slug, period.range.from, period.range.to),
        deps.ledgerReports.providerNetByDay(period.range, slug),
      ]);
      const byDay = new Map(rows.map((row) => [row.day, row]));
      const ledgerByDay = new Map<string, bigint>();
      // Provider stakes are kept in the house currency; another currency here would be a bug
      // worth seeing, so it is not silently merged.
      for (const row of ledger)
        if (row.currency === deps.houseCurrency)
          ledgerByDay.set(row.day, (ledgerByDay.get(row.day) ?? 0n) + row.net);

      const amount = (minor: bigint) => formatAmount(minor, ledgerScale);
      const present = (row: Omit<ProviderDayRow, 'day'>, ledgerNet: bigint) => ({
        bets: { count: row.betCount, amount: amount(row.bets) },
        wins: { count: row.winCount, amount: amount(row.wins) },
        rollbacks: { count: row.rollbackCount, amount: amount(row.rollbacks) },
        net: amount(row.bets - row.rollbacks - row.wins),
        ledgerNet: amount(ledgerNet),
        openRounds: row.openRounds,
      });

      const total = { ...ZERO };
      let ledgerTotal = 0n;
      const data = period.list.map((day) => {
        const row = byDay.get(day) ?? { day, ...ZERO };
        const ledgerNet = ledgerByDay.get(day) ?? 0n;
        total.betCount += row.betCount;
        total.bets += row.bets;
        total.winCount += row.winCount;
        total.wins += row.wins;
        total.rollbackCount += row.rollbackCount;
        total.rollbacks += row.rollbacks;
        total.openRounds += row.openRounds;
        ledgerTotal += ledgerNet;
        return { day, ...present(row, ledgerNet) };
      });
      return {
        provider: slug,
        currency: deps.houseCurrency,
        from: period.from,
        to: period.to,
        data,
        totals: present(total, ledgerTotal),
      };
    },
  };
}

export type ReconciliationService = ReturnType<typeof reconciliationService>;
