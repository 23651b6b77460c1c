import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/ui/alert-box';
import { securityErrorMessage } from '../../../lib/security-locale';
import { useForgotPassword } from '../api/forgot-password';
import { CredentialField } from './credential-field';

/** Ask for a reset link; the answer is the same whether the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (forgot.isPending || !email.trim()) return;
    forgot.mutate(email.trim());
  }

  if (forgot.isSuccess)
    return (
      <div className="flex flex-col gap-4">
        <AlertBox variant="success" testId="forgot-sent">
          {t('security.forgot.sent', { email: forgot.variables })}
        </AlertBox>
        <button
          type="button"
          onClick={onBack}
          className="font-semibold text-amber-400 hover:underline"
        >
          {t('security.forgot.back')}
        </button>
      </div>
    );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="-mt-2 text-sm text-slate-400">{t('security.forgot.lead')}</p>
      <CredentialField
        kind="email"
        label={t('security.forgot.email')}
        value={email}
        onChange={setEmail}
        autoComplete="email"
        autoFocus
      />
      {forgot.isError ? (
        <AlertBox variant="warning" role="alert" testId="auth-error">
          {securityErrorMessage(t, forgot.error)}
        </AlertBox>
      ) : null}
      <button
        type="submit"
        data-testid="forgot-submit"
        aria-disabled={forgot.isPending || undefined}
        className="rounded-xl bg-amber-400 px-4 py-3 font-semibold text-slate-950 hover:bg-amber-300 aria-disabled:opacity-60"
      >
        {forgot.isPending ? t('auth.submitting') : t('security.forgot.submit')}
      </button>
      <button type="button" onClick={onBack} className="text-sm text-slate-300 hover:underline">
        {t('security.forgot.back')}
      </button>
    </form>
  );
}
