/**
 * A sport's icon: a round badge with its initial (the feed names icons; emoji are not on every
 * system, a letter is).
 */
export function SportIcon({ icon }: { icon: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-slate-800 text-[10px] font-bold text-amber-300 uppercase"
    >
      {icon.charAt(0)}
    </span>
  );
}
