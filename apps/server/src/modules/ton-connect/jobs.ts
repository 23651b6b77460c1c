import type { JobQueue } from '../../platform/jobs';
import type { TonConnectService } from './service';

export const TON_JOBS = {
  /** Tick: reads new transfers to our deposit wallet and credits the matched ones. */
  pollChain: 'ton.poll-chain',
} as const;

/**
 * The chain poll, every `everySeconds` (1 on the simulator, whose transfers show after a short
 * delay; longer against a public API and its rate limits). Crediting is keyed by the transaction
 * hash, so two ticks or two processes reading the same transfer credit it once.
 */
export function defineTonConnectJobs(
  jobs: JobQueue,
  deps: { ton: Pick<TonConnectService, 'pollChain'>; everySeconds: number },
): void {
  jobs.every({
    name: TON_JOBS.pollChain,
    everySeconds: deps.everySeconds,
    run: async () => ({ credited: await deps.ton.pollChain() }),
  });
}
