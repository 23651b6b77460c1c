import type { ReactNode } from 'react';

/** Labelled facts about one item, two columns from small screens up (an order, a sell, a member). */
export function FactList({
  facts,
  testId,
  className = '',
}: {
  facts: [string, ReactNode][];
  testId: string;
  className?: string;
}) {
  return (
    <dl
      className={`grid grid-cols-1 gap-2 text-sm sm:grid-cols-2 ${className}`}
      data-testid={testId}
    >
      {facts.map(([label, value]) => (
        <div key={label} className="rounded-md bg-slate-900 p-3">
          <dt className="mb-1 text-xs text-slate-400">{label}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
