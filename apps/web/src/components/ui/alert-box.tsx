import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type AlertVariant = 'warning' | 'informative' | 'success';

const STYLES: Record<AlertVariant, string> = {
  warning: 'border-amber-500/40 bg-amber-500/10 text-amber-100',
  informative: 'border-sky-500/40 bg-sky-500/10 text-sky-100',
  success: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-100',
};

const ICONS: Record<AlertVariant, string> = {
  warning:
    'M12 8v5m0 3h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  informative: 'M12 16v-4m0-4h.01M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z',
  success: 'm9 12 2 2 4-4m7 2a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z',
};

interface AlertBoxProps {
  variant: AlertVariant;
  children: ReactNode;
  title?: ReactNode;
  /** "alert" interrupts a screen reader; use it for errors the user must act on. */
  role?: 'alert' | 'status';
  testId?: string;
  className?: string;
}

export function AlertBox({
  variant,
  children,
  title,
  role = variant === 'warning' ? 'alert' : 'status',
  testId,
  className = '',
}: AlertBoxProps) {
  const { t } = useTranslation();
  return (
    <div
      role={role}
      data-testid={testId}
      data-variant={variant}
      className={`flex gap-3 rounded-xl border p-3 text-sm ${STYLES[variant]} ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        aria-hidden="true"
        className="shrink-0"
      >
        <path
          d={ICONS[variant]}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className="min-w-0">
        <span className="sr-only">{t(`ui.alert.${variant}`)}: </span>
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
