import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@wheelhouse/contracts/paging';

/**
 * ORDER BY a whitelisted column, then the row id the same way, so pages never repeat or skip
 * rows that tie on the column.
 */
export function orderOf<K extends string>(
  columns: Record<K, AnyColumn>,
  sort: { sort: K; order: SortOrder },
  id: AnyColumn,
): SQL[] {
  const direction = sort.order === 'asc' ? asc : desc;
  const column = columns[sort.sort];
  return column === id ? [direction(id)] : [direction(column), direction(id)];
}
