import { zodResolver } from '@hookform/resolvers/zod';
import { ZTotpCode } from '@wheelhouse/contracts/admin';
import { QRCodeSVG } from 'qrcode.react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-error';
import { showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useStaffSecondFactor } from '../api/second-factor';
import { serverErrorMessage } from './password-form';

export interface CodeStep {
  challenge: string;
  /** Set when the member's role needs a second factor they have not set up yet. */
  enrolment?: { otpauthUri: string; secret: string };
}

const ZCodeForm = z.object({ code: ZTotpCode });
type CodeFormValues = z.input<typeof ZCodeForm>;

export function CodeForm({
  step,
  onSignedIn,
  onRestart,
}: {
  step: CodeStep;
  onSignedIn: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const verify = useStaffSecondFactor();
  const form = useForm<CodeFormValues, unknown, z.output<typeof ZCodeForm>>({
    resolver: zodResolver(ZCodeForm, { error: zodIssueMessage }),
    defaultValues: { code: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync({ challenge: step.challenge, code });
      onSignedIn();
    } catch (error) {
      // The challenge lived its time: back to the password.
      if (isApiError(error) && error.status === 401 && error.detail === 'unauthorized') {
        onRestart();
        return;
      }
      if (!showServerFieldErrors(error, form.setError, ['code']))
        form.setError('code', { type: 'server', message: serverErrorMessage(error) });
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="second-factor-form"
      className="flex flex-col gap-4"
    >
      {step.enrolment ? (
        <div className="flex flex-col gap-3 text-sm" data-testid="second-factor-enrolment">
          <p className="text-slate-300">{t('auth.enrol_text')}</p>
          <div className="self-center rounded-md bg-white p-3">
            <QRCodeSVG value={step.enrolment.otpauthUri} size={176} title={t('auth.enrol_qr')} />
          </div>
          <p className="text-slate-400">
            {t('auth.enrol_secret')}{' '}
            <code className="break-all font-mono text-slate-100" data-testid="second-factor-secret">
              {step.enrolment.secret}
            </code>
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-300">{t('auth.code_text')}</p>
      )}
      <Field label={t('auth.code')} error={errors.code?.message}>
        <input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={9}
          className={inputClass}
          data-testid="second-factor-code"
          autoFocus
          {...form.register('code')}
        />
      </Field>
      <FieldMessage message={errors.root?.server?.message} />
      <Button
        type="submit"
        variant="primary"
        busy={verify.isPending}
        data-testid="second-factor-submit"
      >
        {t('auth.verify')}
      </Button>
      <button type="button" onClick={onRestart} className="text-sm text-slate-400 underline">
        {t('auth.restart')}
      </button>
    </form>
  );
}
