import { z } from 'zod';

export const DEFAULT_PAGE_LIMIT = 30;

export const ZPageMeta = z.object({
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type PageMeta = z.infer<typeof ZPageMeta>;

/** Shell spec §4 "Shared paging": the next offset, or undefined when there is no next page. */
export function nextPageOffset(meta: PageMeta | undefined | null): number | undefined {
  if (!meta) return undefined;
  return meta.offset + meta.limit < meta.total ? meta.offset + meta.limit : undefined;
}
