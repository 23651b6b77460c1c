import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MAX, PASSWORD_MIN } from '@wheelhouse/contracts/auth';
import { AlertBox } from '../../../components/ui/alert-box';
import { securityErrorMessage } from '../../../lib/security-locale';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useResetPassword } from '../api/reset-password';
import { CredentialField } from './credential-field';

/** /reset-password?token=…: the mailed link's page, where the player sets a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const localized = useLocalizedPath();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reset.isPending || !password) return;
    reset.mutate({ token, password });
  }

  return (
    <div data-testid="reset-password-page" className="mx-auto flex w-full max-w-md flex-col gap-4">
      <h1 className="text-2xl font-bold text-white">{t('security.reset.title')}</h1>
      {!/^[A-Za-z0-9_-]{43}$/.test(token) ? (
        <AlertBox variant="warning">{t('security.reset.missing_token')}</AlertBox>
      ) : reset.isSuccess ? (
        <>
          <AlertBox variant="success" testId="reset-done">
            {t('security.reset.done')}
          </AlertBox>
          <Link
            to={localized('/?auth=login')}
            className="self-start rounded-xl bg-amber-400 px-4 py-2.5 font-semibold text-slate-950 hover:bg-amber-300"
          >
            {t('security.reset.sign_in')}
          </Link>
        </>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <CredentialField
            kind="password"
            label={t('security.reset.password')}
            value={password}
            onChange={setPassword}
            hint={t('auth.register.password_hint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
            autoComplete="new-password"
            autoFocus
          />
          {reset.isError ? (
            <AlertBox variant="warning" role="alert" testId="reset-error">
              {securityErrorMessage(t, reset.error)}
            </AlertBox>
          ) : null}
          <button
            type="submit"
            data-testid="reset-submit"
            aria-disabled={reset.isPending || undefined}
            className="rounded-xl bg-amber-400 px-4 py-3 font-semibold text-slate-950 hover:bg-amber-300 aria-disabled:opacity-60"
          >
            {reset.isPending ? t('auth.submitting') : t('security.reset.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
