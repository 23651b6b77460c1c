import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, ErrorState, Loading } from './states';

/** The cell padding of a ListTable's rows. */
export const listCell = 'px-3 py-2 align-top';

/**
 * A short list the server sends whole (no paging, unlike DataTable): loading, an error with a
 * retry, the empty text, or a table with a screen-reader caption and its header row, the last
 * column holding the row's actions. The page renders each row.
 */
export function ListTable<T>({
  query,
  rows,
  caption,
  headers,
  empty,
  testId,
  renderRow,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  rows: T[] | undefined;
  caption: string;
  headers: string[];
  empty: string;
  testId: string;
  renderRow: (row: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading />;
  if (query.isError || !rows)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return <Empty text={empty} />;
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-800">
      <table className="w-full min-w-[48rem] text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-900 text-xs uppercase tracking-wide text-slate-400">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={listCell}>
                {header}
              </th>
            ))}
            <th scope="col" className={listCell}>
              <span className="sr-only">{t('common.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>{rows.map(renderRow)}</tbody>
      </table>
    </div>
  );
}
