import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from './field';

/** A search box that applies on Enter or the button (one request per search, not per key). */
export function SearchFilter({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  // The address is the truth: back/forward brings its search into the box.
  useEffect(() => setText(value ?? ''), [value]);
  function submit(event: FormEvent) {
    event.preventDefault();
    onChange(text.trim() || undefined);
  }
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 items-end gap-2">
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-slate-300">
        {label}
        <input
          type="search"
          className={inputClass}
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <button
        type="submit"
        className="min-h-9 rounded-md bg-slate-800 px-3 text-sm font-medium hover:bg-slate-700"
      >
        {t('table.search')}
      </button>
    </form>
  );
}

/** A choice among fixed values; the first option ("all") clears the filter. */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-300">
      {label}
      <select
        className={inputClass}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{t('table.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function FilterBar({ children }: { children: React.ReactNode }) {
  return <div className="mb-4 flex flex-wrap items-end gap-3">{children}</div>;
}
