import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffMeKey } from '../api/me';
import { CodeForm, type CodeStep } from './code-form';
import { PasswordForm } from './password-form';

/**
 * Staff sign-in: the password, then (for staff who have or need one) the six-digit code of their
 * authenticator app; a member whose role needs a second factor and has none sets it up here.
 */
export default function SignInPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<CodeStep | null>(null);
  const signedIn = () => void queryClient.invalidateQueries({ queryKey: staffMeKey });
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="flex w-full max-w-sm flex-col gap-4 rounded-lg border border-slate-800 bg-slate-900 p-6">
        <div>
          <h1 className="text-lg font-semibold">{t('auth.title')}</h1>
          <p className="text-sm text-slate-400">{t('auth.subtitle')}</p>
        </div>
        {step ? (
          <CodeForm step={step} onSignedIn={signedIn} onRestart={() => setStep(null)} />
        ) : (
          <PasswordForm onSignedIn={signedIn} onCodeNeeded={setStep} />
        )}
      </div>
    </main>
  );
}
