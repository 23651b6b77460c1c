import type { JobQueue } from '../../platform/jobs';

export const WHEEL_JOBS = {
  /**
   * Every minute: queues the "your free spin is ready" web push for the subscribed players who
   * spun the day before and not yet today, once per player and day (wheelAvailableNotices).
   */
  availablePush: 'wheel.available-push',
} as const;

export function defineWheelJobs(
  jobs: JobQueue,
  deps: { announceAvailable: () => Promise<{ queued: number }> },
): void {
  jobs.every({
    name: WHEEL_JOBS.availablePush,
    everySeconds: 60,
    run: () => deps.announceAvailable(),
  });
}
