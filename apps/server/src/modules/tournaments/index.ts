import type { FastifyRequest } from 'fastify';
import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { BonusesService } from '../bonuses';
import type { CurrenciesService } from '../currencies';
import type { GamesService } from '../games';
import type { LedgerService } from '../ledger';
import type { UsersService } from '../users';
import { defineTournamentJobs } from './jobs';
import { adminTournamentsRoutes, tournamentsRoutes } from './routes';
import { tournamentsService } from './service';

/** Tournaments (issue 17): what other modules may use. */
export type { TournamentsService } from './service';
export { TOURNAMENT_JOBS } from './jobs';

export function registerTournaments(
  { db, clock, config, audit, outbox, bus }: Platform,
  registry: ModuleRegistry,
  deps: {
    ledger: LedgerService;
    bonuses: BonusesService;
    users: UsersService;
    games: GamesService;
    currencies: CurrenciesService;
    viewerOf: (request: FastifyRequest) => Promise<number | null>;
  },
) {
  const tournaments = tournamentsService({
    db,
    clock,
    bus,
    houseCurrency: config.houseCurrency,
    ledger: deps.ledger,
    bonuses: deps.bonuses,
    users: deps.users,
    games: deps.games,
    currencies: deps.currencies,
    recordAudit: audit.record,
    onCommitted: outbox.notify,
  });
  registry.outboxConsumer(tournaments.scoring);
  registry.routes('/api/v1', tournamentsRoutes, { tournaments, viewerOf: deps.viewerOf });
  registry.routes('/api/admin', adminTournamentsRoutes, { tournaments });
  registry.jobs((jobs) => defineTournamentJobs(jobs, { finishDue: () => tournaments.finishDue() }));
  return tournaments;
}
