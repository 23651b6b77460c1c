import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { securityErrorMessage } from '../../../../lib/security-locale';
import { toast } from '../../../../lib/toast';
import { useChangePassword } from '../../api/security/change-password';
import { TextField, panelClass, primaryButton } from './text-field';

/** Change the password with the current one; the other sessions end. */
export function PasswordPanel() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending || !currentPassword || !newPassword) return;
    setError(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(t('security.password.changed'));
          setCurrent('');
          setNew('');
        },
        onError: (failure) => setError(securityErrorMessage(t, failure)),
      },
    );
  }

  return (
    <section className={panelClass} data-testid="security-password">
      <h3 className="font-semibold text-white">{t('security.password.title')}</h3>
      <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-3">
        <TextField
          label={t('security.password.current')}
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={setCurrent}
        />
        <TextField
          label={t('security.password.new')}
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={setNew}
        />
        {error ? (
          <p role="alert" className="text-sm text-rose-400">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className={`${primaryButton} self-start`}
          aria-disabled={change.isPending || undefined}
        >
          {t('security.password.save')}
        </button>
      </form>
    </section>
  );
}
