import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownParts } from './countdown-parts';

interface CountdownProps {
  /** The moment the countdown reaches zero. */
  to: Date;
  onEnd?: () => void;
  className?: string;
}

/** Ticks once a second down to `to`, then stays at zero and calls onEnd once. */
export function Countdown({ to, onEnd, className = '' }: CountdownProps) {
  const { t } = useTranslation();
  const target = to.getTime();
  const [now, setNow] = useState(() => Date.now());
  const remaining = target - now;

  useEffect(() => {
    if (remaining <= 0) {
      onEnd?.();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, remaining));
    return () => clearTimeout(timer);
  }, [remaining, onEnd]);

  return (
    <div role="timer" aria-label={t('ui.countdown.label')} className={`flex gap-2 ${className}`}>
      {countdownParts(remaining).map((part) => (
        <span key={part.unit} className="flex items-baseline gap-0.5 tabular-nums">
          <span className="text-lg font-semibold text-white">{part.value}</span>
          <span className="text-xs text-slate-400">{t(`ui.countdown.${part.unit}`)}</span>
        </span>
      ))}
    </div>
  );
}
