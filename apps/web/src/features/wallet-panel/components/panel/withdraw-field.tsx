import { useEffect, useId, useRef, type ReactNode } from 'react';

/** A labelled text input of the withdrawal form with its error (or hint) right under it. */
export function WithdrawField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  testId,
  inputMode,
  placeholder,
  autoFocus,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  hint?: string | null;
  testId: string;
  inputMode?: 'decimal' | 'text';
  placeholder?: string;
  autoFocus?: boolean;
  /** Shown under the message, e.g. address suggestions. */
  children?: ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  // The panel swaps views inside one dialog, so the dialog's own first focus is long past.
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus({ preventScroll: true });
  }, [autoFocus]);
  const message = error ?? hint;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-300">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputMode={inputMode}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        data-testid={testId}
        className={`w-full min-w-0 rounded-xl border bg-slate-950 px-3 py-2.5 text-base text-white placeholder:text-slate-500 ${
          error ? 'border-rose-500' : 'border-slate-700 focus:border-amber-400'
        }`}
      />
      {message ? (
        <p
          id={messageId}
          data-testid={error ? `${testId}-error` : undefined}
          className={`text-sm ${error ? 'text-rose-400' : 'text-slate-400'}`}
        >
          {message}
        </p>
      ) : null}
      {children}
    </div>
  );
}
