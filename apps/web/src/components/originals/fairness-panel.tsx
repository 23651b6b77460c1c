import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OriginalBet, OriginalGame } from '@wheelhouse/contracts/originals';
import { CLIENT_SEED_MAX_LENGTH, parseClientSeed } from '@wheelhouse/fair/seeds';
import { useBetHistory } from '../../lib/originals/get-bets';
import { useSeeds } from '../../lib/originals/get-seeds';
import { useRotateSeeds } from '../../lib/originals/rotate-seeds';
import { useSetClientSeed } from '../../lib/originals/set-client-seed';
import { verifyBet, type VerifyBetResult } from '../../lib/originals/verify-bet';
import { useMe } from '../../lib/session/get-me';
import { useLocale } from '../../lib/use-locale';
import { CopyButton } from '../copy-button';
import { Skeleton } from '../ui/skeleton';
import { formatMultiplierText } from './format-bet';
import { useBetErrors } from './use-bet-errors';

/**
 * Provable fairness for one original: the active pair (server seed by its SHA-256 hash, the
 * editable client seed, the next nonce), rotation (which reveals the server seed), and "verify a
 * bet": pick a past bet or paste seeds, and the browser recomputes the result with
 * @wheelhouse/fair, showing whether it matches what the server recorded.
 *
 *   <FairnessPanel game="dice" selectedBetId={betId} onSelectBet={setBetId} />
 */
export interface FairnessPanelProps {
  game: OriginalGame;
  /** The bet to verify, e.g. picked in the history table; the panel's own picker changes it. */
  selectedBetId?: string | null;
  onSelectBet?: (betId: string | null) => void;
}

const CLIENT_SEED_RULES = ['required', 'invalid_type', 'max_length', 'invalid_format'] as const;

const fieldClass =
  'w-full min-w-0 rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 font-mono text-sm text-white outline-none focus:border-amber-400';
const buttonClass =
  'rounded-lg bg-slate-800 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:outline-none disabled:opacity-50';

function SeedValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2">
        <code
          data-testid={testId}
          className="min-w-0 flex-1 font-mono text-xs break-all text-slate-200"
        >
          {value}
        </code>
        <CopyButton value={value} label={label} />
      </dd>
    </div>
  );
}

function ClientSeedForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const save = useSetClientSeed();
  const report = useBetErrors('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseClientSeed(value);
    if (!parsed.ok) {
      const rule =
        CLIENT_SEED_RULES.find((known) => known === parsed.error.rule) ?? 'invalid_format';
      setError(t(`originals.fairness.client_seed_errors.${rule}`, { max: CLIENT_SEED_MAX_LENGTH }));
      return;
    }
    setError(null);
    save.mutate(parsed.value, {
      onError: (failure) => setError(report(failure).fields.clientSeed ?? null),
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5" noValidate>
      <label htmlFor="fairness-client-seed" className="text-xs text-slate-400">
        {t('originals.fairness.client_seed')}
      </label>
      <div className="flex gap-2">
        <input
          id="fairness-client-seed"
          data-testid="client-seed-input"
          value={value}
          maxLength={80}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'fairness-client-seed-error' : undefined}
          className={fieldClass}
        />
        <button
          type="submit"
          disabled={save.isPending || value === current}
          className={buttonClass}
        >
          {t('originals.fairness.save')}
        </button>
      </div>
      {error ? (
        <p id="fairness-client-seed-error" role="alert" className="text-sm text-rose-400">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function ActiveSeeds() {
  const { t } = useTranslation();
  const seeds = useSeeds();
  const rotate = useRotateSeeds();
  const report = useBetErrors('');

  if (seeds.isPending)
    return (
      <div data-testid="fairness-loading" className="flex flex-col gap-2">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  if (seeds.isError)
    return (
      <div data-testid="fairness-error" className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-300">{t('originals.fairness.load_error')}</p>
        <button type="button" onClick={() => void seeds.refetch()} className={buttonClass}>
          {t('originals.retry')}
        </button>
      </div>
    );

  const { serverSeedHash, clientSeed, nonce, previous } = seeds.data;
  return (
    <div className="flex flex-col gap-4">
      <dl className="flex flex-col gap-3">
        <SeedValue
          label={t('originals.fairness.server_seed_hash')}
          value={serverSeedHash}
          testId="server-seed-hash"
        />
        <div className="flex flex-col gap-1">
          <dt className="text-xs text-slate-400">{t('originals.fairness.nonce')}</dt>
          <dd data-testid="seed-nonce" className="font-mono text-sm text-white">
            {nonce}
          </dd>
        </div>
      </dl>
      <ClientSeedForm key={clientSeed} current={clientSeed} />
      <div className="flex flex-col gap-2">
        <button
          type="button"
          data-testid="rotate-seeds"
          disabled={rotate.isPending}
          onClick={() => rotate.mutate(undefined, { onError: (error) => report(error) })}
          className={`${buttonClass} self-start`}
        >
          {rotate.isPending ? t('originals.loading') : t('originals.fairness.rotate')}
        </button>
        <p className="text-xs text-slate-400">{t('originals.fairness.rotate_hint')}</p>
      </div>
      {previous ? (
        <div
          data-testid="revealed-seed"
          className="flex flex-col gap-2 rounded-xl bg-slate-950/60 p-3"
        >
          <p className="text-sm font-semibold text-white">{t('originals.fairness.previous')}</p>
          <dl className="flex flex-col gap-2">
            <SeedValue
              label={t('originals.fairness.server_seed')}
              value={previous.serverSeed}
              testId="revealed-server-seed"
            />
            <SeedValue
              label={t('originals.fairness.server_seed_hash')}
              value={previous.serverSeedHash}
              testId="revealed-server-seed-hash"
            />
          </dl>
        </div>
      ) : null}
    </div>
  );
}

interface VerifyFields {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  params: string;
}

function fieldsOf(bet: OriginalBet | undefined): VerifyFields {
  return {
    serverSeed: bet?.serverSeed ?? '',
    serverSeedHash: bet?.serverSeedHash ?? '',
    clientSeed: bet?.clientSeed ?? '',
    nonce: bet ? String(bet.nonce) : '',
    params: bet ? JSON.stringify(bet.params) : '',
  };
}

function VerifyForm({ game, bet }: { game: OriginalGame; bet: OriginalBet | undefined }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(() => fieldsOf(bet));
  const [result, setResult] = useState<VerifyBetResult | { status: 'bad_params' } | null>(null);
  const edited = bet !== undefined && JSON.stringify(fields) !== JSON.stringify(fieldsOf(bet));

  function submit(event: FormEvent) {
    event.preventDefault();
    let params: unknown;
    try {
      params = JSON.parse(fields.params || '{}');
    } catch {
      setResult({ status: 'bad_params' });
      return;
    }
    const nonce = /^\d{1,15}$/.test(fields.nonce.trim()) ? Number(fields.nonce) : Number.NaN;
    setResult(
      verifyBet({
        game,
        serverSeed: fields.serverSeed,
        serverSeedHash: fields.serverSeedHash,
        clientSeed: fields.clientSeed,
        nonce,
        params,
        // Pasted seeds are only recomputed; a picked bet is also compared with its record.
        recordedOutcome: bet && !edited ? bet.outcome : null,
      }),
    );
  }

  const input = (name: keyof VerifyFields, label: string) => (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={`verify-${name}`} className="text-xs text-slate-400">
        {label}
      </label>
      <input
        id={`verify-${name}`}
        data-testid={`verify-${name}`}
        value={fields[name]}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setFields({ ...fields, [name]: event.target.value });
          setResult(null);
        }}
        className={fieldClass}
      />
    </div>
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      {bet && !bet.serverSeed ? (
        <p data-testid="verify-needs-rotation" className="text-sm text-amber-200">
          {t('originals.fairness.needs_rotation')}
        </p>
      ) : null}
      {input('serverSeed', t('originals.fairness.server_seed'))}
      {input('serverSeedHash', t('originals.fairness.server_seed_hash'))}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_8rem]">
        {input('clientSeed', t('originals.fairness.client_seed'))}
        {input('nonce', t('originals.fairness.nonce'))}
      </div>
      {input('params', t('originals.fairness.params'))}
      <button type="submit" data-testid="verify-submit" className={`${buttonClass} self-start`}>
        {t('originals.fairness.verify')}
      </button>
      {result ? <VerifyOutcome result={result} /> : null}
    </form>
  );
}

function VerifyOutcome({ result }: { result: VerifyBetResult | { status: 'bad_params' } }) {
  const { t } = useTranslation();
  if (result.status === 'bad_params' || result.status === 'invalid')
    return (
      <p
        data-testid="verify-result"
        data-status="invalid"
        role="alert"
        className="text-sm text-rose-400"
      >
        {result.status === 'bad_params'
          ? t('originals.fairness.bad_params')
          : t('originals.fairness.invalid', { field: result.error.field })}
      </p>
    );
  const tone =
    result.status === 'match'
      ? 'border-emerald-500/40 bg-emerald-500/10 text-emerald-100'
      : result.status === 'mismatch'
        ? 'border-rose-500/40 bg-rose-500/10 text-rose-100'
        : 'border-sky-500/40 bg-sky-500/10 text-sky-100';
  return (
    <div
      data-testid="verify-result"
      data-status={result.status}
      role="status"
      className={`flex flex-col gap-2 rounded-xl border p-3 text-sm ${tone}`}
    >
      <p className="font-semibold">{t(`originals.fairness.result.${result.status}`)}</p>
      <ul className="flex flex-col gap-1 text-xs">
        <li>
          {result.hashMatches ? t('originals.fairness.hash_ok') : t('originals.fairness.hash_bad')}
        </li>
        {result.outcomeMatches === null ? null : (
          <li>
            {result.outcomeMatches
              ? t('originals.fairness.outcome_ok')
              : t('originals.fairness.outcome_bad')}
          </li>
        )}
      </ul>
      <pre className="max-h-40 overflow-auto rounded-lg bg-slate-950/70 p-2 font-mono text-xs whitespace-pre-wrap text-slate-200">
        {JSON.stringify(result.outcome, null, 1)}
      </pre>
    </div>
  );
}

function VerifySection({ game, selectedBetId, onSelectBet }: FairnessPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const history = useBetHistory(game);
  const [ownSelection, setOwnSelection] = useState<string | null>(null);
  const selectedId = selectedBetId !== undefined ? selectedBetId : ownSelection;
  const select = onSelectBet ?? setOwnSelection;
  const bets = (history.data?.pages.flatMap((page) => page.data) ?? []).filter(
    (bet) => bet.status === 'settled',
  );
  const bet = bets.find((candidate) => candidate.id === selectedId);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="verify-pick" className="text-xs text-slate-400">
          {t('originals.fairness.pick_bet')}
        </label>
        <select
          id="verify-pick"
          data-testid="verify-pick"
          value={selectedId ?? ''}
          onChange={(event) => select(event.target.value || null)}
          className={fieldClass}
        >
          <option value="">{t('originals.fairness.paste_seeds')}</option>
          {bets.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {t('originals.fairness.bet_option', {
                nonce: candidate.nonce,
                multiplier: formatMultiplierText(candidate.multiplier, locale).replace('×', ''),
              })}
            </option>
          ))}
        </select>
      </div>
      <VerifyForm key={`${bet?.id ?? 'manual'}:${bet?.serverSeed ?? ''}`} game={game} bet={bet} />
    </div>
  );
}

export function FairnessPanel(props: FairnessPanelProps) {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <section
      data-testid="fairness-panel"
      aria-labelledby="fairness-title"
      className="flex flex-col gap-5 rounded-2xl border border-slate-800 bg-slate-900/60 p-4"
    >
      <h2 id="fairness-title" className="text-lg font-bold text-white">
        {t('originals.fairness.title')}
      </h2>
      {me.data ? (
        <ActiveSeeds />
      ) : (
        <p className="text-sm text-slate-400">{t('originals.fairness.guest')}</p>
      )}
      <div className="flex flex-col gap-3 border-t border-slate-800 pt-4">
        <h3 className="font-semibold text-white">{t('originals.fairness.verify_title')}</h3>
        <VerifySection {...props} />
      </div>
    </section>
  );
}
