import { isSerialId } from '@wheelhouse/contracts/params';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ItemStates } from '../../../components/ui/item-states';
import { FactList } from '../../../components/ui/fact-list';
import { formatDateTime } from '../../../lib/format';
import { useStaffMember } from '../api/staff-member';
import {
  RoleToggles,
  SecondFactorBadge,
  StaffMemberActions,
  StaffStatusBadge,
} from './staff-member-actions';

/**
 * /staff/{id}: one staff member loaded by id, to link to, with the same changes the staff list
 * offers for them (roles, disabling, a second-factor reset).
 */
export default function StaffMemberPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id && isSerialId(params.id) ? Number(params.id) : undefined;
  const member = useStaffMember(id ?? 0, id !== undefined);
  const back = (
    <Link to="/staff" className="text-sm text-slate-400 hover:text-slate-200">
      ← {t('nav.staff')}
    </Link>
  );
  return (
    <ItemStates
      query={member}
      validId={id !== undefined}
      back={back}
      notFoundText={t('staff.not_found')}
      notFoundTestId="staff-member-not-found"
    >
      {(m) => {
        const facts: [string, ReactNode][] = [
          [t('auth.email'), m.email],
          [t('staff.roles'), <RoleToggles key="roles" member={m} />],
          [t('staff.second_factor'), <SecondFactorBadge key="factor" member={m} />],
          [t('common.status'), <StaffStatusBadge key="status" member={m} />],
          [t('common.created'), formatDateTime(m.createdAt, true)],
        ];
        return (
          <section className="flex flex-col gap-4" data-testid="staff-member-page">
            {back}
            <PageHeader title={t('staff.member_title', { id: m.id })} />
            <FactList facts={facts} testId="staff-member-facts" className="max-w-3xl" />
            <StaffMemberActions member={m} />
          </section>
        );
      }}
    </ItemStates>
  );
}
