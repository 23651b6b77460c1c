import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

/**
 * The game page's frame, also prerendered per language into the server's HTML
 * (scripts/prerender-first-paint.tsx), so a game's title and artwork show as soon as the HTML and
 * CSS arrive and nothing moves when the app takes over.
 */
export const GAME_PAGE_CLASS = 'flex flex-col gap-4';

/** The favourite button's box, kept by the prerendered header until the app draws the button. */
export const GAME_FAVORITE_CLASS = 'shrink-0 border border-slate-700';

export interface GameHeaderText {
  provider: string;
  rtp: string;
}

/** Title, label, provider link, RTP and the favourite button; the app and the prerender fill the slots. */
export function GameHeader({
  title,
  label,
  providerLink,
  rtp,
  favorite,
  text,
}: {
  title: string;
  label: ReactNode;
  providerLink: ReactNode;
  rtp: string;
  favorite: ReactNode;
  text: GameHeaderText;
}) {
  return (
    <header className="flex items-start justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold wrap-anywhere text-white sm:text-3xl">{title}</h1>
          {label}
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-400">
          <div className="flex gap-1">
            <dt>{text.provider}:</dt>
            <dd>{providerLink}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{text.rtp}:</dt>
            <dd data-testid="game-rtp" className="font-medium text-white">
              {rtp}
            </dd>
          </div>
        </dl>
      </div>
      {favorite}
    </header>
  );
}

export const GAME_PROVIDER_LINK_CLASS = 'font-medium text-amber-400 hover:text-amber-300';

/**
 * The play area while its game loads: the game's artwork (the page's largest paint, so it is asked
 * for first) above the bet controls' place.
 */
export function GamePoster({
  imageUrl,
  loadingText,
  testId,
}: {
  imageUrl: string;
  loadingText: string;
  testId?: string;
}) {
  return (
    <div data-testid={testId} aria-busy="true" className="flex flex-col gap-4">
      <div className="flex h-64 items-center justify-center overflow-hidden rounded-2xl border border-slate-800 bg-slate-900 py-4">
        <img
          src={imageUrl}
          alt=""
          width={192}
          height={256}
          fetchPriority="high"
          className="h-full w-auto rounded-xl object-contain"
        />
        <p role="status" className="sr-only">
          {loadingText}
        </p>
      </div>
      <Skeleton className="h-12 w-full rounded-xl" />
    </div>
  );
}
