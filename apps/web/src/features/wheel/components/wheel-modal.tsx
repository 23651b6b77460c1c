import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { WheelPrize, WheelSpinResponse } from '@wheelhouse/contracts/wheel';
import { WHEEL_WINNING_SLOTS } from '@wheelhouse/contracts/wheel';
import { CLIENT_SEED_MAX_LENGTH, parseClientSeed } from '@wheelhouse/fair/seeds';
import { Countdown } from '../../../components/ui/countdown';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthModal } from '../../../lib/auth-modal-url';
import { errorMessage } from '../../../lib/error-message';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { formatDecimal, formatPrimaryAmount } from '../../../lib/money/format-display-amount';
import { useMe } from '../../../lib/session/get-me';
import { useLocale, useLocalizedPath } from '../../../lib/use-locale';
import { useMediaQuery } from '../../../lib/use-media-query';
import { openWalletPanel } from '../../../lib/wallet-panel/wallet-panel-store';
import { useWheel } from '../../../lib/wheel/get-wheel';
import { closeWheel } from '../../../lib/wheel/wheel-modal-store';
import { useSpinWheel } from '../api/spin-wheel';
import { readWheelClientSeed, saveWheelClientSeed } from '../model/client-seed';
import { SeedCommitment, SpinFairness } from './wheel-fairness';
import { restingAngle, WheelFace } from './wheel-face';
import { WheelPrizeList } from './wheel-prize-list';

/** Shell spec §9: a spin lasts about 5 seconds. */
export const SPIN_MS = 5_000;
const TURNS = 6;

const buttonClass =
  'w-full rounded-xl bg-amber-400 px-4 py-3 text-base font-bold text-slate-950 hover:bg-amber-300 disabled:opacity-60';
const secondaryClass =
  'w-full rounded-xl bg-slate-800 px-4 py-3 text-base font-semibold text-white hover:bg-slate-700';

function usd(value: string, locale: string): string {
  return `$${formatDecimal(value, 2, locale)}`;
}

function isZero(value: string): boolean {
  return /^0(\.0+)?$/.test(value);
}

/** The wheel-of-luck modal (shell spec §4): teaser, spin, prize, come back tomorrow. */
export function WheelModal() {
  const { t } = useTranslation();
  const me = useMe();
  const wheel = useWheel();
  const signedIn = Boolean(me.data);
  const { refetch } = wheel;
  // At the next UTC midnight the come-back-tomorrow countdown ends: ask for the new state.
  const refetchWheel = useCallback(() => void refetch(), [refetch]);
  return (
    <Modal title={t('wheel.title')} onClose={closeWheel} testId="wheel-modal">
      {wheel.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('wheel.title')} />
        </div>
      ) : wheel.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
          <p className="text-slate-300">{t('wheel.error')}</p>
          <button type="button" className={secondaryClass} onClick={() => void wheel.refetch()}>
            {t('wheel.retry')}
          </button>
        </div>
      ) : wheel.data.prizes.length === 0 ? (
        <p className="py-6 text-center text-slate-300">{t('wheel.empty')}</p>
      ) : signedIn && wheel.data.state ? (
        <PlayerWheel
          prizes={wheel.data.prizes}
          state={wheel.data.state}
          serverSeedHash={wheel.data.serverSeedHash}
          onNextSpin={refetchWheel}
        />
      ) : (
        <GuestWheel prizes={wheel.data.prizes} />
      )}
    </Modal>
  );
}

