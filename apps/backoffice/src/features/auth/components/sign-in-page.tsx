import { zodResolver } from '@hookform/resolvers/zod';
import { ZStaffLoginRequest, type StaffLoginRequest } from '@wheelhouse/contracts/admin';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-error';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useStaffLogin } from '../api/login';

const FIELDS = ['email', 'password'] as const;

export function SignInPage() {
  const { t } = useTranslation();
  const login = useStaffLogin();
  const form = useForm<StaffLoginRequest>({
    resolver: zodResolver(ZStaffLoginRequest, { error: zodIssueMessage }),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, FIELDS))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({
            key: isApiError(error) ? `errors.${error.detail}` : 'errors.generic',
          }),
        });
    }
  });

  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <form
        onSubmit={submit}
        noValidate
        data-testid="sign-in-form"
        className="flex w-full max-w-sm flex-col gap-4 rounded-lg border border-slate-800 bg-slate-900 p-6"
      >
        <div>
          <h1 className="text-lg font-semibold">{t('auth.title')}</h1>
          <p className="text-sm text-slate-400">{t('auth.subtitle')}</p>
        </div>
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
    </main>
  );
}
