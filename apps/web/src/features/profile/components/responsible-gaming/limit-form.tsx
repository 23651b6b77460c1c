import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One limit's input with Save and (when a limit is set) Remove. `parse` turns the text into the
 * value to send, or null when it is not valid (then `invalidText` shows under the field).
 */
export function LimitForm<V>({
  id,
  label,
  initial,
  inputMode,
  parse,
  invalidText,
  hasLimit,
  pending,
  onSave,
}: {
  id: string;
  label: string;
  initial: string;
  inputMode: 'decimal' | 'numeric';
  parse: (text: string) => V | null;
  invalidText: string;
  hasLimit: boolean;
  pending: boolean;
  onSave: (value: V | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = parse(text.trim());
    setInvalid(value === null);
    if (value !== null) onSave(value);
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <label htmlFor={id} className="flex min-w-0 flex-1 flex-col gap-1 text-sm text-slate-300">
        {label}
        <input
          id={id}
          data-testid={id}
          inputMode={inputMode}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className="w-full rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-white"
        />
      </label>
      <button
        type="submit"
        disabled={pending}
        className="rounded-lg bg-emerald-500 px-3 py-2 text-sm font-semibold text-slate-950 disabled:opacity-60"
      >
        {t('responsible-gaming.save')}
      </button>
      {hasLimit ? (
        <button
          type="button"
          disabled={pending}
          onClick={() => onSave(null)}
          className="rounded-lg border border-slate-700 px-3 py-2 text-sm text-slate-100 disabled:opacity-60"
        >
          {t('responsible-gaming.remove')}
        </button>
      ) : null}
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-rose-400">
          {invalidText}
        </p>
      ) : null}
    </form>
  );
}
