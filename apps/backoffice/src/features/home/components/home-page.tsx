import { useTranslation } from 'react-i18next';
import { useStaff } from '../../../lib/staff';

/** The landing page after sign-in: who is signed in and with which roles. */
export default function HomePage() {
  const { t } = useTranslation();
  const staff = useStaff();
  return (
    <section data-testid="home-page">
      <h1 className="mb-2 text-xl font-semibold">{t('home.title', { email: staff.email })}</h1>
      <p className="text-sm text-slate-400">
        {t('home.roles', { roles: staff.roles.map((role) => t(`roles.${role}`)).join(', ') })}
      </p>
      <p className="mt-4 text-sm text-slate-400">{t('home.hint')}</p>
    </section>
  );
}
