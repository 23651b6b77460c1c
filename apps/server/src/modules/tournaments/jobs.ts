import type { JobQueue } from '../../platform/jobs';

export const TOURNAMENT_JOBS = {
  /**
   * Tick, every 5 s: finishes each tournament past its end — after a grace period and once the
   * relay has scored every bet placed before the end (at most 10 min) — freezing the leaderboard
   * and paying the prizes through the ledger, once (locked on the tournament row; a key per rank).
   */
  finishDue: 'tournaments.finish-due',
  /**
   * Tick, every 5 s: announces each tournament that has started on the `tournaments` channel and
   * by web push to subscribed players, once (claimed by one UPDATE).
   */
  announceStarts: 'tournaments.announce-starts',
} as const;

export function defineTournamentJobs(
  jobs: JobQueue,
  deps: {
    finishDue: () => Promise<{ finished: number }>;
    announceStarts: () => Promise<{ announced: number }>;
  },
): void {
  jobs.every({ name: TOURNAMENT_JOBS.finishDue, everySeconds: 5, run: () => deps.finishDue() });
  jobs.every({
    name: TOURNAMENT_JOBS.announceStarts,
    everySeconds: 5,
    run: () => deps.announceStarts(),
  });
}
