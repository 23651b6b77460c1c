import type { FastifyRequest } from 'fastify';
import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { BonusesService } from '../bonuses';
import type { CurrenciesService } from '../currencies';
import type { GamesService } from '../games';
import type { JobQueue } from '../../platform/jobs';
import { queueSubscribedPush } from '../push';
import type { LedgerService } from '../ledger';
import type { RgGuard } from '../responsible-gaming';
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
    rg: RgGuard;
    viewerOf: (request: FastifyRequest) => Promise<number | null>;
  },
) {
  let queue: JobQueue | undefined;
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
    rg: deps.rg,
    recordAudit: audit.record,
    onCommitted: outbox.notify,
    queueStartPush: async ({ tournamentId }) => {
      if (!queue) throw new Error('the job queue is not set up in this process');
      await queueSubscribedPush(queue, {
        kind: 'tournament_started',
        key: `tournament-start:${tournamentId}`,
      });
    },
  });
  registry.outboxConsumer(tournaments.scoring);
  registry.routes('/api/v1', tournamentsRoutes, { tournaments, viewerOf: deps.viewerOf });
  registry.routes('/api/admin', adminTournamentsRoutes, { tournaments });
  registry.jobs((jobs) => {
    queue = jobs;
    defineTournamentJobs(jobs, {
      finishDue: () => tournaments.finishDue(),
      announceStarts: () => tournaments.announceStarts(),
    });
  });
  return tournaments;
}
