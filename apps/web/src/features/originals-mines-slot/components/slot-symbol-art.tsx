import type { SlotSymbol } from '@wheelhouse/fair/slot-machine';

/**
 * The symbols drawn as SVG, so they look the same on every system (emoji fonts are missing on
 * many Linux desktops and headless browsers). Decorative: the caller labels the picture.
 */
export function SlotSymbolArt({ symbol }: { symbol: SlotSymbol }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="size-[1.2em]">
      {ART[symbol]}
    </svg>
  );
}

const label = (text: string, fill: string, size: number) => (
  <text
    x="24"
    y="24"
    textAnchor="middle"
    dominantBaseline="central"
    fontFamily="ui-sans-serif, system-ui, sans-serif"
    fontWeight="900"
    fontSize={size}
    fill={fill}
  >
    {text}
  </text>
);

const ART: Record<SlotSymbol, React.ReactNode> = {
  wild: (
    <>
      <rect x="3" y="9" width="42" height="30" rx="8" fill="#7c3aed" />
      <rect
        x="6"
        y="12"
        width="36"
        height="24"
        rx="6"
        fill="none"
        stroke="#c4b5fd"
        strokeWidth="2"
      />
      {label('WILD', '#fde68a', 13)}
    </>
  ),
  scatter: (
    <path
      d="M24 3l6.2 13.1 14.3 1.8-10.5 9.9 2.7 14.2L24 35l-12.7 7 2.7-14.2L3.5 17.9l14.3-1.8z"
      fill="#fbbf24"
      stroke="#fef3c7"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
  seven: (
    <path
      d="M10 8h28v6L24 42h-9l13-26H10z"
      fill="#ef4444"
      stroke="#fecaca"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
  bar: (
    <>
      <rect
        x="3"
        y="13"
        width="42"
        height="22"
        rx="4"
        fill="#0f172a"
        stroke="#fbbf24"
        strokeWidth="2.5"
      />
      {label('BAR', '#fbbf24', 14)}
    </>
  ),
  bell: (
    <>
      <path
        d="M24 6c-8 0-13 6-13 14v9l-4 6h34l-4-6v-9c0-8-5-14-13-14z"
        fill="#facc15"
        stroke="#a16207"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="24" cy="39" r="4" fill="#a16207" />
    </>
  ),
  plum: (
    <>
      <circle cx="24" cy="27" r="15" fill="#7e22ce" />
      <path d="M24 27c-3-6-3-10 0-15" stroke="#a855f7" strokeWidth="2" fill="none" />
      <path d="M24 12c3-5 9-7 14-5-2 5-8 7-14 5z" fill="#22c55e" />
      <circle cx="18" cy="22" r="3" fill="#d8b4fe" opacity="0.7" />
    </>
  ),
  lemon: (
    <>
      <path
        d="M5 24c3-9 11-14 19-14s16 5 19 14c-3 9-11 14-19 14S8 33 5 24z"
        fill="#fde047"
        stroke="#ca8a04"
        strokeWidth="2"
      />
      <ellipse cx="18" cy="20" rx="5" ry="2.5" fill="#fef9c3" opacity="0.8" />
    </>
  ),
  cherry: (
    <>
      <path
        d="M15 32c2-10 6-18 13-24M33 30c-1-9-2-16-5-22"
        stroke="#4d7c0f"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="14" cy="35" r="9" fill="#dc2626" />
      <circle cx="33" cy="33" r="9" fill="#e11d48" />
      <circle cx="11" cy="32" r="2.5" fill="#fecaca" opacity="0.8" />
      <circle cx="30" cy="30" r="2.5" fill="#fecdd3" opacity="0.8" />
    </>
  ),
};
