import { z } from 'zod';

export { DEFAULT_PAGE_LIMIT, nextPageOffset } from './plain/paging';

export const ZPageMeta = z.object({
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type PageMeta = z.infer<typeof ZPageMeta>;
