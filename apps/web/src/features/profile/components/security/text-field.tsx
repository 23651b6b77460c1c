import { useId } from 'react';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email';
  testId?: string;
  autoFocus?: boolean;
}

/** A labelled input of the security forms. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  testId,
  autoFocus,
}: TextFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-300">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={false}
        data-testid={testId}
        data-autofocus={autoFocus ? '' : undefined}
        className="w-full rounded-xl border border-slate-700 bg-slate-950 px-3 py-2.5 text-base text-white focus:border-amber-400"
      />
    </div>
  );
}

export const primaryButton =
  'rounded-xl bg-amber-400 px-4 py-2.5 font-semibold text-slate-950 hover:bg-amber-300 aria-disabled:opacity-60';
export const secondaryButton =
  'rounded-xl border border-slate-700 px-4 py-2.5 font-semibold text-slate-200 hover:bg-slate-800 aria-disabled:opacity-60';
export const panelClass = 'rounded-2xl border border-slate-800 bg-slate-900 p-4 sm:p-6';
