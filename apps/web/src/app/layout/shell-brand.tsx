import { Logo } from './icons';

/** The header's home link content; the link is the app's router link or, prerendered, a plain one. */
export const SHELL_BRAND_LINK_CLASS = 'flex items-center gap-2 rounded-lg';

/**
 * The logo and the brand name at the start of the header, also in the server's prerendered first
 * paints (scripts/prerender-first-paint.tsx), so every page shows its header before the app runs.
 */
export function ShellBrand({ name, compact }: { name: string; compact: boolean }) {
  return (
    <>
      <Logo />
      {/* A phone has no room for the brand name next to a signed-in player's controls. */}
      <span
        aria-hidden="true"
        className={`text-lg font-extrabold tracking-tight text-white ${compact ? 'hidden sm:inline' : ''}`}
      >
        {name}
      </span>
    </>
  );
}
