import type { JobQueue } from '../../platform/jobs';

export const VIP_JOBS = {
  /**
   * Every minute: players whose bet turnover reached the operator's threshold become VIP.
   * Idempotent: promotion only ever sets is_vip from false to true.
   */
  promote: 'vip.promote',
} as const;

export function defineVipJobs(
  jobs: JobQueue,
  deps: { promote: () => Promise<{ promoted: number }> },
): void {
  jobs.every({ name: VIP_JOBS.promote, everySeconds: 60, run: () => deps.promote() });
}
