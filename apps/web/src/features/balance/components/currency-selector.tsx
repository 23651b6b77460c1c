import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../lib/use-locale';
import { useDisplayCurrencies } from '../api/get-display-currencies';
import { useChangeDisplayCurrency } from '../hooks/use-change-display-currency';
import { ChevronDownIcon } from './balance-icons';
import { CurrencyIcon } from './currency-icon';

function CurrencyListLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid grid-cols-2 gap-1">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-11" />
      ))}
      <span className="sr-only">{t('balance.currency.loading')}</span>
    </div>
  );
}

/**
 * The display-currency choice inside the balance card: a toggle showing the current currency that
 * unfolds the server's list (ordered for the locale). Choosing one saves it and swaps the balance.
 */
export function CurrencySelector({ currentCode }: { currentCode: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const currencies = useDisplayCurrencies(locale);
  const change = useChangeDisplayCurrency();
  const [expanded, setExpanded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const current = currencies.data?.find((currency) => currency.code === currentCode);
  const collapse = () => {
    setExpanded(false);
    // The option that had focus disappears with the list.
    toggleRef.current?.focus();
  };
  const choose = (code: string) => {
    if (change.isPending) return;
    if (code === currentCode) {
      collapse();
      return;
    }
    change.mutate(code, { onSuccess: collapse });
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-slate-400">{t('balance.currency.label')}</p>
      <button
        ref={toggleRef}
        type="button"
        data-testid="currency-selector"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-label={t('balance.currency.toggle', { code: currentCode })}
        onClick={() => setExpanded((isExpanded) => !isExpanded)}
        className="flex items-center gap-2 rounded-xl border border-slate-700 px-3 py-2 text-left text-sm text-white hover:bg-slate-800"
      >
        <CurrencyIcon code={currentCode} icon={current?.icon ?? ''} />
        <span className="font-semibold">{currentCode}</span>
        {current ? <span className="truncate text-slate-400">{current.name}</span> : null}
        <span className={`ml-auto text-slate-400 ${expanded ? 'rotate-180' : ''}`}>
          <ChevronDownIcon />
        </span>
      </button>
      {expanded ? (
        <div id={listId}>
          {currencies.isPending ? <CurrencyListLoading /> : null}
          {currencies.isError ? (
            <div role="alert" className="flex items-center justify-between gap-2 text-xs">
              <span className="text-rose-200">{t('balance.currency.failed')}</span>
              <button
                type="button"
                onClick={() => void currencies.refetch()}
                className="rounded-lg border border-slate-700 px-2 py-1 text-slate-200 hover:bg-slate-800"
              >
                {t('balance.currency.retry')}
              </button>
            </div>
          ) : null}
          {currencies.data?.length === 0 ? (
            <p className="text-xs text-slate-400">{t('balance.currency.empty')}</p>
          ) : null}
          {currencies.data?.length ? (
            <ul
              aria-label={t('balance.currency.list')}
              aria-busy={change.isPending}
              className="grid max-h-56 grid-cols-2 gap-1 overflow-y-auto"
            >
              {currencies.data.map((currency) => {
                const saving = change.isPending && change.variables === currency.code;
                return (
                  <li key={currency.code}>
                    <button
                      type="button"
                      data-testid={`currency-option-${currency.code}`}
                      aria-current={currency.code === currentCode ? 'true' : undefined}
                      aria-disabled={change.isPending}
                      onClick={() => choose(currency.code)}
                      className="flex w-full items-center gap-2 rounded-lg px-2 py-2 text-left text-sm text-slate-200 hover:bg-slate-800 aria-disabled:cursor-wait aria-[current=true]:bg-slate-800 aria-[current=true]:text-amber-400"
                    >
                      <CurrencyIcon code={currency.code} icon={currency.icon} />
                      <span className="min-w-0">
                        <span className="block font-semibold">{currency.code}</span>
                        <span className="block truncate text-xs text-slate-400">
                          {currency.name}
                        </span>
                      </span>
                      {saving ? (
                        <span className="ml-auto">
                          <Spinner size={16} label={t('balance.currency.saving')} />
                        </span>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
