import { useTranslation } from 'react-i18next';

/** Keeps a percentage inside 0–100; anything that is not a number counts as 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? 100 : 0;
  return Math.min(100, Math.max(0, value));
}

interface ProgressBarProps {
  /** Percent complete; values outside 0–100 are clamped. */
  value: number;
  label?: string;
  className?: string;
}

export function ProgressBar({ value, label, className = '' }: ProgressBarProps) {
  const { t } = useTranslation();
  const percent = clampPercent(value);
  return (
    <div
      role="progressbar"
      aria-label={label ?? t('ui.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      className={`h-2 w-full overflow-hidden rounded-full bg-slate-800 ${className}`}
    >
      <div
        className="h-full rounded-full bg-amber-400 transition-[width] duration-300"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
