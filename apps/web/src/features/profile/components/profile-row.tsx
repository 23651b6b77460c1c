import type { ReactNode } from 'react';

/** One "label: value" line of the profile, as a description-list pair. */
export function ProfileRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2 font-medium break-all text-white">
        {children}
      </dd>
    </div>
  );
}
