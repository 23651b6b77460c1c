import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateViewerCurrency } from '../api/update-viewer-currency';

/**
 * Changes the display currency and reports a failure in a toast. The toast hangs on the mutation
 * itself, not on one mutate() call, so it still shows if the card was closed meanwhile.
 */
export function useChangeDisplayCurrency() {
  const { t } = useTranslation();
  return useUpdateViewerCurrency({
    onError: (error) =>
      toast.error(t('balance.currency.save_failed'), { description: errorMessage(t, error) }),
  });
}
