import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from 'libphonenumber-js/max';
import { useLocale } from '../../../../lib/use-locale';
import {
  filterCountries,
  flagOf,
  callingCodeOf,
  internationalPhone,
  nationalPart,
  phoneCountries,
} from '../../model/phone';

/**
 * A phone input with a searchable country picker (spec §5 "Phone"): the picker button shows the
 * flag and calling code; it opens a combobox (type to filter by name, ISO code or calling code,
 * arrows to move, Enter to pick, Escape to close). The value is the whole number,
 * "+<calling code> <national>". Used by the fiat-withdraw form and the fiat deposit's
 * additional-details step.
 */
export function PhoneField({
  label,
  value,
  country,
  onCountryChange,
  onChange,
  onBlur,
  error,
  testId,
  autoFocus,
}: {
  label: string;
  value: string;
  country: CountryCode;
  onCountryChange: (country: CountryCode) => void;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  testId: string;
  /** Focus the number on mount (the panel swaps views inside one dialog). */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const national = nationalPart(value, country);
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus({ preventScroll: true });
  }, [autoFocus]);

  const pick = (next: CountryCode) => {
    setOpen(false);
    onCountryChange(next);
    onChange(internationalPhone(national, next));
    inputRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-300">
        {label}
      </label>
      <div className="relative flex gap-2">
        <button
          ref={openerRef}
          type="button"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-label={t('wallet.phone.choose_country', {
            country: `${country} +${callingCodeOf(country)}`,
          })}
          data-testid={`${testId}-country`}
          onClick={() => setOpen((current) => !current)}
          className="flex shrink-0 items-center gap-1.5 rounded-xl border border-slate-700 bg-slate-950 px-3 py-2.5 text-base text-white hover:border-slate-500 focus:border-amber-400"
        >
          <span aria-hidden="true">{flagOf(country)}</span>
          <span aria-hidden="true" className="text-xs text-slate-400">
            {country}
          </span>
          <span className="tabular-nums">+{callingCodeOf(country)}</span>
          <span aria-hidden="true" className="text-slate-400">
            ▾
          </span>
        </button>
        <input
          ref={inputRef}
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={national}
          onChange={(event) => onChange(internationalPhone(event.target.value, country))}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          data-testid={testId}
          className={`w-full min-w-0 rounded-xl border bg-slate-950 px-3 py-2.5 text-base text-white placeholder:text-slate-500 ${
            error ? 'border-rose-500' : 'border-slate-700 focus:border-amber-400'
          }`}
        />
        {open ? (
          <CountryList
            current={country}
            onPick={pick}
            onClose={() => {
              setOpen(false);
              openerRef.current?.focus();
            }}
            openerRef={openerRef}
            testId={`${testId}-countries`}
          />
        ) : null}
      </div>
      {error ? (
        <p id={messageId} data-testid={`${testId}-error`} className="text-sm text-rose-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function CountryList({
  current,
  onPick,
  onClose,
  openerRef,
  testId,
}: {
  current: CountryCode;
  onPick: (country: CountryCode) => void;
  onClose: () => void;
  openerRef: RefObject<HTMLButtonElement | null>;
  testId: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const listId = useId();
  const all = useMemo(() => phoneCountries(locale), [locale]);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterCountries(all, query), [all, query]);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      shown.findIndex((country) => country.code === current),
    ),
  );
  const surfaceRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    searchRef.current?.focus({ preventScroll: true });
  }, []);

  // Escape closes the list only, never the wallet panel under it (whose handler listens on the
  // document in capture); a click outside closes it too.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      onCloseRef.current();
    };
    const onOutside = (event: Event) => {
      const target = event.target;
      if (
        target instanceof Node &&
        !surfaceRef.current?.contains(target) &&
        !openerRef.current?.contains(target)
      ) {
        onCloseRef.current();
      }
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    document.addEventListener('pointerdown', onOutside);
    return () => {
      window.removeEventListener('keydown', onKeyDown, { capture: true });
      document.removeEventListener('pointerdown', onOutside);
    };
  }, [openerRef]);

  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(shown.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === 'Home') {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      setActive(Math.max(0, shown.length - 1));
    } else if (event.key === 'Enter') {
      // Picks the country; the form must not take it as a submit.
      event.preventDefault();
      event.stopPropagation();
      const country = shown[active];
      if (country) onPick(country.code);
    } else if (event.key === 'Tab') {
      onCloseRef.current();
    }
  };

  const activeCountry = shown[active];
  return (
    <div
      ref={surfaceRef}
      data-testid={testId}
      className="absolute top-full right-0 left-0 z-40 mt-1 flex max-h-72 flex-col overflow-hidden rounded-xl border border-slate-700 bg-slate-900 shadow-2xl"
    >
      <input
        ref={searchRef}
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeCountry ? `${listId}-${active}` : undefined}
        aria-label={t('wallet.phone.search')}
        placeholder={t('wallet.phone.search')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
        data-testid={`${testId}-search`}
        className="m-2 rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-base text-white placeholder:text-slate-500 focus:border-amber-400"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('wallet.phone.country')}
        className="overflow-y-auto pb-1"
      >
        {shown.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-sm text-slate-400">
            {t('wallet.phone.no_match')}
          </li>
        ) : (
          shown.map((country, index) => (
            <li
              key={country.code}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={country.code === current}
              data-testid={`${testId}-${country.code}`}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => onPick(country.code)}
              onMouseEnter={() => setActive(index)}
              className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${
                index === active ? 'bg-slate-800 text-white' : 'text-slate-200'
              }`}
            >
              <span aria-hidden="true">{country.flag}</span>
              <span className="min-w-0 flex-1 truncate">{country.name}</span>
              <span aria-hidden="true" className="text-xs text-slate-500">
                {country.code}
              </span>
              <span className="text-slate-400 tabular-nums">+{country.callingCode}</span>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
