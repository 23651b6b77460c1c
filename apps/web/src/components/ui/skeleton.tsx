/** A grey placeholder block shown while content loads; size it with className. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded-lg bg-slate-800 ${className}`} />
  );
}
