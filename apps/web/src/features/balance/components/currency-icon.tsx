import { useState } from 'react';

/** The currency's icon, or its code when there is no icon or it fails to load. */
export function CurrencyIcon({ code, icon }: { code: string; icon: string }) {
  const [broken, setBroken] = useState(false);
  if (!icon || broken) {
    return (
      <span
        aria-hidden="true"
        className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-slate-800 text-[8px] font-bold text-slate-300"
      >
        {code.slice(0, 4)}
      </span>
    );
  }
  return (
    <img
      src={icon}
      alt=""
      width={24}
      height={24}
      onError={() => setBroken(true)}
      className="h-6 w-6 shrink-0 rounded-full object-cover"
    />
  );
}
