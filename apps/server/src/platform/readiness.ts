/**
 * Named readiness checks beyond the database (which /readyz always checks): Redis when configured,
 * the job queue once platform/jobs plugs in, anything else a module needs before traffic. A check
 * fails when it rejects, resolves to `false` or takes longer than its timeout.
 */
export interface ReadinessCheck {
  /** A short fixed name (`redis`, `jobs`), shown in /readyz's `checks`. */
  name: string;
  check: () => Promise<unknown>;
  /** Default 2 s. */
  timeoutMs?: number;
}

export type CheckStatus = 'ok' | 'failed' | 'skipped';

export const DEFAULT_CHECK_TIMEOUT_MS = 2_000;

/** The app's list of checks; /readyz reads it on every request, so checks may be added any time. */
export function readinessChecks(initial: readonly ReadinessCheck[] = []) {
  const checks = [...initial];
  return {
    /** Adds a check; returns the function that removes it. */
    add(check: ReadinessCheck): () => void {
      checks.push(check);
      return () => {
        const index = checks.indexOf(check);
        if (index >= 0) checks.splice(index, 1);
      };
    },
    list(): readonly ReadinessCheck[] {
      return [...checks];
    },
  };
}

export type ReadinessChecks = ReturnType<typeof readinessChecks>;

/** Resolves to what `work` resolves to, or rejects once `ms` have passed. */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
        timer.unref();
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs one check; `onFailure` hears why it failed. */
export async function runCheck(
  check: ReadinessCheck,
  onFailure: (error: unknown) => void,
): Promise<CheckStatus> {
  try {
    const result = await withTimeout(
      Promise.resolve().then(check.check),
      check.timeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS,
    );
    if (result === false) {
      onFailure(new Error('the check answered false'));
      return 'failed';
    }
    return 'ok';
  } catch (error) {
    onFailure(error);
    return 'failed';
  }
}
