import type { StaffRole } from '@wheelhouse/contracts/staff';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasRole } from '../lib/roles';
import { useStaff } from '../lib/staff';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <section data-testid="forbidden-page" className="mx-auto max-w-md py-16 text-center">
      <h1 className="mb-2 text-xl font-semibold">{t('forbidden.title')}</h1>
      <p className="mb-6 text-sm text-slate-400">{t('forbidden.text')}</p>
      <Link to="/" className="text-amber-400 underline">
        {t('forbidden.home')}
      </Link>
    </section>
  );
}

/** The page, or the forbidden page for staff whose roles the server would refuse. */
export function RequireRole({
  roles,
  children,
}: {
  roles: readonly StaffRole[];
  children: ReactNode;
}) {
  const staff = useStaff();
  return hasRole(staff.roles, roles) ? children : <ForbiddenPage />;
}
