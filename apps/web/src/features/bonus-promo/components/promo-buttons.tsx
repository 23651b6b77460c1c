import type { ReactNode } from 'react';

const STYLES = {
  primary:
    'bg-amber-400 text-slate-950 hover:bg-amber-300 disabled:opacity-60 disabled:hover:bg-amber-400',
  secondary: 'border border-slate-700 text-slate-100 hover:bg-slate-800',
} as const;

/** The promo modals' buttons: full width on phones, side by side from tablet up. */
export function PromoButton({
  variant = 'primary',
  children,
  ...props
}: {
  variant?: keyof typeof STYLES;
  children: ReactNode;
  onClick?: () => void;
  type?: 'button' | 'submit';
  disabled?: boolean;
  'data-testid'?: string;
}) {
  return (
    <button
      type="button"
      {...props}
      className={`inline-flex min-h-11 items-center justify-center rounded-xl px-4 py-2.5 text-sm font-semibold ${STYLES[variant]}`}
    >
      {children}
    </button>
  );
}

export function ButtonRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
