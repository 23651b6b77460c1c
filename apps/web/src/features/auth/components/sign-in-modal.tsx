import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { useLogin } from '../api/login';
import { CredentialsForm } from './credentials-form';

interface SignInModalProps {
  onClose: () => void;
  onSignedIn: () => void;
  onSwitchToRegister: () => void;
}

export function SignInModal({ onClose, onSignedIn, onSwitchToRegister }: SignInModalProps) {
  const { t } = useTranslation();
  const login = useLogin();
  return (
    <Modal title={t('auth.sign_in.title')} onClose={onClose} testId="signin-modal">
      <p className="-mt-2 mb-4 text-sm text-slate-400">{t('auth.sign_in.subtitle')}</p>
      <CredentialsForm
        mode="login"
        submitLabel={t('auth.sign_in.submit')}
        onSubmit={async (credentials) => {
          await login.mutateAsync(credentials);
          onSignedIn();
        }}
        footer={
          <>
            {t('auth.sign_in.no_account')}{' '}
            <button
              type="button"
              onClick={onSwitchToRegister}
              className="font-semibold text-amber-400 underline-offset-2 hover:underline"
            >
              {t('auth.sign_in.to_register')}
            </button>
          </>
        }
      />
    </Modal>
  );
}
