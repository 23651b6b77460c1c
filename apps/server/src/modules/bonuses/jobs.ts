import type { JobQueue } from '../../platform/jobs';

export const BONUS_JOBS = {
  /**
   * Tick, every minute: ends bonuses past their deadline (their money goes back to the house;
   * claimed everyday bonuses lapse at UTC midnight) and converts any met requirement a crash left
   * unconverted. Idempotent: each row changes status once and each ledger move has its own key.
   */
  sweep: 'bonuses.sweep',
} as const;

export function defineBonusJobs(
  jobs: JobQueue,
  deps: { sweep: () => Promise<{ expired: number; converted: number }> },
): void {
  jobs.every({ name: BONUS_JOBS.sweep, everySeconds: 60, run: () => deps.sweep() });
}
