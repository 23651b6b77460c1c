import type { FailureCounter } from './failure-counter';
import { AppError } from './errors';

export interface BruteForceLimits {
  maxPerAccount: number;
  maxPerIp: number;
  windowMs: number;
}

/**
 * Failed sign-ins counted per account and per client IP. Past either limit every attempt is refused
 * (even with the right password) until the window ends; a success clears only that account's count.
 */
export function bruteForceGuard(counter: FailureCounter, limits: BruteForceLimits, scope: string) {
  const accountKey = (email: string) => `${scope}:acct:${email}`;
  const ipKey = (ip: string) => `${scope}:ip:${ip}`;
  return {
    async assertAllowed(email: string, ip: string): Promise<void> {
      const [account, address] = await Promise.all([
        counter.peek(accountKey(email)),
        counter.peek(ipKey(ip)),
      ]);
      const waits = [
        account.count >= limits.maxPerAccount ? account.retryAfterSeconds : 0,
        address.count >= limits.maxPerIp ? address.retryAfterSeconds : 0,
      ];
      const wait = Math.max(...waits);
      if (wait > 0) {
        throw new AppError('too_many_requests', {
          message: 'Too many failed sign-in attempts; try again later',
          retryAfterSeconds: wait,
        });
      }
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      await Promise.all([
        counter.increment(accountKey(email), limits.windowMs),
        counter.increment(ipKey(ip), limits.windowMs),
      ]);
    },
    async recordSuccess(email: string): Promise<void> {
      await counter.reset(accountKey(email));
    },
  };
}

export type BruteForceGuard = ReturnType<typeof bruteForceGuard>;
