import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/ui/alert-box';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-error';
import { policyQueryOptions } from '../../../lib/policies/get-policy';
import { useLocale, useLocalizedPath } from '../../../lib/use-locale';
import { useRegister } from '../api/register';
import { CredentialsForm } from './credentials-form';

interface RegisterModalProps {
  onClose: () => void;
  onRegistered: () => void;
  onSwitchToSignIn: () => void;
}

const policyLink =
  'font-semibold text-amber-400 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-amber-400';

export function RegisterModal({ onClose, onRegistered, onSwitchToSignIn }: RegisterModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const queryClient = useQueryClient();
  const register = useRegister();
  const [termsChanged, setTermsChanged] = useState(false);

  /** The terms version the line below links to (none while no terms are published). */
  async function shownTermsVersion(): Promise<number | undefined> {
    try {
      return (await queryClient.fetchQuery(policyQueryOptions('terms', locale))).version;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return undefined;
      throw error;
    }
  }

  return (
    <Modal title={t('auth.register.title')} onClose={onClose} testId="register-modal">
      <p className="-mt-2 mb-4 text-sm text-slate-400">{t('auth.register.subtitle')}</p>
      <CredentialsForm
        mode="register"
        submitLabel={t('auth.register.submit')}
        onSubmit={async (credentials) => {
          const termsVersion = await shownTermsVersion();
          try {
            // The new account starts in the language the visitor is reading.
            await register.mutateAsync({ ...credentials, language: locale, termsVersion });
          } catch (error) {
            // Terms published while the form was open: the next attempt accepts the new ones.
            if (isApiError(error) && error.fields.termsVersion) {
              setTermsChanged(true);
              await queryClient.invalidateQueries({ queryKey: ['policies', 'terms'] });
            }
            throw error;
          }
          onRegistered();
        }}
        footer={
          <>
            <p data-testid="register-terms" className="mb-3 text-xs text-slate-400">
              <Trans
                i18nKey="auth.register.accept_terms"
                components={{
                  terms: (
                    <a
                      href={localized('/policies/terms')}
                      target="_blank"
                      rel="noopener"
                      className={policyLink}
                    />
                  ),
                  privacy: (
                    <a
                      href={localized('/policies/privacy')}
                      target="_blank"
                      rel="noopener"
                      className={policyLink}
                    />
                  ),
                }}
              />
            </p>
            {termsChanged ? (
              <AlertBox variant="informative" testId="register-terms-changed" className="mb-3">
                {t('auth.register.terms_changed')}
              </AlertBox>
            ) : null}
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
