import { useId, useRef, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { useDialogBehaviour } from '../../components/ui/use-dialog-behaviour';
import { securityErrorMessage } from '../security-locale';
import { stepUp } from './step-up';

function StepUpDialog({ onDone }: { onDone: (proved: boolean) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const fieldId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDialogBehaviour(panelRef, () => onDone(false));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !value.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await stepUp(mode === 'password' ? { password: value } : { code: value.trim() });
      onDone(true);
    } catch (failure) {
      setError(securityErrorMessage(t, failure));
      setBusy(false);
    }
  }

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
        <p className="mt-1 text-sm text-slate-400">
          {mode === 'password' ? t('security.step_up.lead') : t('security.step_up.lead_code')}
        </p>
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3">
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-300">
            {mode === 'password' ? t('security.step_up.password') : t('security.step_up.code')}
          </label>
          <input
            id={fieldId}
            data-autofocus=""
            data-testid="step-up-input"
            type={mode === 'password' ? 'password' : 'text'}
            autoComplete={mode === 'password' ? 'current-password' : 'one-time-code'}
            inputMode={mode === 'code' ? 'numeric' : undefined}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            className="w-full rounded-xl border border-slate-700 bg-slate-950 px-3 py-2.5 text-base text-white focus:border-amber-400"
          />
          {error ? (
            <p role="alert" className="text-sm text-rose-400">
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            data-testid="step-up-submit"
            aria-disabled={busy || undefined}
            className="rounded-xl bg-amber-400 px-4 py-3 font-semibold text-slate-950 hover:bg-amber-300 aria-disabled:opacity-60"
          >
            {busy ? t('security.loading') : t('security.step_up.submit')}
          </button>
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <button
              type="button"
              onClick={() => {
                setMode(mode === 'password' ? 'code' : 'password');
                setValue('');
                setError(null);
              }}
              className="font-semibold text-amber-400 hover:underline"
            >
              {mode === 'password'
                ? t('security.step_up.use_code')
                : t('security.step_up.use_password')}
            </button>
            <button
              type="button"
              onClick={() => onDone(false)}
              className="text-slate-300 hover:underline"
            >
              {t('security.step_up.cancel')}
            </button>
          </div>
        </form>
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
