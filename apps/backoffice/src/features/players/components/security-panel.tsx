import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, inputClass } from '../../../components/ui/field';
import { ErrorState, Loading } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/error-message';
import { usePlayerSecurity } from '../api/player-security';
import { useResetSecondFactor } from '../api/reset-second-factor';

function ResetDialog({ globalId, onClose }: { globalId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const reset = useResetSecondFactor(globalId);
  const [checked, setChecked] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!checked) return setError(t('players.security.identity_required'));
    if (reason.trim().length < 3) return setError(t('players.security.reason_required'));
    setError(null);
    reset.mutate(
      { identityChecked: true, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t('players.security.reset_done'));
          onClose();
        },
        onError: (failure) => setError(errorMessage(t, failure)),
      },
    );
  }

  return (
    <Dialog
      title={t('players.security.reset_title')}
      onClose={onClose}
      testId="second-factor-reset-dialog"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
            data-testid="identity-checked"
            className="mt-1"
          />
          {t('players.security.identity_checked')}
        </label>
        <Field label={t('players.security.reason')}>
          <textarea
            rows={3}
            className={inputClass}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            data-testid="reason-input"
          />
        </Field>
        {error ? (
          <p role="alert" className="text-sm text-rose-400">
            {error}
          </p>
        ) : null}
        <Button
          type="submit"
          variant="danger"
          busy={reset.isPending}
          data-testid="second-factor-reset-submit"
        >
          {t('players.security.reset')}
        </Button>
      </form>
    </Dialog>
  );
}

/** Support's view of a player's account security, and the second-factor reset (audited). */
export function SecurityPanel({ globalId }: { globalId: string }) {
  const { t } = useTranslation();
  const security = usePlayerSecurity(globalId);
  const [resetting, setResetting] = useState(false);

  return (
    <section
      className="rounded-lg border border-slate-800 p-4"
      aria-labelledby="security-title"
      data-testid="security-panel"
    >
      <h2 id="security-title" className="mb-3 font-semibold">
        {t('players.security.title')}
      </h2>
      {security.isPending ? (
        <Loading />
      ) : security.isError ? (
        <ErrorState error={security.error} onRetry={() => void security.refetch()} />
      ) : (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <Badge tone={security.data.emailVerified ? 'good' : 'warn'}>
            {security.data.emailVerified
              ? t('players.security.email_verified')
              : t('players.security.email_unverified')}
          </Badge>
          <Badge tone={security.data.secondFactorEnabled ? 'good' : 'neutral'}>
            {security.data.secondFactorEnabled
              ? t('players.security.second_factor_on', {
                  count: security.data.recoveryCodesLeft,
                })
              : t('players.security.second_factor_off')}
          </Badge>
          {security.data.secondFactorEnabled ? (
            <Button
              variant="danger"
              onClick={() => setResetting(true)}
              data-testid="second-factor-reset"
            >
              {t('players.security.reset')}
            </Button>
          ) : null}
        </div>
      )}
      {resetting ? <ResetDialog globalId={globalId} onClose={() => setResetting(false)} /> : null}
    </section>
  );
}
