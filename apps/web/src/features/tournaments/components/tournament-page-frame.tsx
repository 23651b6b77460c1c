import type { ReactNode } from 'react';

/**
 * The tournament page's frame, also prerendered per language into the server's HTML
 * (scripts/prerender-first-paint.tsx), so a tournament's name and description show as soon as the
 * HTML and CSS arrive and nothing moves when the app takes over.
 */
export const TOURNAMENT_PAGE_CLASS = 'mx-auto flex w-full max-w-6xl flex-col gap-4';
export const TOURNAMENT_BACK_LINK_CLASS = 'self-start text-sm text-slate-400 hover:text-white';
export const TOURNAMENT_DETAILS_CLASS = 'flex flex-col gap-5';
export const TOURNAMENT_CARD_CLASS =
  'flex flex-col gap-3 rounded-2xl border border-slate-800 bg-slate-900 p-4';

/** Status, name, description and player count, with the countdown and join button beside them. */
export function TournamentHeader({
  badge,
  name,
  description,
  players,
  aside,
}: {
  badge: ReactNode;
  name: string;
  description: ReactNode;
  players: ReactNode;
  aside: ReactNode;
}) {
  return (
    <header className={`${TOURNAMENT_CARD_CLASS} sm:flex-row sm:items-end sm:justify-between`}>
      <div className="flex flex-col gap-2">
        {badge}
        <h1 className="text-2xl font-bold text-white">{name}</h1>
        {description}
        {players}
      </div>
      <div className="flex flex-col gap-3 sm:items-end">{aside}</div>
    </header>
  );
}

export function TournamentDescription({ text }: { text: string }) {
  return <p className="max-w-2xl text-sm text-slate-300">{text}</p>;
}
