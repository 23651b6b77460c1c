import { zodResolver } from '@hookform/resolvers/zod';
import { ZCreateStaffRequest, type CreateStaffRequest } from '@wheelhouse/contracts/admin-staff';
import { STAFF_ROLES } from '@wheelhouse/contracts/staff';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useCreateStaff } from '../api/create-staff';

const FIELDS = ['email', 'password', 'roles'] as const;

export function StaffForm() {
  const { t } = useTranslation();
  const create = useCreateStaff();
  const form = useForm<CreateStaffRequest>({
    resolver: zodResolver(ZCreateStaffRequest, { error: zodIssueMessage }),
    defaultValues: { email: '', password: '', roles: [] },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      toast.success(t('staff.created'));
      form.reset();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, FIELDS))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-3"
      data-testid="staff-form"
    >
      <Field label={t('auth.email')} error={errors.email?.message}>
        <input type="email" autoComplete="off" className={inputClass} {...form.register('email')} />
      </Field>
      <Field label={t('staff.password')} error={errors.password?.message}>
        <input
          type="password"
          autoComplete="new-password"
          className={inputClass}
          {...form.register('password')}
        />
      </Field>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-xs font-medium text-slate-300">{t('staff.roles')}</legend>
        <div className="flex flex-wrap gap-3">
          {STAFF_ROLES.map((role) => (
            <label key={role} className="flex items-center gap-1 text-sm">
              <input type="checkbox" value={role} {...form.register('roles')} />
              {t(`roles.${role}`)}
            </label>
          ))}
        </div>
        <FieldMessage message={errors.roles?.message ?? errors.roles?.root?.message} />
      </fieldset>
      <div className="sm:col-span-3">
        <FieldMessage message={errors.root?.server?.message} />
        <Button type="submit" variant="primary" busy={isSubmitting}>
          {t('staff.create')}
        </Button>
      </div>
    </form>
  );
}
