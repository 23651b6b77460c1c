import {
  cloneElement,
  useId,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { decodeMessage } from '../../lib/form-errors';
import { Button } from './button';

/** The error under a field, in the staff member's language. */
export function FieldMessage({ id, message }: { id?: string; message: string | undefined }) {
  const { t } = useTranslation();
  const decoded = decodeMessage(message);
  if (!decoded) return null;
  return (
    <p id={id} role="alert" className="text-xs text-rose-300">
      {t(decoded.key, { ...decoded.params, defaultValue: t('Validation.invalid') })}
    </p>
  );
}

/**
 * A labelled control with its error under it: the control gets its id, aria-invalid and
 * aria-describedby, so screen readers read the error with the field.
 */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-300">
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}

export const inputClass =
  'min-h-9 w-full rounded-md border border-slate-700 bg-slate-950 px-3 py-1.5 text-sm text-slate-100 placeholder:text-slate-500 aria-[invalid=true]:border-rose-500';

/** A write-only secret's box (a bot token, a signing secret): never autofilled or spell-checked. */
export function SecretInput(
  props: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> },
) {
  return (
    <input
      type="password"
      autoComplete="new-password"
      spellCheck={false}
      className={inputClass}
      {...props}
    />
  );
}

/** A form's last row: the error that belongs to no field (`root.server`), then the submit button. */
export function SubmitRow({
  error,
  busy,
  children,
}: {
  error: string | undefined;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <FieldMessage message={error} />
      <Button type="submit" variant="primary" busy={busy}>
        {children}
      </Button>
    </div>
  );
}
