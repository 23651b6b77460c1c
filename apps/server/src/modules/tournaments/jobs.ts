import type { JobQueue } from '../../platform/jobs';

export const TOURNAMENT_JOBS = {
  /**
   * Tick, every 5 s: finishes each tournament past its end — freezes the leaderboard and pays the
   * prizes through the ledger, once (locked on the tournament row; idempotency key per rank).
   */
  finishDue: 'tournaments.finish-due',
} as const;

export function defineTournamentJobs(
  jobs: JobQueue,
  deps: { finishDue: () => Promise<{ finished: number }> },
): void {
  jobs.every({ name: TOURNAMENT_JOBS.finishDue, everySeconds: 5, run: () => deps.finishDue() });
}
