import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface CurrencyOption {
  /** Our method code, sent as `currency`. */
  code: string;
  /** The currency it is paid in, e.g. USDT. */
  currency: string;
  label: string;
  /** Minimum, major units. */
  min: string;
}

/** The currency of a messenger payment: a native select, so keyboards and screen readers know it. */
export function CurrencySelect({
  options,
  value,
  onChange,
  testId,
}: {
  options: CurrencyOption[];
  value: string;
  onChange: (code: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs text-slate-400">
        {t('messenger-pay.currency_label')}
      </label>
      <select
        id={id}
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-xl border border-slate-700 bg-slate-800/60 px-3 py-2.5 text-sm text-white focus:border-amber-400 focus:outline-none"
      >
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
