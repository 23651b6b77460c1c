import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../../components/ui/alert-box';
import { useCryptoMethods } from '../../api/get-crypto-methods';

/** Withdraw-disabled view (spec §2): withdrawals of this method, or of the account, are off. */
export function WithdrawDisabledView({ currency }: { currency?: string }) {
  const { t } = useTranslation();
  const methods = useCryptoMethods();
  const name = methods.data?.find((method) => method.code === currency)?.name ?? currency;
  return (
    <AlertBox variant="informative" testId="withdraw-disabled">
      {name
        ? t('wallet.view.withdraw_disabled_method', { name })
        : t('wallet.view.withdraw_disabled')}
    </AlertBox>
  );
}
