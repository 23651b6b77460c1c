import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@wheelhouse/contracts/games';
import type { LaunchMode } from '@wheelhouse/contracts/provider-api';
import { AlertBox } from '../../../components/ui/alert-box';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-error';
import { playerBonusesQueryKey } from '../../../lib/bonuses/get-player-bonuses';
import { useMe } from '../../../lib/session/get-me';
import { useLocale } from '../../../lib/use-locale';
import { useMediaQuery } from '../../../lib/use-media-query';
import { balanceQueryKey } from '../../../lib/wallet/get-balance';
import { useLaunchGame } from '../api/launch-game';
import { providerRoundsKey } from '../api/get-provider-rounds';
import { useProviderStatus } from '../api/get-provider-status';
import { FreeSpinsLeft } from '../../../components/games/free-spins-left';
import { useLeaveConfirmation } from '../hooks/use-leave-confirmation';
import { ExitConfirmation } from './exit-confirmation';
import { GameBalance } from './game-balance';
import { PhoneFullScreen } from './phone-full-screen';
import { ProviderRounds } from './provider-rounds';

/**
 * How long a frame has to say `provider:ready` before the page asks our server whether its provider
 * answers at all. The load event proves nothing (Chromium fires it on its own error page too), and
 * only our reference provider posts the message, so silence alone never means "down": a real
 * provider's working game is kept when its server answers the probe.
 */
export const FRAME_READY_TIMEOUT_MS = 10_000;
/** Tailwind's sm breakpoint: below it the game takes the whole screen. */
const WIDER_THAN_PHONE = '(min-width: 640px)';

/**
 * A third-party game in its provider's frame: real money for signed-in players (with a switch to
 * demo), demo for guests; loading, provider-down and not-connected states.
 */
