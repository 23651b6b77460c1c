import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZStaffEnrolmentConfirmRequest,
  type StaffEnrolmentResponse,
} from '@wheelhouse/contracts/admin';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-error';
import { showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useStaff } from '../../../lib/staff';
import { useConfirmStaffEnrolment } from '../api/confirm-enrolment';
import { useStartStaffEnrolment } from '../api/start-enrolment';
import { serverErrorMessage } from './password-form';

type ConfirmValues = z.input<typeof ZStaffEnrolmentConfirmRequest>;

/** The base32 key in groups of four, for typing into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

function EnrolmentForm({
  setup,
  restarting,
  onRestart,
  onCancel,
  onConfirmed,
  onAlreadyEnrolled,
}: {
  setup: StaffEnrolmentResponse;
  restarting: boolean;
  onRestart: () => void;
  onCancel: () => void;
  onConfirmed: () => void;
  onAlreadyEnrolled: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmStaffEnrolment();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<ConfirmValues, unknown, z.output<typeof ZStaffEnrolmentConfirmRequest>>({
    resolver: zodResolver(ZStaffEnrolmentConfirmRequest, { error: zodIssueMessage }),
    defaultValues: { code: '' },
  });
  const { errors } = form.formState;
  const { reset } = form;

  // A new key: the steps are read from the top again, with an empty code box.
  useEffect(() => {
    reset({ code: '' });
    headingRef.current?.focus();
  }, [setup.secret, reset]);

  const submit = form.handleSubmit(async (body) => {
    try {
      await confirm.mutateAsync(body);
      onConfirmed();
    } catch (error) {
      if (isApiError(error) && error.detail === 'second_factor_enrolled') {
        onAlreadyEnrolled(error);
        return;
      }
      if (!showServerFieldErrors(error, form.setError, ['code']))
        form.setError('code', { type: 'server', message: serverErrorMessage(error) });
    }
  });

  return (
    <div className="flex flex-col gap-4" data-testid="enrolment">
      <h3 ref={headingRef} tabIndex={-1} className="font-medium text-slate-100 outline-none">
        {t('account.second_factor.setup_title')}
      </h3>
      <ol className="flex list-decimal flex-col gap-3 pl-5 text-sm text-slate-300">
        <li className="flex flex-col gap-2">
          <span>{t('account.second_factor.step_scan')}</span>
          <div className="w-fit rounded-md bg-white p-3">
            <QRCodeSVG value={setup.otpauthUri} size={176} title={t('account.second_factor.qr')} />
          </div>
        </li>
        <li className="flex flex-col gap-2">
          <span>{t('account.second_factor.step_type')}</span>
          <p>
            <span className="sr-only">{t('account.second_factor.key')}: </span>
            <code
              className="select-all break-all rounded bg-slate-900 px-2 py-1 font-mono text-base tracking-wide text-slate-100"
              data-testid="enrolment-secret"
            >
              {groupSecret(setup.secret)}
            </code>
          </p>
          <details className="text-xs text-slate-400">
            <summary className="cursor-pointer">{t('account.second_factor.uri')}</summary>
            <code className="mt-1 block select-all break-all font-mono" data-testid="enrolment-uri">
              {setup.otpauthUri}
            </code>
          </details>
        </li>
        <li>{t('account.second_factor.step_code')}</li>
      </ol>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3 sm:max-w-xs"
        data-testid="enrolment-form"
      >
        <Field label={t('account.second_factor.code')} error={errors.code?.message}>
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={9}
            className={inputClass}
            data-testid="enrolment-code"
            {...form.register('code')}
          />
        </Field>
        <FieldMessage message={errors.root?.server?.message} />
        <Button type="submit" variant="primary" busy={confirm.isPending}>
          {t('account.second_factor.confirm')}
        </Button>
      </form>
      <p className="text-xs text-slate-500">{t('account.second_factor.new_key_hint')}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onRestart} busy={restarting}>
          {t('account.second_factor.new_key')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('account.second_factor.cancel')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The signed-in member's own account: who they are, and their second factor. Admin and finance
 * must have one (set up at their first sign-in); support and content may opt in here.
 */
export default function AccountSecurityPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const start = useStartStaffEnrolment();
  const [setup, setSetup] = useState<StaffEnrolmentResponse | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const { enrolled, required } = staff.secondFactor;

  useEffect(() => {
    if (confirmed) doneRef.current?.focus();
  }, [confirmed]);

  const begin = () => {
    setRefusal(null);
    start.mutate(undefined, { onSuccess: setSetup });
  };

  return (
    <section className="flex max-w-2xl flex-col gap-4" data-testid="account-security-page">
      <PageHeader title={t('account.title')} />
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="min-w-0 rounded-md bg-slate-900 p-3">
          <dt className="text-xs text-slate-400">{t('account.email')}</dt>
          <dd className="break-all">{staff.email}</dd>
        </div>
        <div className="rounded-md bg-slate-900 p-3">
          <dt className="text-xs text-slate-400">{t('account.roles')}</dt>
          <dd>{staff.roles.map((role) => t(`roles.${role}`)).join(', ')}</dd>
        </div>
      </dl>
      <section
        className="flex flex-col gap-4 rounded-lg border border-slate-800 p-4"
        aria-labelledby="account-security-title"
      >
        <h2 id="account-security-title" className="font-semibold">
          {t('account.security')}
        </h2>
        <div className="flex flex-col gap-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{t('account.second_factor.title')}</span>
            <span data-testid="second-factor-status">
              <Badge tone={enrolled ? 'good' : required ? 'warn' : 'neutral'}>
                {enrolled
                  ? t('account.second_factor.on')
                  : required
                    ? t('account.second_factor.required')
                    : t('account.second_factor.off')}
              </Badge>
            </span>
          </div>
          <p className="text-slate-400">
            {enrolled ? t('account.second_factor.on_text') : t('account.second_factor.text')}
          </p>
        </div>
        {confirmed && (
          <p
            ref={doneRef}
            tabIndex={-1}
            role="status"
            data-testid="second-factor-confirmed"
            className="rounded-md border border-emerald-900 bg-emerald-950/40 p-3 text-sm text-emerald-200 outline-none"
          >
            {t('account.second_factor.confirmed')}
          </p>
        )}
        {refusal !== null && <ErrorState error={refusal} />}
        {/* The set-up (or new key) button stays: it is the retry. */}
        {start.isError && <ErrorState error={start.error} />}
        {!enrolled && !setup && (
          <div>
            <Button variant="primary" busy={start.isPending} onClick={begin}>
              {t('account.second_factor.start')}
            </Button>
          </div>
        )}
        {!enrolled && setup && (
          <EnrolmentForm
            setup={setup}
            restarting={start.isPending}
            onRestart={begin}
            onCancel={() => {
              setSetup(null);
              start.reset();
            }}
            onConfirmed={() => {
              setSetup(null);
              setConfirmed(true);
            }}
            onAlreadyEnrolled={(error) => {
              setSetup(null);
              setRefusal(error);
            }}
          />
        )}
      </section>
    </section>
  );
}
