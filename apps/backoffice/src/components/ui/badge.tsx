import type { ReactNode } from 'react';

type Tone = 'neutral' | 'good' | 'warn' | 'bad';
const TONES: Record<Tone, string> = {
  neutral: 'bg-slate-800 text-slate-200',
  good: 'bg-emerald-900/60 text-emerald-200',
  warn: 'bg-amber-900/60 text-amber-200',
  bad: 'bg-rose-900/60 text-rose-200',
};

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${TONES[tone]}`}>
      {children}
    </span>
  );
}
