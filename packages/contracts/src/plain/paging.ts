// Zod-free: the player app's first load imports this without zod (issue 12). Its namesake in the
// parent folder re-exports it next to the schemas.
import type { PageMeta } from '../paging';

export const DEFAULT_PAGE_LIMIT = 30;

/** Shell spec §4 "Shared paging": the next offset, or undefined when there is no next page. */
export function nextPageOffset(meta: PageMeta | undefined | null): number | undefined {
  if (!meta) return undefined;
  return meta.offset + meta.limit < meta.total ? meta.offset + meta.limit : undefined;
}
