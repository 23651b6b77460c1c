import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@wheelhouse/contracts/auth';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-error';
import '../../../lib/security-locale';
import { useLogin } from '../api/login';
import { CredentialsForm } from './credentials-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { SecondFactorForm } from './second-factor-form';

interface SignInModalProps {
  onClose: () => void;
  onSignedIn: () => void;
  onSwitchToRegister: () => void;
}

type Stage =
  { kind: 'credentials' } | { kind: 'code'; credentials: LoginRequest } | { kind: 'forgot' };

export function SignInModal({ onClose, onSignedIn, onSwitchToRegister }: SignInModalProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const [stage, setStage] = useState<Stage>({ kind: 'credentials' });

  if (stage.kind === 'forgot')
    return (
      <Modal title={t('security.forgot.title')} onClose={onClose} testId="forgot-modal">
        <ForgotPasswordForm onBack={() => setStage({ kind: 'credentials' })} />
      </Modal>
    );

  if (stage.kind === 'code')
    return (
      <Modal title={t('security.sign_in.code_title')} onClose={onClose} testId="signin-code-modal">
        <SecondFactorForm
          onSubmit={async (code) => {
            await login.mutateAsync({ ...stage.credentials, code });
            onSignedIn();
          }}
          onBack={() => setStage({ kind: 'credentials' })}
        />
      </Modal>
    );

  return (
    <Modal title={t('auth.sign_in.title')} onClose={onClose} testId="signin-modal">
      <p className="-mt-2 mb-4 text-sm text-slate-400">{t('auth.sign_in.subtitle')}</p>
      <CredentialsForm
        mode="login"
        submitLabel={t('auth.sign_in.submit')}
        onSubmit={async (credentials) => {
          try {
            await login.mutateAsync(credentials);
          } catch (error) {
            // The password was right; the account asks for its second factor next.
            if (isApiError(error) && error.detail === 'second_factor_required') {
              setStage({ kind: 'code', credentials });
              return;
            }
            throw error;
          }
          onSignedIn();
        }}
        footer={
          <div className="flex flex-col gap-2">
            <button
              type="button"
              data-testid="forgot-password"
              onClick={() => setStage({ kind: 'forgot' })}
              className="font-semibold text-amber-400 underline-offset-2 hover:underline"
            >
              {t('security.sign_in.forgot')}
            </button>
            <span>
              {t('auth.sign_in.no_account')}{' '}
              <button
                type="button"
                onClick={onSwitchToRegister}
                className="font-semibold text-amber-400 underline-offset-2 hover:underline"
              >
                {t('auth.sign_in.to_register')}
              </button>
            </span>
          </div>
        }
      />
    </Modal>
  );
}
