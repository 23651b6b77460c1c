import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AlertBox } from '../../../components/ui/alert-box';
import { Spinner } from '../../../components/ui/spinner';
import { securityErrorMessage } from '../../../lib/security-locale';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useVerifyEmail } from '../api/verify-email';

/** /verify-email?token=…: confirms the address as the page opens. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const localized = useLocalizedPath();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const valid = /^[A-Za-z0-9_-]{43}$/.test(token);

  useEffect(() => {
    // Once per page: a link is single use, so a second call would only report it used.
    if (!valid || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, valid, verify]);

  return (
    <div data-testid="verify-email-page" className="mx-auto flex w-full max-w-md flex-col gap-4">
      <h1 className="text-2xl font-bold text-white">{t('security.verify.title')}</h1>
      {!valid ? (
        <AlertBox variant="warning">{t('security.reset.missing_token')}</AlertBox>
      ) : verify.isSuccess ? (
        <>
          <AlertBox variant="success" testId="verify-done">
            {t('security.verify.done')}
          </AlertBox>
          <Link to={localized('/profile')} className="font-semibold text-amber-400 hover:underline">
            {t('security.verify.to_profile')}
          </Link>
        </>
      ) : verify.isError ? (
        <AlertBox variant="warning" role="alert">
          {securityErrorMessage(t, verify.error)}
        </AlertBox>
      ) : (
        <p className="flex items-center gap-2 text-slate-300" aria-busy="true">
          <Spinner size={20} /> {t('security.verify.working')}
        </p>
      )}
    </div>
  );
}
