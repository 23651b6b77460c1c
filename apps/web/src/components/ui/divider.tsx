import type { ReactNode } from 'react';

/** A horizontal rule, optionally with a label in the middle. */
export function Divider({ label, className = '' }: { label?: ReactNode; className?: string }) {
  if (!label) return <hr className={`border-slate-800 ${className}`} />;
  return (
    <div role="separator" className={`flex items-center gap-3 text-sm text-slate-400 ${className}`}>
      <span className="h-px flex-1 bg-slate-800" aria-hidden="true" />
      <span>{label}</span>
      <span className="h-px flex-1 bg-slate-800" aria-hidden="true" />
    </div>
  );
}
