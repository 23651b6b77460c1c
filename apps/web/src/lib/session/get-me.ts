import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@wheelhouse/contracts/users';
import { apiRequest } from '../api-client';
import { isApiError } from '../api-error';
import { lazySchema } from '../lazy-schema';
import { bearerToken } from './bearer-token';
import { hasSessionHint } from './session-hint';

/** The User schema, loaded with the first request that needs it (lib/lazy-schema.ts). */
export const userSchema = lazySchema(() =>
  import('@wheelhouse/contracts/users').then((m) => m.ZUser),
);

/** GET /api/v1/me: the signed-in player, or null for a guest. Several features read it. */
export const meQueryKey = ['me'] as const;

export async function fetchMe(signal?: AbortSignal): Promise<User | null> {
  if (!hasSessionHint() && !bearerToken()) return null;
  try {
    return await apiRequest('/api/v1/me', { schema: userSchema, signal });
  } catch (error) {
    // A guest is a normal state, not an error; a ban stays an error (the ban page takes over).
    if (isApiError(error) && error.status === 401 && !error.isBanned) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => fetchMe(signal),
  // Refetching an errored query without data makes it pending again, which swaps the app for the
  // loader and remounts every reader; mounting must not refetch, or that would loop.
  retryOnMount: false,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
