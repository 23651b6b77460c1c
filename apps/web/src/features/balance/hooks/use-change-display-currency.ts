import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { isApiError } from '../../../lib/api-error';
import { errorMessage, fieldErrorMessage } from '../../../lib/error-message';
import { useUpdateViewerCurrency } from '../api/update-viewer-currency';

/**
 * Changes the display currency and reports a failure in a toast. The toast hangs on the mutation
 * itself, not on one mutate() call, so it still shows if the card was closed meanwhile.
 */
export function useChangeDisplayCurrency() {
  const { t } = useTranslation();
  return useUpdateViewerCurrency({
    onError: (error) => {
      // The server rejects an unknown code as a field error, which says more than its detail.
      const fieldError = isApiError(error) ? error.fields['currency.primary'] : undefined;
      toast.error(t('balance.currency.save_failed'), {
        description: fieldError ? fieldErrorMessage(t, fieldError) : errorMessage(t, error),
      });
    },
  });
}
