import type { SVGProps } from 'react';

/** The shell's line icons; decorative, so always hidden from assistive technology. */
function Icon({ d, ...props }: { d: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" aria-hidden="true" {...props}>
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

export const WalletIcon = () => (
  <Icon d="M3 7a2 2 0 0 1 2-2h13v4M3 7v10a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2Zm13 6h.01" />
);
export const SportIcon = () => (
  <Icon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-14 4 3-1.5 5h-5L8 10l4-3Zm0 0V3m4 7 4.5-1.5M14.5 15l2.5 4M9.5 15 7 19m1-9-4.5-1.5" />
);
export const GiftIcon = () => (
  <Icon d="M4 11h16v10H4zM2 7h20v4H2zm10 0v14M12 7S10.5 3 8 3a2 2 0 0 0 0 4m4 0s1.5-4 4-4a2 2 0 0 1 0 4" />
);
export const TrophyIcon = () => (
  <Icon d="M8 21h8m-4-4v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4m10-4h3a3 3 0 0 1-3 4" />
);
export const CasinoIcon = () => (
  <Icon d="M4 4h16v16H4zm4 4h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01" />
);
export const MenuIcon = () => <Icon d="M4 6h16M4 12h16M4 18h16" />;
export const HomeIcon = () => (
  <Icon d="m3 11 9-8 9 8v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1v-9Z" />
);
export const HeartIcon = () => (
  <Icon d="M12 20s-8-4.5-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.5 12 20 12 20Z" />
);
export const SearchIcon = () => <Icon d="m21 21-4.3-4.3M19 11a8 8 0 1 1-16 0 8 8 0 0 1 16 0Z" />;
export const SupportIcon = () => (
  <Icon d="M4 14v-2a8 8 0 1 1 16 0v2M4 14a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2Zm16 0a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2Zm-3 2v1a3 3 0 0 1-3 3h-2" />
);
export const ArrowUpIcon = () => <Icon d="M12 19V5m-6 6 6-6 6 6" />;
export const PlusIcon = () => <Icon d="M12 5v14M5 12h14" />;
export const CloseMenuIcon = () => <Icon d="M6 6l12 12M18 6 6 18" />;
export const RotateIcon = () => (
  <Icon d="M4 4v6h6M20 20v-6h-6M5.6 15A8 8 0 0 0 19 17M18.4 9A8 8 0 0 0 5 7" />
);

export function TelegramIcon() {
  return <Icon d="m21 4-3 16-6-5-3 3v-5l9-8-11 6-5-2 19-5Z" />;
}
export function XIcon() {
  return <Icon d="M4 4l16 16M20 4 4 20" />;
}
export function InstagramIcon() {
  return (
    <Icon d="M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01" />
  );
}

export function Logo() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <circle cx="16" cy="16" r="14" fill="#f59e0b" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="#020617" strokeWidth="3" />
      <path d="M16 2v28M2 16h28M6 6l20 20M26 6 6 26" stroke="#020617" strokeWidth="1.5" />
    </svg>
  );
}
