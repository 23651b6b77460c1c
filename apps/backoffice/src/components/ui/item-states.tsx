import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api-error';
import { Empty, ErrorState, Loading } from './states';

/**
 * The states of a page about one item loaded by the id in its address: not found (an address that
 * is no id, or a 404), loading, an error with a retry, else the item itself. The link back to the
 * list stays above every state but loading.
 */
export function ItemStates<T>({
  query,
  validId,
  back,
  notFoundText,
  notFoundTestId,
  children,
}: {
  query: UseQueryResult<T>;
  validId: boolean;
  back: ReactNode;
  notFoundText: string;
  notFoundTestId: string;
  children: (item: T) => ReactNode;
}) {
  const notFound =
    !validId || (query.isError && isApiError(query.error) && query.error.status === 404);
  if (notFound)
    return (
      <section className="flex flex-col gap-4" data-testid={notFoundTestId}>
        {back}
        <Empty text={notFoundText} />
      </section>
    );
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <section className="flex flex-col gap-4">
        {back}
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </section>
    );
  return children(query.data);
}
