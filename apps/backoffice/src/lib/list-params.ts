import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const DEFAULT_LIMIT = 30;
const LIMITS = [10, 30, 50, 100];

export interface SortState {
  id: string;
  desc: boolean;
}

export interface ListParams<F extends string> {
  offset: number;
  limit: number;
  sort: SortState | undefined;
  filters: Record<F, string | undefined>;
  setPage(offset: number, limit?: number): void;
  setSort(sort: SortState | undefined): void;
  /** Changing a filter starts again at the first page. */
  setFilter(name: F, value: string | undefined): void;
}

function intParam(value: string | null, fallback: number, allowed?: number[]): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) return fallback;
  if (allowed && !allowed.includes(parsed)) return fallback;
  return parsed;
}

/**
 * A list's paging, sorting and filters live in the address (`?offset=30&limit=30&sort=createdAt.desc
 * &status=pending`), so a reload, the back button and a shared link show the same page. Paging and
 * sorting push a history entry; a filter replaces nothing else but the offset.
 */
export function useListParams<F extends string>(filterNames: readonly F[]): ListParams<F> {
  const [search, setSearch] = useSearchParams();
  const offset = intParam(search.get('offset'), 0);
  const limit = intParam(search.get('limit'), DEFAULT_LIMIT, LIMITS);
  const sortParam = search.get('sort');
  const namesKey = filterNames.join(',');

  const sort = useMemo<SortState | undefined>(() => {
    const match = sortParam ? /^([A-Za-z][\w-]{0,63})\.(asc|desc)$/.exec(sortParam) : null;
    return match ? { id: match[1]!, desc: match[2] === 'desc' } : undefined;
  }, [sortParam]);

  const filters = useMemo(() => {
    const values = {} as Record<F, string | undefined>;
    for (const name of namesKey.split(',') as F[]) values[name] = search.get(name) || undefined;
    return values;
  }, [search, namesKey]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setSearch],
  );

  return {
    offset,
    limit,
    sort,
    filters,
    setPage: (nextOffset, nextLimit) =>
      update((next) => {
        if (nextOffset > 0) next.set('offset', String(nextOffset));
        else next.delete('offset');
        if (nextLimit !== undefined) {
          if (nextLimit === DEFAULT_LIMIT) next.delete('limit');
          else next.set('limit', String(nextLimit));
        }
      }),
    setSort: (nextSort) =>
      update((next) => {
        if (nextSort) next.set('sort', `${nextSort.id}.${nextSort.desc ? 'desc' : 'asc'}`);
        else next.delete('sort');
        next.delete('offset');
      }),
    setFilter: (name, value) =>
      update((next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('offset');
      }),
  };
}

export const PAGE_SIZES = LIMITS;

/**
 * The `sort` and `order` query parameters for the server, from the address's sort state; a
 * column the server does not sort by (an old link) sends nothing, so the default order applies.
 */
export function serverSort<C extends string>(
  sort: SortState | undefined,
  columns: readonly C[],
): { sort?: C; order?: 'asc' | 'desc' } {
  if (!sort || !(columns as readonly string[]).includes(sort.id)) return {};
  return { sort: sort.id as C, order: sort.desc ? 'desc' : 'asc' };
}
