import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  SecondFactorSetupResponse,
  SecurityStatus,
} from '@wheelhouse/contracts/account-security';
import { Skeleton } from '../../../../components/ui/skeleton';
import { securityErrorMessage } from '../../../../lib/security-locale';
import { toast } from '../../../../lib/toast';
import { useConfirmSecondFactor } from '../../api/security/second-factor-confirm';
import { useDisableSecondFactor } from '../../api/security/second-factor-disable';
import { useSetupSecondFactor } from '../../api/security/second-factor-setup';
import { TextField, panelClass, primaryButton, secondaryButton } from './text-field';

const TotpQr = lazy(() => import('./totp-qr'));

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 flex flex-col gap-3" data-testid="recovery-codes">
      <p className="font-semibold text-white">{t('security.two_factor.recovery_title')}</p>
      <p className="text-sm text-slate-400">{t('security.two_factor.recovery_hint')}</p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-100">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-slate-950 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <button type="button" className={`${primaryButton} self-start`} onClick={onDone}>
        {t('security.two_factor.recovery_done')}
      </button>
    </div>
  );
}

function SetupForm({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: SecondFactorSetupResponse;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmSecondFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (confirm.isPending || !code.trim()) return;
    setError(null);
    confirm.mutate(code.trim(), {
      onSuccess: (answer) => onEnabled(answer.recoveryCodes),
      onError: (failure) => setError(securityErrorMessage(t, failure)),
    });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-3 flex flex-col gap-3"
      data-testid="two-factor-setup"
    >
      <p className="text-sm text-slate-400">{t('security.two_factor.scan')}</p>
      <Suspense fallback={<Skeleton className="h-48 w-48" />}>
        <TotpQr uri={setup.otpauthUri} />
      </Suspense>
      <p className="text-sm text-slate-300">
        {t('security.two_factor.manual_key')}:{' '}
        <code data-testid="two-factor-key" className="break-all font-mono text-white">
          {setup.secret}
        </code>
      </p>
      <TextField
        label={t('security.two_factor.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={setCode}
        testId="two-factor-code"
      />
      {error ? (
        <p role="alert" className="text-sm text-rose-400">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className={primaryButton}
          aria-disabled={confirm.isPending || undefined}
        >
          {t('security.two_factor.confirm')}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('security.two_factor.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Turn the authenticator-app second factor on (QR code, key, code, recovery codes) or off. */
export function TwoFactorPanel({ status }: { status: SecurityStatus }) {
  const { t } = useTranslation();
  const begin = useSetupSecondFactor();
  const disable = useDisableSecondFactor();
  const [setup, setSetup] = useState<SecondFactorSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const enabled = status.secondFactor.enabled;

  return (
    <section className={panelClass} data-testid="security-two-factor">
      <h3 className="flex flex-wrap items-center gap-2 font-semibold text-white">
        {t('security.two_factor.title')}
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-bold ${
            enabled ? 'bg-emerald-500/20 text-emerald-300' : 'bg-slate-700 text-slate-300'
          }`}
        >
          {enabled ? t('security.two_factor.on') : t('security.two_factor.off')}
        </span>
      </h3>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : setup ? (
        <SetupForm
          setup={setup}
          onCancel={() => setSetup(null)}
          onEnabled={(recoveryCodes) => {
            setSetup(null);
            setCodes(recoveryCodes);
          }}
        />
      ) : enabled ? (
        <div className="mt-3 flex flex-col gap-3">
          <p className="text-sm text-slate-400">
            {t('security.two_factor.codes_left', { count: status.secondFactor.recoveryCodesLeft })}
          </p>
          <button
            type="button"
            className={`${secondaryButton} self-start`}
            aria-disabled={disable.isPending || undefined}
            onClick={() =>
              !disable.isPending &&
              disable.mutate(undefined, {
                onSuccess: () => toast.success(t('security.two_factor.disabled')),
                onError: (error) => toast.error(securityErrorMessage(t, error)),
              })
            }
          >
            {t('security.two_factor.disable')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          data-testid="two-factor-enable"
          className={`${primaryButton} mt-3`}
          aria-disabled={begin.isPending || undefined}
          onClick={() =>
            !begin.isPending &&
            begin.mutate(undefined, {
              onSuccess: setSetup,
              onError: (error) => toast.error(securityErrorMessage(t, error)),
            })
          }
        >
          {t('security.two_factor.enable')}
        </button>
      )}
    </section>
  );
}