export function ProviderFrame({ game }: { game: Game }) {
  const { t } = useTranslation();
  const me = useMe();
  const locale = useLocale();
  const isPhone = !useMediaQuery(WIDER_THAN_PHONE);
  const signedIn = Boolean(me.data);
  const [demoChosen, setDemoChosen] = useState(false);
  const mode: LaunchMode = signedIn && !demoChosen ? 'real' : 'demo';
  // Who is looking decides the mode, so nothing launches before that is known.
  const launch = useLaunchGame(game.id, mode, me.data?.globalId ?? null, locale, !me.isPending);
  const [readyUrl, setReadyUrl] = useState<string | null>(null);
  const [timedOutUrl, setTimedOutUrl] = useState<string | null>(null);
  // A retry of a demo launch answers the same address: the attempt restarts the wait all the same.
  const [attempt, setAttempt] = useState(0);
  const queryClient = useQueryClient();
  const url = launch.data?.url ?? null;
  const frameRef = useRef<HTMLIFrameElement>(null);
  const waitRanOut = url !== null && timedOutUrl === url && readyUrl !== url;
  const status = useProviderStatus(game.id, `${attempt}:${mode}`, waitRanOut);
  const frameUp =
    url !== null && (readyUrl === url || (waitRanOut && status.data?.reachable === true));
  // A failed check counts as down too: the player gets "Try again" rather than an endless skeleton.
  const providerDown = waitRanOut && (status.isError || status.data?.reachable === false);

  useEffect(() => {
    if (!url || readyUrl === url) return;
    const timer = setTimeout(() => setTimedOutUrl(url), FRAME_READY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [url, readyUrl, attempt]);

  // The frame says when a round moved money; the realtime channel usually got there first.
  useEffect(() => {
    if (!url) return;
    const origin = new URL(url, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      // Only this game's frame, not another window of the provider, says it is up.
      if (type === 'provider:ready' && event.source === frameRef.current?.contentWindow)
        setReadyUrl(url);
      if (type === 'provider:balance') {
        void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
        void queryClient.invalidateQueries({ queryKey: providerRoundsKey });
        // A free round used one of the bonus's spins.
        void queryClient.invalidateQueries({ queryKey: playerBonusesQueryKey });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, queryClient]);

  const retry = () => {
    setTimedOutUrl(null);
    setReadyUrl(null);
    setAttempt((value) => value + 1);
    void launch.refetch();
  };

  const modeSwitch = signedIn ? (
    <label
      className={`flex cursor-pointer items-center gap-2 text-slate-300 ${isPhone ? 'text-xs' : 'text-sm'}`}
    >
      <button
        type="button"
        role="switch"
        aria-checked={mode === 'real'}
        data-testid="play-for-real"
        onClick={() => setDemoChosen((value) => !value)}
        className={`relative h-6 w-11 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400 ${
          mode === 'real' ? 'bg-emerald-500' : 'bg-slate-600'
        }`}
      >
        <span
          className={`absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white transition-transform ${
            mode === 'real' ? 'translate-x-5' : ''
          }`}
        />
      </button>
      {t('games.page.frame.play_for_real')}
    </label>
  ) : (
    <p className={`text-slate-400 ${isPhone ? 'text-xs' : 'text-sm'}`}>
      {t('games.page.frame.guest_demo')}
    </p>
  );
  const modeBadge = (
    <span
      data-testid="provider-frame-mode"
      className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        mode === 'real' ? 'bg-emerald-500/15 text-emerald-300' : 'bg-slate-700 text-slate-200'
      }`}
    >
      {t(`games.page.frame.mode.${mode}`)}
    </span>
  );

  let body;
  let showsFrame = false;
  if (launch.isError && isApiError(launch.error) && launch.error.status === 409) {
    body = (
      <AlertBox
        variant="warning"
        testId="provider-frame-error"
        title={t('games.page.not_connected_title')}
      >
        {t('games.page.not_connected_text', { provider: game.provider.name })}
      </AlertBox>
    );
  } else if (launch.isError || providerDown) {
    body = <ProviderDown onRetry={retry} />;
  } else {
    showsFrame = true;
    body = (
      <div
        className={
          isPhone
            ? 'relative h-full w-full overflow-hidden bg-slate-900'
            : 'relative h-[70vh] max-h-[760px] min-h-[480px] w-full overflow-hidden rounded-2xl border border-slate-800 bg-slate-900'
        }
      >
        {frameUp ? null : (
          <div
            data-testid="provider-frame-loading"
            role="status"
            className="absolute inset-0 flex flex-col gap-3 p-4"
          >
            <span className="sr-only">{t('games.page.frame.loading')}</span>
            <Skeleton className="h-8 w-1/2" />
            <Skeleton className="h-full w-full rounded-xl" />
          </div>
        )}
        {url ? (
          <iframe
            key={`${attempt}:${url}`}
            ref={frameRef}
            src={url}
            title={t('games.page.frame.title', { title: game.title })}
            data-testid="provider-frame"
            data-mode={mode}
            allow="fullscreen; autoplay"
            referrerPolicy="no-referrer"
            className={`h-full w-full border-0 ${frameUp ? '' : 'invisible'}`}
          />
        ) : null}
      </div>
    );
  }

  // On a phone the full-screen game asks at its exit button; wider, the page asks at any link away.
  const leaving = useLeaveConfirmation(showsFrame && !isPhone);

  if (showsFrame && isPhone)
    return (
      <section aria-label={t('games.page.frame.region')}>
        <PhoneFullScreen
          title={game.title}
          toolbar={
            <>
              {modeSwitch}
              {mode === 'real' ? <FreeSpinsLeft game={game.slug} compact /> : null}
              {mode === 'real' ? <GameBalance /> : null}
              {modeBadge}
            </>
          }
        >
          {body}
        </PhoneFullScreen>
      </section>
    );

  return (
    <section className="flex flex-col gap-3" aria-label={t('games.page.frame.region')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {modeSwitch}
        {mode === 'real' ? <FreeSpinsLeft game={game.slug} /> : null}
        {modeBadge}
      </div>
      {body}
      {signedIn ? <ProviderRounds /> : null}
      {leaving.pending !== null ? (
        <ExitConfirmation onContinue={leaving.confirm} onCancel={leaving.cancel} />
      ) : null}
    </section>
  );
}

function ProviderDown({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertBox
      variant="warning"
      testId="provider-frame-error"
      title={t('games.page.frame.error_title')}
    >
      <p>{t('games.page.frame.error_text')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 rounded-lg bg-slate-800 px-3 py-1.5 font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-amber-400"
      >
        {t('games.page.frame.retry')}
      </button>
    </AlertBox>
  );
}
