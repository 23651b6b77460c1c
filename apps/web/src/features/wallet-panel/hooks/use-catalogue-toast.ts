import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useLocale } from '../../../lib/use-locale';
import type { CatalogueCode } from '../model/withdraw-errors';

function formatErrorTime(time: string, locale: string): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return time;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(date);
}

/** The request key and time a failed call answered, as every cashier error toast shows them. */
export function useErrorReference() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (requestKey: string, time: string) =>
    t('wallet.server_error.reference', { key: requestKey, time: formatErrorTime(time, locale) });
}

/**
 * Cashier spec §8: a catalogue code shows an error toast with its message
 * (`wallet.server_error.<code>`) and the request key and time from the response. The one toast
 * every cashier flow shows for such a code (deposits: useDepositFailureToast; withdrawals:
 * useWithdrawFailure).
 */
export function useCatalogueToast() {
  const { t } = useTranslation();
  const reference = useErrorReference();
  return (failure: { code: CatalogueCode; requestKey: string; time: string }) =>
    toast.error(t(`wallet.server_error.${failure.code}`), {
      description: reference(failure.requestKey, failure.time),
    });
}
