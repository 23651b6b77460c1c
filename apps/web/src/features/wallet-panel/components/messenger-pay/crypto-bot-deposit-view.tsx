import { useTranslation } from 'react-i18next';
import { useCryptoMethods } from '../../api/get-crypto-methods';
import type { PanelEvent } from '../../model/panel-machine';
import { FiatLoading } from '../fiat-deposit/fiat-deposit-common';
import { MethodsLoadError } from '../panel/methods-load-error';
import { InvoiceForm } from './invoice-form';

/**
 * crypto-bot-deposit (spec §2, §4, §5): a Crypto Pay invoice for a decimal amount in one of the
 * methods that list cryptobot among their providers, paid on the provider's page.
 */
export function CryptoBotDepositView({
  currency,
  dispatch,
}: {
  currency?: string;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const methods = useCryptoMethods();
  if (methods.isPending) return <FiatLoading label={t('messenger-pay.loading')} />;
  if (methods.isError) return <MethodsLoadError onRetry={() => void methods.refetch()} />;
  const options = methods.data
    .filter((method) => method.additionalProviders.includes('cryptobot'))
    .map((method) => ({
      code: method.code,
      currency: method.code.split('-')[0]!,
      label: method.name,
      min: method.minDepositAmount,
    }));
  if (options.length === 0)
    return (
      <p data-testid="crypto-bot-empty" className="text-sm text-slate-400">
        {t('messenger-pay.empty')}
      </p>
    );
  return (
    <div className="flex flex-col gap-4" data-testid="crypto-bot-deposit">
      <p className="text-sm text-slate-300">{t('messenger-pay.crypto_bot.intro')}</p>
      <InvoiceForm
        provider="cryptobot"
        options={options}
        initialCurrency={currency}
        labels={{
          submit: t('messenger-pay.crypto_bot.submit'),
          submitting: t('messenger-pay.crypto_bot.submitting'),
        }}
        dispatch={dispatch}
      />
    </div>
  );
}
