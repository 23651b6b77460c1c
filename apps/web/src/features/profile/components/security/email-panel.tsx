import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecurityStatus } from '@wheelhouse/contracts/account-security';
import { securityErrorMessage } from '../../../../lib/security-locale';
import { toast } from '../../../../lib/toast';
import { useChangeEmail } from '../../api/security/change-email';
import { useResendVerification } from '../../api/security/resend-verification';
import { TextField, panelClass, primaryButton, secondaryButton } from './text-field';

/**
 * The address, whether it is verified, the resend button and the change form; an account opened in
 * the messenger has no address until the player adds one here.
 */
export function EmailPanel({ status }: { status: SecurityStatus }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const change = useChangeEmail();
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState('');

  function save(event: FormEvent) {
    event.preventDefault();
    if (change.isPending || !email.trim()) return;
    change.mutate(email.trim(), {
      onSuccess: () => {
        toast.success(t(status.email ? 'security.email.changed' : 'security.email.added'));
        setEditing(false);
        setEmail('');
      },
      onError: (error) => toast.error(securityErrorMessage(t, error)),
    });
  }

  return (
    <section className={panelClass} data-testid="security-email">
      <h3 className="font-semibold text-white">{t('security.email.title')}</h3>
      {status.email ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 break-all text-slate-200">
          {status.email}
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-bold ${
              status.emailVerified
                ? 'bg-emerald-500/20 text-emerald-300'
                : 'bg-amber-400/20 text-amber-300'
            }`}
          >
            {status.emailVerified ? t('security.email.verified') : t('security.email.not_verified')}
          </span>
        </p>
      ) : (
        <p className="mt-2 text-slate-300" data-testid="security-email-none">
          {t('security.email.none')}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {status.email && !status.emailVerified ? (
          <button
            type="button"
            className={secondaryButton}
            aria-disabled={resend.isPending || undefined}
            onClick={() =>
              !resend.isPending &&
              resend.mutate(undefined, {
                onSuccess: () => toast.success(t('security.email.resent', { email: status.email })),
                onError: (error) => toast.error(securityErrorMessage(t, error)),
              })
            }
          >
            {t('security.email.resend')}
          </button>
        ) : null}
        {!editing ? (
          <button type="button" className={secondaryButton} onClick={() => setEditing(true)}>
            {status.email ? t('security.email.change') : t('security.email.add')}
          </button>
        ) : null}
      </div>
      {editing ? (
        <form noValidate onSubmit={save} className="mt-3 flex flex-col gap-3">
          <TextField
            label={t('security.email.new_email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              className={primaryButton}
              aria-disabled={change.isPending || undefined}
            >
              {t('security.email.save')}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setEditing(false)}>
              {t('security.two_factor.cancel')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
