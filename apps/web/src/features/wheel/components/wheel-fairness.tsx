import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WheelSpinResponse } from '@wheelhouse/contracts/wheel';
import { CopyButton } from '../../../components/copy-button';
import { verifySpin, type SpinVerification } from '../model/verify-spin';

const fieldClass =
  'w-full min-w-0 rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 font-mono text-xs text-white outline-none focus:border-amber-400';

function SeedLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-slate-400">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2">
        <code data-testid={testId} className="min-w-0 flex-1 font-mono break-all text-slate-200">
          {value}
        </code>
        <CopyButton value={value} label={label} />
      </dd>
    </div>
  );
}

/**
 * Before the spin: the commitment to the server seed and the player's own client seed, which the
 * player may change. The spin sends that seed; the server's was fixed before it saw it.
 */
export function SeedCommitment({
  serverSeedHash,
  clientSeed,
  error,
  onClientSeed,
}: {
  serverSeedHash: string | null;
  clientSeed: string;
  error: string | null;
  onClientSeed: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <details data-testid="wheel-commitment" className="w-full text-left text-xs text-slate-400">
      <summary className="cursor-pointer rounded focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:outline-none">
        {t('wheel.fairness')}
      </summary>
      <dl className="mt-2 flex flex-col gap-2">
        {serverSeedHash ? (
          <SeedLine
            label={t('wheel.server_seed_hash')}
            value={serverSeedHash}
            testId="wheel-server-seed-hash"
          />
        ) : null}
      </dl>
      <label htmlFor="wheel-client-seed" className="mt-2 block text-slate-400">
        {t('wheel.client_seed')}
      </label>
      <input
        id="wheel-client-seed"
        data-testid="wheel-client-seed"
        value={clientSeed}
        maxLength={80}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onClientSeed(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'wheel-client-seed-error' : 'wheel-client-seed-hint'}
        className={`${fieldClass} mt-1`}
      />
      {error ? (
        <p id="wheel-client-seed-error" role="alert" className="mt-1 text-rose-400">
          {error}
        </p>
      ) : (
        <p id="wheel-client-seed-hint" className="mt-1">
          {t('wheel.client_seed_hint')}
        </p>
      )}
    </details>
  );
}

/** After the spin: the revealed seeds, and a check the browser runs itself with @wheelhouse/fair. */
export function SpinFairness({
  result,
  prizeCount,
  shownHash,
}: {
  result: WheelSpinResponse;
  prizeCount: number;
  shownHash: string | null;
}) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<SpinVerification | null>(null);
  const { fairness } = result;
  return (
    <details data-testid="wheel-fairness" className="w-full text-left text-xs text-slate-400">
      <summary className="cursor-pointer rounded focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:outline-none">
        {t('wheel.fairness')}
      </summary>
      <dl className="mt-2 flex flex-col gap-2">
        <SeedLine
          label={t('wheel.server_seed_hash')}
          value={fairness.serverSeedHash}
          testId="wheel-revealed-hash"
        />
        <SeedLine
          label={t('wheel.server_seed')}
          value={fairness.serverSeed}
          testId="wheel-revealed-seed"
        />
        <SeedLine
          label={t('wheel.client_seed')}
          value={fairness.clientSeed}
          testId="wheel-revealed-client-seed"
        />
        <SeedLine label={t('wheel.nonce')} value={String(fairness.nonce)} testId="wheel-nonce" />
      </dl>
      <button
        type="button"
        data-testid="wheel-verify"
        onClick={() => setCheck(verifySpin(result, prizeCount, shownHash))}
        className="mt-2 rounded-lg bg-slate-800 px-3 py-2 font-semibold text-white hover:bg-slate-700 focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:outline-none"
      >
        {t('wheel.verify')}
      </button>
      {check ? (
        <p
          data-testid="wheel-verify-result"
          data-status={check.status}
          role="status"
          className={`mt-2 ${check.status === 'match' ? 'text-emerald-300' : 'text-rose-300'}`}
        >
          {check.status === 'invalid'
            ? t('wheel.verify_invalid', { field: check.field })
            : t(`wheel.verify_${check.status}`, { index: check.index })}
        </p>
      ) : null}
    </details>
  );
}
