import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/error-message';
import { toast } from '../../../../lib/toast';
import { useCatalogueToast } from '../../hooks/use-catalogue-toast';
import type { DepositFailure } from '../../model/fiat-deposit-errors';

/**
 * Cashier spec §8 for deposits (fiat, crypto address, crypto-bot and xRocket invoices): a
 * catalogue code shows `wallet.server_error.<code>` with the request key and time; anything else
 * the generic create-deposit-fail title and message. A responsible-gaming refusal says which
 * limit and when it opens again (flows that show it in place handle it before calling this).
 */
export function useDepositFailureToast() {
  const { t } = useTranslation();
  const catalogueToast = useCatalogueToast();
  return (failure: DepositFailure) => {
    if (failure.kind === 'refused') {
      toast.error(errorMessage(t, failure.error));
      return;
    }
    if (failure.kind === 'catalogue') {
      catalogueToast(failure);
      return;
    }
    toast.error(t('wallet.server_error.create_deposit_fail_title'), {
      description: t('wallet.server_error.create_deposit_fail_message'),
    });
  };
}
