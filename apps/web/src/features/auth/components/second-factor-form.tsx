import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/ui/alert-box';
import { securityErrorMessage } from '../../../lib/security-locale';

/** The sign-in's second step: an authenticator code or a recovery code. */
export function SecondFactorForm({
  onSubmit,
  onBack,
}: {
  onSubmit: (code: string) => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting || code.trim().length < 6) return;
    setSubmitting(true);
    setError(null);
    try {
      await onSubmit(code.trim());
    } catch (failure) {
      setError(securityErrorMessage(t, failure));
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="-mt-2 text-sm text-slate-400">{t('security.sign_in.code_lead')}</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-300">
          {t('security.sign_in.code')}
        </label>
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode="text"
          spellCheck={false}
          data-autofocus=""
          data-testid="signin-code"
          className="w-full rounded-xl border border-slate-700 bg-slate-950 px-3 py-2.5 font-mono text-base text-white focus:border-amber-400"
        />
      </div>
      {error ? (
        <AlertBox variant="warning" role="alert" testId="auth-error">
          {error}
        </AlertBox>
      ) : null}
      <button
        type="submit"
        data-testid="signin-code-submit"
        aria-disabled={submitting || undefined}
        className="rounded-xl bg-amber-400 px-4 py-3 font-semibold text-slate-950 hover:bg-amber-300 aria-disabled:opacity-60"
      >
        {submitting ? t('auth.submitting') : t('security.sign_in.submit')}
      </button>
      <button type="button" onClick={onBack} className="text-sm text-slate-300 hover:underline">
        {t('security.sign_in.back')}
      </button>
    </form>
  );
}
