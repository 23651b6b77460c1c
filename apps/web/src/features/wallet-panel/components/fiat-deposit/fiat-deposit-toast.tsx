import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/error-message';
import { toast } from '../../../../lib/toast';
import { useLocale } from '../../../../lib/use-locale';
import type { DepositFailure } from '../../model/fiat-deposit-errors';

function formatErrorTime(time: string, locale: string): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return time;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(date);
}

/**
 * Cashier spec §8 for deposits: a catalogue code shows `wallet.server_error.<code>` with the
 * request key and time; anything else the generic create-deposit-fail title and message.
 */
export function useDepositFailureToast() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (failure: DepositFailure) => {
    if (failure.kind === 'refused') {
      toast.error(errorMessage(t, failure.error));
      return;
    }
    if (failure.kind === 'catalogue') {
      toast.error(t(`wallet.server_error.${failure.code}`), {
        description: t('wallet.server_error.reference', {
          key: failure.requestKey,
          time: formatErrorTime(failure.time, locale),
        }),
      });
      return;
    }
    toast.error(t('wallet.server_error.create_deposit_fail_title'), {
      description: t('wallet.server_error.create_deposit_fail_message'),
    });
  };
}