function GuestWheel({ prizes }: { prizes: readonly WheelPrize[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { open } = useAuthModal();
  // Every value has the house currency's scale, so the digits compare as integers. Only the
  // segments that can win count (0–13): the 15th is shown but never lands.
  const minor = (value: string) => BigInt(value.replace('.', ''));
  const best = prizes
    .slice(0, WHEEL_WINNING_SLOTS)
    .reduce(
      (top, prize) => (minor(prize.amount.value) > minor(top) ? prize.amount.value : top),
      prizes[0]!.amount.value,
    );
  return (
    <div className="relative" data-testid="wheel-guest">
      <div className="opacity-40">
        <WheelFace
          prizes={prizes}
          label={(p) => usd(p.amount.value, locale)}
          angle={0}
          durationMs={0}
          noPrize={t('wheel.no_prize')}
        />
      </div>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-2xl bg-slate-950/70 p-4 text-center">
        <p className="text-lg font-bold text-white">{t('wheel.guest_title')}</p>
        <p className="text-slate-200">{t('wheel.guest_text', { amount: usd(best, locale) })}</p>
        <div className="flex w-full max-w-xs flex-col gap-2">
          <button
            type="button"
            className={buttonClass}
            onClick={() => {
              closeWheel();
              open('register');
            }}
          >
            {t('wheel.sign_up')}
          </button>
          <button
            type="button"
            className={secondaryClass}
            onClick={() => {
              closeWheel();
              open('login');
            }}
          >
            {t('wheel.log_in')}
          </button>
        </div>
      </div>
    </div>
  );
}

function PlayerWheel({
  prizes,
  state,
  serverSeedHash,
  onNextSpin,
}: {
  prizes: readonly WheelPrize[];
  state: NonNullable<ReturnType<typeof useWheel>['data']>['state'] & object;
  serverSeedHash: string | null;
  onNextSpin: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const spin = useSpinWheel();
  const [angle, setAngle] = useState(0);
  const [result, setResult] = useState<WheelSpinResponse | null>(null);
  const [shown, setShown] = useState(false);
  const [clientSeed, setClientSeed] = useState(readWheelClientSeed);
  const [seedError, setSeedError] = useState<string | null>(null);
  // The commitment this modal showed before the spin: the check after it compares against it.
  const [shownHash] = useState(serverSeedHash);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const duration = reducedMotion ? 0 : SPIN_MS;

  const start = () => {
    const seed = parseClientSeed(clientSeed);
    if (!seed.ok) {
      setSeedError(t('wheel.client_seed_invalid', { max: CLIENT_SEED_MAX_LENGTH }));
      return;
    }
    setSeedError(null);
    saveWheelClientSeed(seed.value);
    spin.mutate(
      { idempotencyKey: newIdempotencyKey(), clientSeed: seed.value },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setAngle(restingAngle(answer.index, TURNS));
          timer.current = setTimeout(() => setShown(true), duration);
        },
      },
    );
  };

  if (result && shown)
    return <PrizeView result={result} prizeCount={prizes.length} shownHash={shownHash} />;
  const spinning = spin.isPending || (result !== null && !shown);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-center text-sm text-slate-300">{t('wheel.subtitle')}</p>
      <WheelFace
        prizes={prizes}
        label={(p) => usd(p.amount.value, locale)}
        angle={angle}
        durationMs={duration}
        noPrize={t('wheel.no_prize')}
      />
      {result ? (
        <p className="sr-only" aria-live="polite">
          {shown ? t('wheel.result_live', { amount: usd(result.amount.value, locale) }) : ''}
        </p>
      ) : null}
      {state.isSpinned && !result ? (
        <div data-testid="wheel-tomorrow" className="flex flex-col items-center gap-2 text-center">
          <p className="text-lg font-bold text-white">{t('wheel.tomorrow_title')}</p>
          <p className="text-slate-300">{t('wheel.tomorrow_text')}</p>
          <Countdown to={new Date(state.nextSpinDate)} onEnd={onNextSpin} />
        </div>
      ) : state.isZeroDeposits ? (
        <div data-testid="wheel-deposit" className="flex flex-col items-center gap-2 text-center">
          <p className="text-lg font-bold text-white">{t('wheel.deposit_title')}</p>
          <p className="text-slate-300">{t('wheel.deposit_text')}</p>
          <button
            type="button"
            className={buttonClass}
            onClick={() => {
              closeWheel();
              openWalletPanel('deposit');
            }}
          >
            {t('wheel.deposit')}
          </button>
        </div>
      ) : (
        <>
          {spin.isError ? (
            <p role="alert" className="text-center text-sm text-rose-400">
              {errorMessage(t, spin.error)}
            </p>
          ) : null}
          <button
            type="button"
            className={buttonClass}
            disabled={spinning}
            onClick={start}
            data-testid="wheel-spin"
          >
            {spinning ? t('wheel.spinning') : t('wheel.spin')}
          </button>
          <SeedCommitment
            serverSeedHash={serverSeedHash}
            clientSeed={clientSeed}
            error={seedError}
            onClientSeed={(value) => {
              setClientSeed(value);
              setSeedError(null);
            }}
          />
        </>
      )}
      <WheelPrizeList prizes={prizes} />
    </div>
  );
}

function PrizeView({
  result,
  prizeCount,
  shownHash,
}: {
  result: WheelSpinResponse;
  prizeCount: number;
  shownHash: string | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const won = !isZero(result.amount.value);
  const main = result.balanceType === 'main';
  const inDisplay = result.amount.currency.code !== 'USD';
  return (
    <div data-testid="wheel-prize" className="flex flex-col items-center gap-3 py-4 text-center">
      <p className="text-2xl font-extrabold text-amber-400">
        {won
          ? t('wheel.won_title', { amount: usd(result.amount.value, locale) })
          : t('wheel.lost_title')}
      </p>
      {won ? (
        <>
          <p className="text-slate-200">{main ? t('wheel.to_balance') : t('wheel.to_bonus')}</p>
          {inDisplay ? (
            <p className="text-sm text-slate-400">
              {t('wheel.in_display', { amount: formatPrimaryAmount(result.amount, locale) })}
            </p>
          ) : null}
          {result.promo ? (
            <p className="text-sm text-slate-300">{t('wheel.promo', { code: result.promo })}</p>
          ) : null}
        </>
      ) : (
        <p className="text-slate-300">{t('wheel.lost_text')}</p>
      )}
      <button
        type="button"
        className={buttonClass}
        onClick={() => {
          closeWheel();
          if (won && !main) void navigate(localized('/bonuses'));
        }}
      >
        {won && !main ? t('wheel.to_bonuses') : t('wheel.take')}
      </button>
      <SpinFairness result={result} prizeCount={prizeCount} shownHash={shownHash} />
    </div>
  );
}
