import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import type { PageMeta } from '@wheelhouse/contracts/paging';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type ListParams } from '../../lib/list-params';
import { Button } from './button';
import { Empty, ErrorState, Loading } from './states';

export interface DataTableProps<T, F extends string> {
  columns: ColumnDef<T, unknown>[];
  data: T[] | undefined;
  meta: PageMeta | undefined;
  params: ListParams<F>;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  rowId: (row: T) => string;
  caption: string;
  /** Columns the server can sort by; others show no sort control. */
  sortable?: readonly string[];
  testId?: string;
}

/**
 * A server-side table: the server pages, sorts and filters; the page, page size and sort live in
 * the address (useListParams). Below 768 px it scrolls sideways inside its frame, never the page.
 */
export function DataTable<T, F extends string>({
  columns,
  data,
  meta,
  params,
  isLoading,
  error,
  onRetry,
  rowId,
  caption,
  sortable = [],
  testId,
}: DataTableProps<T, F>) {
  const { t } = useTranslation();
  const sorting: SortingState = params.sort ? [params.sort] : [];
  const table = useReactTable({
    data: data ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: meta?.total ?? 0,
    state: {
      sorting,
      pagination: { pageIndex: Math.floor(params.offset / params.limit), pageSize: params.limit },
    },
    enableSortingRemoval: true,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      params.setSort(next[0]);
    },
  });

  if (error && !data) return <ErrorState error={error} onRetry={onRetry} />;
  if (isLoading && !data) return <Loading />;

  const total = meta?.total ?? 0;
  const shown = data?.length ?? 0;
  // A page past the end (an old link, rows deleted since) shows 0–0 and keeps "Previous".
  const from = shown === 0 ? 0 : params.offset + 1;
  const to = shown === 0 ? 0 : params.offset + shown;
  const hasPrevious = params.offset > 0;
  const hasNext = params.offset + params.limit < total;

  return (
    <div className="flex flex-col gap-3" data-testid={testId}>
      {/* relative: screen-reader-only text in a cell is absolutely placed; without a positioned
          frame it escapes the sideways scroll and widens the whole page at 390 px. */}
      <div className="relative overflow-x-auto rounded-lg border border-slate-800">
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-900 text-xs uppercase tracking-wide text-slate-400">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const canSort = sortable.includes(header.column.id);
                  const id = header.column.id;
                  const direction =
                    params.sort?.id === id ? (params.sort.desc ? 'desc' : 'asc') : false;
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-3 py-2 font-medium"
                      aria-sort={
                        direction === 'asc'
                          ? 'ascending'
                          : direction === 'desc'
                            ? 'descending'
                            : canSort
                              ? 'none'
                              : undefined
                      }
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 uppercase hover:text-slate-100"
                          // Ascending, descending, then the server's default: the same cycle for
                          // every column, whether or not its cells have an accessor.
                          onClick={() =>
                            params.setSort(
                              direction === false
                                ? { id, desc: false }
                                : direction === 'asc'
                                  ? { id, desc: true }
                                  : undefined,
                            )
                          }
                        >
                          {label}
                          <span aria-hidden>
                            {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                data-testid="table-row"
                data-id={row.id}
                className="border-t border-slate-800 hover:bg-slate-900/60"
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2 align-top">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {shown === 0 && <Empty />}
      </div>
      {error ? <ErrorState error={error} onRetry={onRetry} /> : null}
      <nav
        aria-label={t('table.paging')}
        className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-400"
      >
        <span data-testid="table-range">{t('table.range', { from, to, total })}</span>
        <div className="flex items-center gap-2">
          <label className="flex items-center gap-2">
            {t('table.page_size')}
            <select
              className="rounded-md border border-slate-700 bg-slate-950 px-2 py-1"
              value={params.limit}
              onChange={(event) => params.setPage(0, Number(event.target.value))}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <Button
            disabled={!hasPrevious}
            onClick={() => params.setPage(Math.max(0, params.offset - params.limit))}
          >
            {t('table.previous')}
          </Button>
          <Button disabled={!hasNext} onClick={() => params.setPage(params.offset + params.limit)}>
            {t('table.next')}
          </Button>
        </div>
      </nav>
    </div>
  );
}
