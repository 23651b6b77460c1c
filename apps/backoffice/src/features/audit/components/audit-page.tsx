import type { ColumnDef } from '@tanstack/react-table';
import type { AuditEntry } from '@wheelhouse/contracts/admin-audit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { inputClass } from '../../../components/ui/field';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/ui/filters';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/format';
import { serverSort, useListParams } from '../../../lib/list-params';
import { useAuditFacets } from '../api/audit-facets';
import { useAuditLog } from '../api/audit-log';

const FILTERS = ['staffId', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

/** A datetime-local value ("2030-01-01T10:00") as an ISO instant in the browser's zone. */
function toInstant(local: string | undefined): string | undefined {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function TimeFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-300">
      {label}
      <input
        type="datetime-local"
        className={inputClass}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </label>
  );
}

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-slate-500">—</span>;
  return (
    <pre className="max-h-40 max-w-xs overflow-auto whitespace-pre-wrap break-all rounded bg-slate-900 p-2 text-xs">
      {JSON.stringify(value, null, 1)}
    </pre>
  );
}

/** Columns the server sorts by (AUDIT_SORT); newest first by default. */
const SORTABLE = ['createdAt', 'action'] as const;

/** Who changed what and when; admins see everyone's changes, other staff their own. */
export default function AuditPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const { filters } = params;
  const staffId = Number(filters.staffId);
  const log = useAuditLog({
    staffId: Number.isInteger(staffId) && staffId > 0 ? staffId : undefined,
    action: filters.action,
    targetType: filters.targetType,
    targetId: filters.targetId,
    from: toInstant(filters.from),
    to: toInstant(filters.to),
    ...serverSort(params.sort, SORTABLE),
    offset: params.offset,
    limit: params.limit,
  });
  const facets = useAuditFacets();
  const columns = useMemo<ColumnDef<AuditEntry, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('audit.when'),
        cell: ({ row }) => formatDateTime(row.original.createdAt, true),
      },
      {
        id: 'staff',
        header: t('audit.staff'),
        cell: ({ row }) => row.original.staffEmail ?? `#${row.original.staffId ?? '—'}`,
      },
      { id: 'action', header: t('audit.action'), accessorKey: 'action' },
      {
        id: 'target',
        header: t('audit.target'),
        cell: ({ row }) => (
          <span className="break-all font-mono text-xs">
            {row.original.targetType} · {row.original.targetId}
          </span>
        ),
      },
      {
        id: 'before',
        header: t('audit.before'),
        cell: ({ row }) => <Json value={row.original.before} />,
      },
      {
        id: 'after',
        header: t('audit.after'),
        cell: ({ row }) => <Json value={row.original.after} />,
      },
    ],
    [t],
  );
  return (
    <section>
      <PageHeader title={t('nav.audit')} />
      <FilterBar>
        <SelectFilter
          label={t('audit.action')}
          value={filters.action}
          onChange={(value) => params.setFilter('action', value)}
          options={(facets.data?.actions ?? []).map((value) => ({ value, label: value }))}
        />
        <SelectFilter
          label={t('audit.target_type')}
          value={filters.targetType}
          onChange={(value) => params.setFilter('targetType', value)}
          options={(facets.data?.targetTypes ?? []).map((value) => ({ value, label: value }))}
        />
        <SearchFilter
          label={t('audit.target_id')}
          value={filters.targetId}
          onChange={(value) => params.setFilter('targetId', value)}
        />
        <SearchFilter
          label={t('audit.staff_id')}
          value={filters.staffId}
          onChange={(value) => params.setFilter('staffId', value)}
        />
        <TimeFilter
          label={t('audit.from')}
          value={filters.from}
          onChange={(value) => params.setFilter('from', value)}
        />
        <TimeFilter
          label={t('audit.to')}
          value={filters.to}
          onChange={(value) => params.setFilter('to', value)}
        />
      </FilterBar>
      <DataTable
        caption={t('nav.audit')}
        columns={columns}
        data={log.data?.data}
        meta={log.data?.meta}
        params={params}
        isLoading={log.isPending}
        error={log.error}
        onRetry={() => void log.refetch()}
        rowId={(row) => row.id}
        sortable={SORTABLE}
        testId="audit-table"
      />
    </section>
  );
}
