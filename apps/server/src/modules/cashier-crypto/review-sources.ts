import type {
  AdminWithdrawal,
  AdminWithdrawalsQuery,
  CryptoWithdrawalStatus,
} from '@wheelhouse/contracts/admin-withdrawals';
import type { StaffPrincipal } from '../../platform/auth-hooks';

/** What the queue sorts a withdrawal by, whichever module keeps it (ties broken by id). */
export interface ReviewSortKey {
  id: string;
  createdAt: Date;
  amountMinor: bigint;
  status: CryptoWithdrawalStatus;
  currency: string;
}

/** One withdrawal of a page, its view built only if it lands on the page shown. */
export interface ReviewItem {
  key: ReviewSortKey;
  view: () => Promise<AdminWithdrawal>;
}

export type ReviewSort = Pick<AdminWithdrawalsQuery, 'sort' | 'order'>;

/**
 * Another module's withdrawals in the one review queue (xRocket transfers): it keeps its own rows
 * and pays them its own way, and answers the queue's questions in the queue's terms. The review
 * service checks the staff role before it asks.
 */
export interface WithdrawalReviewSource {
  /** The first `limit` of its withdrawals in the queue's order, optionally of one status, and how many. */
  page(query: {
    status?: CryptoWithdrawalStatus;
    sort: ReviewSort;
    limit: number;
  }): Promise<{ items: ReviewItem[]; total: number }>;
  /** How many wait for a reviewer (the navigation badge). */
  pendingCount(): Promise<number>;
  /** Approves its pending withdrawal `id`; undefined when `id` is not one of its withdrawals. */
  approve(
    member: StaffPrincipal,
    id: string,
    requestId: string,
  ): Promise<{ withdrawal: AdminWithdrawal; sent: boolean } | undefined>;
  /** Rejects its pending withdrawal `id`, the hold back; undefined when `id` is not one of its. */
  reject(
    member: StaffPrincipal,
    id: string,
    reason: string,
    requestId: string,
  ): Promise<AdminWithdrawal | undefined>;
}

function compareValues(a: ReviewSortKey, b: ReviewSortKey, sort: ReviewSort['sort']): number {
  const pick = (key: ReviewSortKey) =>
    sort === 'createdAt'
      ? key.createdAt.getTime()
      : sort === 'amount'
        ? key.amountMinor
        : sort === 'status'
          ? key.status
          : key.currency;
  const [left, right] = [pick(a), pick(b)];
  if (left < right) return -1;
  if (left > right) return 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * One page of the queue from the sources' own first pages: each was asked for its first
 * offset + limit rows in the same order, so the merged page is exact (as SQL would order it:
 * the column, then the id, both in the requested direction).
 */
export function mergedPage(
  lists: readonly ReviewItem[][],
  sort: ReviewSort,
  page: { offset: number; limit: number },
): ReviewItem[] {
  const direction = sort.order === 'asc' ? 1 : -1;
  return lists
    .flat()
    .sort((a, b) => direction * compareValues(a.key, b.key, sort.sort))
    .slice(page.offset, page.offset + page.limit);
}
