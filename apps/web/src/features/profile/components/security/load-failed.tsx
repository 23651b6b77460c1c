import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../../components/ui/alert-box';
import { securityErrorMessage } from '../../../../lib/security-locale';

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertBox variant="warning" title={t('security.load_failed')}>
      <p>{securityErrorMessage(t, error)}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 rounded-lg border border-amber-400/60 px-3 py-1.5 font-semibold"
      >
        {t('security.retry')}
      </button>
    </AlertBox>
  );
}
