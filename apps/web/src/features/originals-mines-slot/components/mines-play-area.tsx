import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OriginalGameLayout } from '../../../components/originals/original-game-layout';
import { usePrefersReducedMotion } from '../../../components/originals/result-animation';
import { useBetErrors } from '../../../components/originals/use-bet-errors';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-error';
import { stakeProblem } from '../../../lib/originals/stake';
import { useStake } from '../../../lib/originals/use-stake';
import { useMinesRound } from '../hooks/use-mines-round';
import { boardFaces } from '../model/mines-board';
import { DEFAULT_MINES } from '../model/mines-count';
import { MinesControls } from './mines-controls';
import { MinesGrid } from './mines-grid';
import { MinesResult } from './mines-result';
import { PlayAreaFailure } from './play-area-failure';

/**
 * The "mines" original: stake and mine count beside the 5×5 board, then the player's bets, the
 * fairness panel and the live bets. An unfinished round is fetched on mount and played on.
 */
export function MinesPlayArea() {
  const { t } = useTranslation();
  const game = useMinesRound();
  const stake = useStake();
  const reducedMotion = usePrefersReducedMotion();
  const report = useBetErrors(stake.currency);
  // Until the player picks a count, the last (or resumed) round's count stays chosen.
  const [chosenMines, setMines] = useState<number | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { round, step } = game;
  const mines = chosenMines ?? round?.mines ?? DEFAULT_MINES;

  const fail = (error: unknown) => {
    const reported = report(error);
    setFieldErrors(reported.fields);
    if (reported.maxBet !== null) stake.learnMaxBet(reported.maxBet);
  };

  const onStart = () => {
    const problem = stakeProblem(stake.value, stake.limits);
    // The same answer the API would give, without spending a request on it.
    if (problem?.rule === 'insufficient_balance') {
      fail(new ApiError({ status: 400, detail: 'insufficient_balance' }));
      return;
    }
    // The stake field already says what is wrong with the amount.
    if (problem) return;
    setFieldErrors({});
    game.start(stake.value, mines).catch(fail);
  };

  const board = game.loading ? (
    <div data-testid="mines-loading" role="status" aria-label={t('originals.loading')}>
      <Skeleton className="mx-auto aspect-square w-full max-w-md rounded-2xl" />
    </div>
  ) : game.loadError ? (
    <PlayAreaFailure onRetry={game.retryLoad} />
  ) : (
    <div className="flex flex-col gap-3" data-testid="mines-game">
      <MinesGrid
        faces={boardFaces(round)}
        playable={round?.status === 'active' && step === null}
        pendingTile={step?.kind === 'reveal' ? step.tile : null}
        onReveal={(tile) => void game.reveal(tile).catch(fail)}
        reducedMotion={reducedMotion}
      />
      <MinesResult round={round} />
    </div>
  );

  return (
    <OriginalGameLayout
      game="mines"
      board={board}
      controls={
        <MinesControls
          round={round}
          step={step}
          ready={!game.loading && !game.loadError}
          stake={stake.value}
          onStakeChange={(value) => {
            stake.setValue(value);
            setFieldErrors(({ amount: _amount, ...rest }) => rest);
          }}
          limits={stake.limits}
          currency={stake.currency}
          mines={mines}
          onMinesChange={(value) => {
            setMines(value);
            setFieldErrors(({ mines: _mines, ...rest }) => rest);
          }}
          fieldErrors={fieldErrors}
          onStart={onStart}
          onCashOut={() => void game.cashOut().catch(fail)}
        />
      }
    />
  );
}
