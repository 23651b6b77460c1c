import type { StaffMember } from '@wheelhouse/contracts/admin-staff';
import { STAFF_ROLES, type StaffRole } from '@wheelhouse/contracts/staff';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { useStaff } from '../../../lib/staff';
import { useResetSecondFactor } from '../api/reset-second-factor';
import { useSetStaffDisabled } from '../api/set-staff-disabled';
import { useSetStaffRoles } from '../api/set-staff-roles';

/** A member's roles as checkboxes: each change replaces the roles at once (never none). */
export function RoleToggles({ member }: { member: StaffMember }) {
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

export function SecondFactorBadge({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  return member.secondFactorEnrolled ? (
    <Badge tone="good">{t('staff.enrolled')}</Badge>
  ) : (
    <Badge tone={member.secondFactorRequired ? 'warn' : 'neutral'}>
      {t(member.secondFactorRequired ? 'staff.required' : 'staff.none')}
    </Badge>
  );
}

export function StaffStatusBadge({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  return (
    <Badge tone={member.disabled ? 'bad' : 'good'}>
      {t(member.disabled ? 'staff.disabled' : 'staff.enabled')}
    </Badge>
  );
}

/**
 * Disable or enable a member and reset a lost authenticator, in the list and on the member's own
 * page; none for the signed-in member's own account (the server refuses a self-lockout).
 */
export function StaffMemberActions({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const me = useStaff();
  const setDisabled = useSetStaffDisabled();
  const reset = useResetSecondFactor();
  if (member.id === me.id) return null;
  const done = {
    onSuccess: () => toast.success(t('common.saved')),
    onError: (error: unknown) => toast.error(errorMessage(t, error)),
  };
  return (
    <div className="flex flex-wrap gap-2" data-testid="staff-member-actions">
      <Button
        variant={member.disabled ? 'secondary' : 'danger'}
        busy={setDisabled.isPending}
        onClick={() => setDisabled.mutate({ id: member.id, disabled: !member.disabled }, done)}
      >
        {t(member.disabled ? 'staff.enable' : 'staff.disable')}
      </Button>
      {member.secondFactorEnrolled && (
        <Button busy={reset.isPending} onClick={() => reset.mutate(member.id, done)}>
          {t('staff.reset_factor')}
        </Button>
      )}
    </div>
  );
}
