import type { ColumnDef } from '@tanstack/react-table';
import type { StaffMember } from '@wheelhouse/contracts/admin-staff';
import { STAFF_ROLES, ZStaffRole } from '@wheelhouse/contracts/staff';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/ui/filters';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useStaffList } from '../api/list-staff';
import { StaffForm } from './staff-form';
import {
  RoleToggles,
  SecondFactorBadge,
  StaffMemberActions,
  StaffStatusBadge,
} from './staff-member-actions';

const FILTERS = ['search', 'role'] as const;

/** Staff accounts (admin): roles, disabling, a lost authenticator reset, new members. */
export default function StaffPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const role = ZStaffRole.safeParse(params.filters.role).data;
  const staff = useStaffList({
    search: params.filters.search,
    role,
    offset: params.offset,
    limit: params.limit,
  });
  const columns = useMemo<ColumnDef<StaffMember, unknown>[]>(
    () => [
      {
        id: 'email',
        header: t('auth.email'),
        cell: ({ row }) => (
          <Link
            to={`/staff/${row.original.id}`}
            className="break-all text-amber-300 hover:underline"
            data-testid="staff-link"
          >
            {row.original.email}
          </Link>
        ),
      },
      {
        id: 'roles',
        header: t('staff.roles'),
        cell: ({ row }) => <RoleToggles member={row.original} />,
      },
      {
        id: 'secondFactor',
        header: t('staff.second_factor'),
        cell: ({ row }) => <SecondFactorBadge member={row.original} />,
      },
      {
        id: 'status',
        header: t('common.status'),
        cell: ({ row }) => <StaffStatusBadge member={row.original} />,
      },
      {
        id: 'createdAt',
        header: t('common.created'),
        cell: ({ row }) => formatDateTime(row.original.createdAt),
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => <StaffMemberActions member={row.original} />,
      },
    ],
    [t],
  );
  return (
    <section className="flex flex-col gap-6">
      <div>
        <PageHeader title={t('nav.staff')} />
        <FilterBar>
          <SearchFilter
            label={t('staff.search')}
            value={params.filters.search}
            onChange={(value) => params.setFilter('search', value)}
          />
          <SelectFilter
            label={t('staff.roles')}
            value={role}
            onChange={(value) => params.setFilter('role', value)}
            options={STAFF_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
          />
        </FilterBar>
        <DataTable
          caption={t('nav.staff')}
          columns={columns}
          data={staff.data?.data}
          meta={staff.data?.meta}
          params={params}
          isLoading={staff.isPending}
          error={staff.error}
          onRetry={() => void staff.refetch()}
          rowId={(row) => String(row.id)}
          testId="staff-table"
        />
      </div>
      <section aria-labelledby="new-staff" className="rounded-lg border border-slate-800 p-4">
        <h2 id="new-staff" className="mb-3 font-semibold">
          {t('staff.new')}
        </h2>
        <StaffForm />
      </section>
    </section>
  );
}
