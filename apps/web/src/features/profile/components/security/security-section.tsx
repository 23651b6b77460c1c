import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../../components/ui/skeleton';
import '../../../../lib/security-locale';
import { useSecurityStatus } from '../../api/security/get-security-status';
import { EmailPanel } from './email-panel';
import { LoadFailed } from './load-failed';
import { PasswordPanel } from './password-panel';
import { SessionsPanel } from './sessions-panel';
import { SignInHistory } from './sign-in-history';
import { TwoFactorPanel } from './two-factor-panel';

/** The profile's "Security" section: e-mail, password, second factor, sessions, sign-ins. */
export function SecuritySection() {
  const { t } = useTranslation();
  const status = useSecurityStatus();
  return (
    <section
      data-testid="security-section"
      className="flex flex-col gap-4"
      aria-labelledby="security-title"
    >
      <h2 id="security-title" className="text-lg font-semibold text-white">
        {t('security.title')}
      </h2>
      {status.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <span className="sr-only">{t('security.loading')}</span>
          <Skeleton className="h-28" />
          <Skeleton className="h-40" />
        </div>
      ) : status.isError ? (
        <LoadFailed error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <>
          <EmailPanel status={status.data} />
          <PasswordPanel />
          <TwoFactorPanel status={status.data} />
        </>
      )}
      <SessionsPanel />
      <SignInHistory />
    </section>
  );
}

export default SecuritySection;
