import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addPreset, parseStake } from '../model/slip-maths';

/** Stake presets in the display currency: whole units for fiat, small ones for crypto. */
export function stakePresets(precision: number): string[] {
  return precision > 2 ? ['0.001', '0.01', '0.1'] : ['5', '10', '25', '50'];
}

interface StakeInputProps {
  label: string;
  value: string;
  precision: number;
  currencyCode: string;
  onChange: (value: string) => void;
  testId?: string;
  /** Show the preset buttons under the field. */
  presets?: boolean;
  /** Only after the player tried to place: an empty field is no error before that. */
  showErrors: boolean;
}

/** A stake field checked exactly at the currency's precision, with add-up presets. */
export function StakeInput({
  label,
  value,
  precision,
  currencyCode,
  onChange,
  testId,
  presets = false,
  showErrors,
}: StakeInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const check = parseStake(value, precision);
  const error = !check.ok && (showErrors || value.trim() !== '') ? check.rule : null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs text-slate-400">
        {label}
      </label>
      <div className="flex items-center gap-2 rounded-lg border border-slate-700 bg-slate-950 px-3 focus-within:border-amber-400">
        <input
          id={id}
          data-testid={testId}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-11 w-full min-w-0 bg-transparent text-white outline-none"
        />
        <span className="text-sm text-slate-400">{currencyCode}</span>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-rose-300">
          {t(`sportsbook.stake_error.${error}`)}
        </p>
      ) : null}
      {presets ? (
        <div className="flex gap-1.5" role="group" aria-label={t('sportsbook.slip.presets')}>
          {stakePresets(precision).map((preset) => (
            <button
              key={preset}
              type="button"
              onClick={() => onChange(addPreset(value, preset, precision))}
              className="min-h-9 flex-1 rounded-lg bg-slate-800 text-xs font-semibold text-slate-200 hover:bg-slate-700"
            >
              {t('sportsbook.slip.preset', { amount: preset })}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
