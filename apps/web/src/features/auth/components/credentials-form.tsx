import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@wheelhouse/contracts/auth';
import { AlertBox } from '../../../components/ui/alert-box';
import { isApiError } from '../../../lib/api-error';
import { errorMessage, fieldErrorMessage } from '../../../lib/error-message';
import {
  hasErrors,
  validateCredentials,
  type CredentialErrors,
  type CredentialField,
} from '../model/validate-credentials';
import { CredentialField as Field } from './credential-field';

interface CredentialsFormProps {
  mode: 'login' | 'register';
  submitLabel: string;
  onSubmit: (credentials: { email: string; password: string }) => Promise<unknown>;
  footer: ReactNode;
}

const FIELDS: CredentialField[] = ['email', 'password'];

/** Email and password with client checks first, then the server's field and general errors. */
export function CredentialsForm({ mode, submitLabel, onSubmit, footer }: CredentialsFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<CredentialErrors>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function edit(field: CredentialField, value: string) {
    if (field === 'email') setEmail(value);
    else setPassword(value);
    setFieldErrors(({ [field]: _edited, ...others }) => others);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setGeneralError(null);
    const clientErrors = validateCredentials({ email, password });
    setFieldErrors(clientErrors);
    if (hasErrors(clientErrors)) return;

    setSubmitting(true);
    try {
      await onSubmit({ email: email.trim(), password });
    } catch (error) {
      const serverFieldErrors: CredentialErrors = {};
      if (isApiError(error)) {
        for (const field of FIELDS) {
          const fieldError = error.fields[field];
          if (fieldError) serverFieldErrors[field] = fieldError;
        }
      }
      setFieldErrors(serverFieldErrors);
      if (!hasErrors(serverFieldErrors)) setGeneralError(errorMessage(t, error));
      setSubmitting(false);
    }
  }

  const messageFor = (field: CredentialField) => {
    const error = fieldErrors[field];
    return error ? fieldErrorMessage(t, error) : undefined;
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field
        kind="email"
        label={t('auth.email')}
        value={email}
        onChange={(value) => edit('email', value)}
        error={messageFor('email')}
        autoComplete="email"
        autoFocus
      />
      <Field
        kind="password"
        label={t('auth.password')}
        value={password}
        onChange={(value) => edit('password', value)}
        error={messageFor('password')}
        hint={
          mode === 'register'
            ? t('auth.register.password_hint', { min: PASSWORD_MIN, max: PASSWORD_MAX })
            : undefined
        }
        autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
      />
      {generalError ? (
        <AlertBox variant="warning" role="alert" testId="auth-error">
          {generalError}
        </AlertBox>
      ) : null}
      <button
        type="submit"
        data-testid="auth-submit"
        aria-disabled={submitting || undefined}
        className="rounded-xl bg-amber-400 px-4 py-3 font-semibold text-slate-950 hover:bg-amber-300 aria-disabled:opacity-60"
      >
        {submitting ? t('auth.submitting') : submitLabel}
      </button>
      <div className="text-center text-sm text-slate-400">{footer}</div>
    </form>
  );
}
