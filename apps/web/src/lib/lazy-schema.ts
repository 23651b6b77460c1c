import type { z } from 'zod';

/**
 * A response schema, or a loader of one. The first load carries no zod (issue 12): the fetchers
 * it runs name their schemas as loaders (`() => import('@wheelhouse/contracts/x').then(...)`),
 * and apiRequest starts the load together with the request, so parsing waits for no extra trip.
 */
export type SchemaSource = z.ZodType | (() => Promise<z.ZodType>);

/** Loads once; a failed load (offline, a replaced chunk) is forgotten so the next call retries. */
export function lazySchema<TSchema extends z.ZodType>(
  load: () => Promise<TSchema>,
): () => Promise<TSchema> {
  let pending: Promise<TSchema> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
