/** Line icons of the balance widgets; decorative, so hidden from assistive technology. */
function Icon({ d, size = 18 }: { d: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="none" aria-hidden="true">
      <path
        d={d}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const WalletIcon = ({ size }: { size?: number }) => (
  <Icon
    size={size}
    d="M3 7a2 2 0 0 1 2-2h13v4M3 7v10a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2Zm13 6h.01"
  />
);
export const ChevronDownIcon = () => <Icon size={14} d="m6 9 6 6 6-6" />;
export const RetryIcon = () => (
  <Icon d="M4 4v6h6M20 20v-6h-6M5.6 15A8 8 0 0 0 19 17M18.4 9A8 8 0 0 0 5 7" />
);
