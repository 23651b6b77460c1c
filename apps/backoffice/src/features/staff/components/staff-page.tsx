import type { ColumnDef } from '@tanstack/react-table';
import type { StaffMember } from '@wheelhouse/contracts/admin-staff';
import { STAFF_ROLES, ZStaffRole, type StaffRole } from '@wheelhouse/contracts/staff';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/ui/filters';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useStaff } from '../../../lib/staff';
import { useStaffList } from '../api/list-staff';
import { useResetSecondFactor } from '../api/reset-second-factor';
import { useSetStaffDisabled } from '../api/set-staff-disabled';
import { useSetStaffRoles } from '../api/set-staff-roles';
import { StaffForm } from './staff-form';

const FILTERS = ['search', 'role'] as const;

function RoleToggles({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const setRoles = useSetStaffRoles();
  const toggle = (role: StaffRole) => {
    const roles = member.roles.includes(role)
      ? member.roles.filter((candidate) => candidate !== role)
      : [...member.roles, role];
    if (roles.length === 0) return;
    setRoles.mutate(
      { id: member.id, roles },
      {
        onSuccess: () => toast.success(t('common.saved')),
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  };
  return (
    <fieldset className="flex flex-wrap gap-2" aria-label={t('staff.roles')}>
      {STAFF_ROLES.map((role) => (
        <label key={role} className="flex items-center gap-1 text-xs">
          <input
            type="checkbox"
            checked={member.roles.includes(role)}
            disabled={setRoles.isPending}
            onChange={() => toggle(role)}
          />
          {t(`roles.${role}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** Staff accounts (admin): roles, disabling, a lost authenticator reset, new members. */
export default function StaffPage() {
  const { t } = useTranslation();
  const me = useStaff();
  const params = useListParams(FILTERS);
  const role = ZStaffRole.safeParse(params.filters.role).data;
  const staff = useStaffList({
    search: params.filters.search,
    role,
    offset: params.offset,
    limit: params.limit,
  });
  const setDisabled = useSetStaffDisabled();
  const reset = useResetSecondFactor();
  const columns = useMemo<ColumnDef<StaffMember, unknown>[]>(() => {
    const done = {
      onSuccess: () => toast.success(t('common.saved')),
      onError: (error: unknown) => toast.error(errorMessage(t, error)),
    };
    return [
      { id: 'email', header: t('auth.email'), accessorKey: 'email' },
      {
        id: 'roles',
        header: t('staff.roles'),
        cell: ({ row }) => <RoleToggles member={row.original} />,
      },
      {
        id: 'secondFactor',
        header: t('staff.second_factor'),
        cell: ({ row }) =>
          row.original.secondFactorEnrolled ? (
            <Badge tone="good">{t('staff.enrolled')}</Badge>
          ) : (
            <Badge tone={row.original.secondFactorRequired ? 'warn' : 'neutral'}>
              {t(row.original.secondFactorRequired ? 'staff.required' : 'staff.none')}
            </Badge>
          ),
      },
      {
        id: 'status',
        header: t('common.status'),
        cell: ({ row }) => (
          <Badge tone={row.original.disabled ? 'bad' : 'good'}>
            {t(row.original.disabled ? 'staff.disabled' : 'staff.enabled')}
          </Badge>
        ),
      },
      {
        id: 'createdAt',
        header: t('common.created'),
        cell: ({ row }) => formatDateTime(row.original.createdAt),
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) =>
          row.original.id === me.id ? null : (
            <div className="flex flex-wrap gap-2">
              <Button
                variant={row.original.disabled ? 'secondary' : 'danger'}
                onClick={() =>
                  setDisabled.mutate(
                    { id: row.original.id, disabled: !row.original.disabled },
                    done,
                  )
                }
              >
                {t(row.original.disabled ? 'staff.enable' : 'staff.disable')}
              </Button>
              {row.original.secondFactorEnrolled && (
                <Button onClick={() => reset.mutate(row.original.id, done)}>
                  {t('staff.reset_factor')}
                </Button>
              )}
            </div>
          ),
      },
    ];
  }, [t, me.id, setDisabled, reset]);
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
