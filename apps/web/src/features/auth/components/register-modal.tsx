import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { useLocale } from '../../../lib/use-locale';
import { useRegister } from '../api/register';
import { CredentialsForm } from './credentials-form';

interface RegisterModalProps {
  onClose: () => void;
  onRegistered: () => void;
  onSwitchToSignIn: () => void;
}

export function RegisterModal({ onClose, onRegistered, onSwitchToSignIn }: RegisterModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const register = useRegister();
  return (
    <Modal title={t('auth.register.title')} onClose={onClose} testId="register-modal">
      <p className="-mt-2 mb-4 text-sm text-slate-400">{t('auth.register.subtitle')}</p>
      <CredentialsForm
        mode="register"
        submitLabel={t('auth.register.submit')}
        onSubmit={async (credentials) => {
          // The new account starts in the language the visitor is reading.
          await register.mutateAsync({ ...credentials, language: locale });
          onRegistered();
        }}
        footer={
          <>
            {t('auth.register.have_account')}{' '}
            <button
              type="button"
              onClick={onSwitchToSignIn}
              className="font-semibold text-amber-400 underline-offset-2 hover:underline"
            >
              {t('auth.register.to_sign_in')}
            </button>
          </>
        }
      />
    </Modal>
  );
}
