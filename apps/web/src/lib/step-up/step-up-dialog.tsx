import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import type { StepUpMethod } from '@wheelhouse/contracts/account-security';
import { useDialogBehaviour } from '../../components/ui/use-dialog-behaviour';
import { isApiError } from '../api-error';
import { securityErrorMessage } from '../security-locale';
import { sendMessengerCode, stepUp, stepUpMethods } from './step-up';

type Mode = 'password' | 'code' | 'messenger';

/** When the methods cannot be read, the dialog offers what every web account could before. */
const FALLBACK_METHODS: StepUpMethod[] = ['password', 'second_factor'];

/** The first way in: the password, else a messenger code (an account opened in Telegram). */
function firstMode(methods: StepUpMethod[]): Mode {
  if (methods.includes('password')) return 'password';
  if (methods.includes('messenger_code')) return 'messenger';
  return methods.includes('second_factor') ? 'code' : 'password';
}

/** Counts whole seconds down to 0 (the resend wait). */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

function StepUpDialog({ onDone }: { onDone: (proved: boolean) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const fieldId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [methods, setMethods] = useState<StepUpMethod[] | null>(null);
  const [mode, setMode] = useState<Mode>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [resendIn, setResendIn] = useCountdown();
  useDialogBehaviour(panelRef, () => onDone(false));

  useEffect(() => {
    let live = true;
    stepUpMethods()
      .catch(() => FALLBACK_METHODS)
      .then((found) => {
        if (!live) return;
        const usable = found.length > 0 ? found : FALLBACK_METHODS;
        setMethods(usable);
        setMode(firstMode(usable));
      });
    return () => {
      live = false;
    };
  }, []);

  // The field takes the focus whenever it appears: after loading, a switch, or a code sent.
  useEffect(() => {
    inputRef.current?.focus();
  }, [methods, mode, sent]);

  function switchTo(next: Mode) {
    setMode(next);
    setValue('');
    setError(null);
  }

  async function sendCode() {
    if (sending || resendIn > 0) return;
    setSending(true);
    setError(null);
    try {
      const answer = await sendMessengerCode();
      setSent(true);
      setValue('');
      setResendIn(answer.resendAfterSeconds);
    } catch (failure) {
      if (isApiError(failure) && failure.detail === 'too_many_requests') {
        const seconds = failure.body?.retryAfterSeconds ?? failure.retryAfter ?? 60;
        setResendIn(seconds);
        setError(t('security.step_up.messenger_wait', { seconds }));
      } else if (isApiError(failure) && failure.body?.reason === 'no_messenger_account') {
        setError(t('security.step_up.no_messenger'));
      } else setError(securityErrorMessage(t, failure));
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'messenger' && !sent) {
      await sendCode();
      return;
    }
    if (busy || !value.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await stepUp(
        mode === 'password'
          ? { password: value }
          : mode === 'code'
            ? { code: value.trim() }
            : { messengerCode: value.trim() },
      );
      onDone(true);
    } catch (failure) {
      setError(securityErrorMessage(t, failure));
      setBusy(false);
    }
  }

  const lead =
    mode === 'password'
      ? t('security.step_up.lead')
      : mode === 'code'
        ? t('security.step_up.lead_code')
        : sent
          ? t('security.step_up.messenger_sent')
          : t('security.step_up.lead_messenger');
  const label =
    mode === 'password'
      ? t('security.step_up.password')
      : mode === 'code'
        ? t('security.step_up.code')
        : t('security.step_up.messenger_code');
  const showField = mode !== 'messenger' || sent;
  const others = (methods ?? []).flatMap((method): Mode[] => {
    const target: Mode =
      method === 'password' ? 'password' : method === 'second_factor' ? 'code' : 'messenger';
    return target === mode ? [] : [target];
  });
  const switchLabel: Record<Mode, string> = {
    password: t('security.step_up.use_password'),
    code: t('security.step_up.use_code'),
    messenger: t('security.step_up.use_messenger'),
  };

  return (
    // Inside the innermost open dialog's element, so a drawer's focus trap lets the field be used.
    <div className="pointer-events-auto fixed inset-0 z-[60] flex items-end justify-center sm:items-center sm:p-4">
      <div
        className="absolute inset-0 bg-black/70"
        aria-hidden="true"
        onClick={() => onDone(false)}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="step-up-dialog"
        className="relative w-full rounded-t-2xl border border-slate-800 bg-slate-900 p-5 shadow-2xl sm:max-w-md sm:rounded-2xl"
      >
        <h2 id={titleId} className="text-xl font-semibold text-white">
          {t('security.step_up.title')}
        </h2>
        {methods === null ? (
          <p role="status" className="mt-3 text-sm text-slate-400">
            {t('security.loading')}
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-400" aria-live="polite">
              {lead}
            </p>
            <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3">
              {showField ? (
                <>
                  <label htmlFor={fieldId} className="text-sm font-medium text-slate-300">
                    {label}
                  </label>
                  <input
                    ref={inputRef}
                    id={fieldId}
                    data-testid="step-up-input"
                    type={mode === 'password' ? 'password' : 'text'}
                    autoComplete={mode === 'password' ? 'current-password' : 'one-time-code'}
                    inputMode={mode === 'password' ? undefined : 'numeric'}
                    maxLength={mode === 'messenger' ? 6 : undefined}
                    value={value}
                    onChange={(event) => setValue(event.target.value)}
                    aria-invalid={error ? true : undefined}
                    className="w-full rounded-xl border border-slate-700 bg-slate-950 px-3 py-2.5 text-base text-white focus:border-amber-400"
                  />
                </>
              ) : null}
              {error ? (
                <p role="alert" className="text-sm text-rose-400">
                  {error}
                </p>
              ) : null}
              {showField ? (
                <button
                  type="submit"
                  data-testid="step-up-submit"
                  aria-disabled={busy || undefined}
                  className="rounded-xl bg-amber-400 px-4 py-3 font-semibold text-slate-950 hover:bg-amber-300 aria-disabled:opacity-60"
                >
                  {busy ? t('security.loading') : t('security.step_up.submit')}
                </button>
              ) : (
                <button
                  type="submit"
                  data-testid="step-up-send-messenger"
                  aria-disabled={sending || resendIn > 0 || undefined}
                  className="rounded-xl bg-amber-400 px-4 py-3 font-semibold text-slate-950 hover:bg-amber-300 aria-disabled:opacity-60"
                >
                  {sending ? t('security.step_up.sending') : t('security.step_up.send_messenger')}
                </button>
              )}
              {mode === 'messenger' && sent ? (
                <button
                  type="button"
                  data-testid="step-up-resend"
                  onClick={() => void sendCode()}
                  aria-disabled={sending || resendIn > 0 || undefined}
                  className="self-start text-sm font-semibold text-amber-400 hover:underline aria-disabled:text-slate-500 aria-disabled:no-underline"
                >
                  {resendIn > 0
                    ? t('security.step_up.resend_in', { seconds: resendIn })
                    : t('security.step_up.resend')}
                </button>
              ) : null}
              <div className="flex flex-wrap justify-between gap-2 text-sm">
                {others.map((other) => (
                  <button
                    key={other}
                    type="button"
                    onClick={() => switchTo(other)}
                    className="font-semibold text-amber-400 hover:underline"
                  >
                    {switchLabel[other]}
                  </button>
                ))}
                <button
                  type="button"
                  onClick={() => onDone(false)}
                  className="text-slate-300 hover:underline"
                >
                  {t('security.step_up.cancel')}
                </button>
              </div>
            </form>
          </>
        )}
      </div>
    </div>
  );
}

/** Shows the step-up dialog over whatever is open; resolves true once the server accepted a proof. */
export function askForStepUp(): Promise<boolean> {
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"]');
  const host = document.createElement('div');
  (dialogs[dialogs.length - 1] ?? document.body).appendChild(host);
  const root = createRoot(host);
  return new Promise((resolve) => {
    root.render(
      <StepUpDialog
        onDone={(proved) => {
          root.unmount();
          host.remove();
          resolve(proved);
        }}
      />,
    );
  });
}
