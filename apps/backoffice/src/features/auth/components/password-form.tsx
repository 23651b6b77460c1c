import { zodResolver } from '@hookform/resolvers/zod';
import { ZStaffLoginRequest, type StaffLoginRequest } from '@wheelhouse/contracts/admin';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-error';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useStaffLogin } from '../api/login';
import type { CodeStep } from './code-form';

const FIELDS = ['email', 'password'] as const;

export function serverErrorMessage(error: unknown): string {
  return encodeMessage({ key: isApiError(error) ? `errors.${error.detail}` : 'errors.generic' });
}

export function PasswordForm({
  onSignedIn,
  onCodeNeeded,
}: {
  onSignedIn: () => void;
  onCodeNeeded: (step: CodeStep) => void;
}) {
  const { t } = useTranslation();
  const login = useStaffLogin();
  const form = useForm<StaffLoginRequest>({
    resolver: zodResolver(ZStaffLoginRequest, { error: zodIssueMessage }),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await login.mutateAsync(values);
      if (answer.status === 'signed_in') onSignedIn();
      else
        onCodeNeeded({
          challenge: answer.challenge,
          enrolment:
            answer.status === 'enrolment_required'
              ? { otpauthUri: answer.otpauthUri, secret: answer.secret }
              : undefined,
        });
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, FIELDS))
        form.setError('root.server', { type: 'server', message: serverErrorMessage(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="sign-in-form" className="flex flex-col gap-4">
      <Field label={t('auth.email')} error={errors.email?.message}>
        <input
          type="email"
          autoComplete="username"
          className={inputClass}
          data-testid="sign-in-email"
          {...form.register('email')}
        />
      </Field>
      <Field label={t('auth.password')} error={errors.password?.message}>
        <input
          type="password"
          autoComplete="current-password"
          className={inputClass}
          data-testid="sign-in-password"
          {...form.register('password')}
        />
      </Field>
      <FieldMessage message={errors.root?.server?.message} />
      <Button type="submit" variant="primary" busy={login.isPending} data-testid="sign-in-submit">
        {t('auth.submit')}
      </Button>
    </form>
  );
}
