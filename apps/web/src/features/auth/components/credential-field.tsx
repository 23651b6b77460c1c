import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CredentialFieldProps {
  kind: 'email' | 'password';
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  autoComplete: string;
  autoFocus?: boolean;
}

/** A labelled email or password input with its hint or error right under it. */
export function CredentialField({
  kind,
  label,
  value,
  onChange,
  error,
  hint,
  autoComplete,
  autoFocus,
}: CredentialFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  const [revealed, setRevealed] = useState(false);
  const type = kind === 'email' ? 'email' : revealed ? 'text' : 'password';
  const message = error ?? hint;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-300">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={kind}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          data-autofocus={autoFocus ? '' : undefined}
          inputMode={kind === 'email' ? 'email' : undefined}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          data-testid={`auth-${kind}`}
          className={`w-full rounded-xl border bg-slate-950 px-3 py-2.5 text-base text-white placeholder:text-slate-500 ${
            kind === 'password' ? 'pr-11' : ''
          } ${error ? 'border-rose-500' : 'border-slate-700 focus:border-amber-400'}`}
        />
        {kind === 'password' ? (
          <button
            type="button"
            onClick={() => setRevealed((shown) => !shown)}
            aria-label={revealed ? t('auth.hide_password') : t('auth.show_password')}
            aria-pressed={revealed}
            className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-lg p-1.5 text-slate-400 hover:text-white"
          >
            <svg viewBox="0 0 24 24" width="18" height="18" fill="none" aria-hidden="true">
              <path
                d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
                stroke="currentColor"
                strokeWidth="2"
              />
              <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
              {revealed ? null : (
                <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
          </button>
        ) : null}
      </div>
      {message ? (
        <p id={messageId} className={`text-sm ${error ? 'text-rose-400' : 'text-slate-400'}`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
