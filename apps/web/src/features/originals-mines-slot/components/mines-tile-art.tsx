/** A gem and a mine as SVG (no emoji font needed); decorative, the tile's label names them. */
export function GemArt() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="size-[1.2em]">
      <path
        d="M14 8h20l10 12-20 22L4 20z"
        fill="#34d399"
        stroke="#a7f3d0"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M4 20h40M14 8l10 34M34 8 24 42M14 8l-2 12M34 8l2 12"
        stroke="#065f46"
        strokeWidth="1.5"
        fill="none"
      />
    </svg>
  );
}

export function MineArt() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="size-[1.2em]">
      <path
        d="M24 4v8M24 36v8M4 24h8M36 24h8M10 10l6 6M32 32l6 6M38 10l-6 6M16 32l-6 6"
        stroke="#e2e8f0"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <circle cx="24" cy="24" r="13" fill="#1e293b" stroke="#f43f5e" strokeWidth="2.5" />
      <circle cx="19" cy="19" r="3.5" fill="#fda4af" />
    </svg>
  );
}
