import type { AdminWithdrawal } from '@wheelhouse/contracts/admin-withdrawals';
import { formatAmount } from '@wheelhouse/contracts/money';
import type { AuditEntry } from '../../platform/audit';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { UsersService } from '../users';

/**
 * The steps every withdrawal review shares, whichever module keeps the withdrawal (chain
 * withdrawals here, xRocket transfers in messenger-payments): the finance role, one decision per
 * withdrawal, its audit record and the player's identity on the view.
 */

/** Thrown inside a decision's transaction to undo it when the compare-and-set found the row moved on. */
export class AlreadyChanged extends Error {}

export function notPending(): AppError {
  return new AppError('conflict', { message: 'This withdrawal is no longer pending' });
}

export function requireFinance(member: StaffPrincipal): void {
  if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
}

/**
 * Runs one decision in a transaction and wakes the relay after its commit. 409 when another
 * decision or the player came first: the row moved on, or the ledger found the hold finished.
 */
export async function runReviewDecision<T>(
  deps: { db: Database; clock: Clock; onCommitted: () => void },
  work: (tx: Database, now: Date) => Promise<T>,
): Promise<T> {
  try {
    const decided = await deps.db.transaction((transaction) =>
      work(transaction as unknown as Database, deps.clock.now()),
    );
    deps.onCommitted();
    return decided;
  } catch (error) {
    if (error instanceof AlreadyChanged) throw notPending();
    if (error instanceof AppError && error.code === 'conflict') throw notPending();
    throw error;
  }
}

/** The audit record of a reviewer's approval or rejection. */
export function reviewAudit(
  decision: { staffId: number; requestId: string; targetType: string; targetId: string },
  outcome: { approved: true } | { approved: false; reason: string },
): AuditEntry {
  return {
    staffId: decision.staffId,
    action: outcome.approved ? 'withdrawal.approve' : 'withdrawal.reject',
    targetType: decision.targetType,
    targetId: decision.targetId,
    before: { status: 'pending' },
    after: outcome.approved
      ? { status: 'processing' }
      : { status: 'declined', reason: outcome.reason },
    requestId: decision.requestId,
  };
}

/** The players shown on one page of views, each read once however many withdrawals they have. */
export function playerIdentities(users: Pick<UsersService, 'me'>) {
  const players = new Map<number, Promise<AdminWithdrawal['player']>>();
  return (userId: number): Promise<AdminWithdrawal['player']> => {
    let player = players.get(userId);
    if (!player) {
      player = users.me(userId).then(({ globalId, email }) => ({ globalId, email }));
      players.set(userId, player);
    }
    return player;
  };
}

export function moneyView(minor: bigint, scale: number, currency: string) {
  return { value: formatAmount(minor, scale), currency };
}
