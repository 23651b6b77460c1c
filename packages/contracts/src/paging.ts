import { z } from 'zod';

export { DEFAULT_PAGE_LIMIT, nextPageOffset } from './plain/paging';

export const ZPageMeta = z.object({
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type PageMeta = z.infer<typeof ZPageMeta>;

export const ZSortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof ZSortOrder>;

/**
 * The `sort` and `order` query parameters of a staff list: only the named columns (the server
 * keeps an index-friendly whitelist), with the list's default order when absent.
 */
export function sortParams<const C extends readonly [string, ...string[]]>(
  columns: C,
  defaults: { sort: C[number]; order: SortOrder },
) {
  return {
    sort: z
      .enum(columns)
      .default(defaults.sort as never)
      .describe(`Sort column: ${columns.join(', ')} (default ${defaults.sort})`),
    order: ZSortOrder.default(defaults.order).describe(`Direction (default ${defaults.order})`),
  };
}
