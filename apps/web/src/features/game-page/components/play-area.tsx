import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isOriginalGameSlug, ORIGINALS_PROVIDER, type Game } from '@wheelhouse/contracts/games';
import { AlertBox } from '../../../components/ui/alert-box';
import { GamePoster } from './game-page-frame';
import { originalPlayAreas } from './original-play-areas';
import { ProviderFrame } from './provider-frame';

/** Where the game is played: our original's own area, or the state of a third-party provider. */
export function PlayArea({ game }: { game: Game }) {
  const { t } = useTranslation();
  if (game.blockReason)
    return (
      <AlertBox
        variant="warning"
        testId="play-area-blocked"
        title={t(`games.block_reason.${game.blockReason}`)}
      >
        {t(`games.page.blocked_text.${game.blockReason}`)}
      </AlertBox>
    );

  if (game.provider.value === ORIGINALS_PROVIDER && isOriginalGameSlug(game.slug)) {
    const Original = originalPlayAreas[game.slug];
    return (
      <div data-testid="original-play-area" data-game={game.slug} className="min-h-64">
        {Original ? (
          // Each original is its own chunk; a link to the game usually fetched it already.
          <Suspense
            fallback={
              <GamePoster
                imageUrl={game.imageUrl}
                loadingText={t('games.page.frame.loading')}
                testId="play-area-loading"
              />
            }
          >
            <Original gameId={game.id} slug={game.slug} />
          </Suspense>
        ) : null}
      </div>
    );
  }

  if (game.connected) return <ProviderFrame game={game} />;

  // No connected provider serves this game; say so rather than show a fake game.
  return (
    <div
      data-testid="provider-not-connected"
      className="flex min-h-64 flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-slate-700 p-6 text-center"
    >
      <p className="text-lg font-semibold text-white">{t('games.page.not_connected_title')}</p>
      <p className="max-w-md text-sm text-slate-400">
        {t('games.page.not_connected_text', { provider: game.provider.name })}
      </p>
    </div>
  );
}
