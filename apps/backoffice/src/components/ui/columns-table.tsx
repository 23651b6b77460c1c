import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';

/**
 * A list the server sends whole, drawn from TanStack Table columns (ListTable takes a row renderer
 * instead; DataTable pages on the server): a screen-reader caption, the header row and the rows,
 * scrolling sideways inside its frame below `minWidth` (a Tailwind min-w class), never the page.
 * `totalsRow` sets the last row in bold.
 */
export function ColumnsTable<T>({
  columns,
  rows,
  rowId,
  caption,
  testId,
  minWidth,
  totalsRow = false,
}: {
  columns: ColumnDef<T, unknown>[];
  rows: T[];
  rowId: (row: T) => string;
  caption: string;
  testId: string;
  minWidth: string;
  totalsRow?: boolean;
}) {
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
  });
  return (
    // relative: keeps screen-reader-only text in a cell inside the sideways scroll (see DataTable).
    <div className="relative overflow-x-auto rounded-md border border-slate-800">
      <table className={`w-full ${minWidth} text-left text-sm`} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-900 text-xs text-slate-400">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 font-medium">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row, index, all) => (
            <tr
              key={row.id}
              className={`border-t border-slate-800 ${totalsRow && index === all.length - 1 ? 'font-semibold' : ''}`}
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
    </div>
  );
}
