import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CryptoPaymentMethod } from '@wheelhouse/contracts/cashier-crypto';
import type { FiatPaymentMethod } from '@wheelhouse/contracts/fiat';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useMediaQuery } from '../../../../lib/use-media-query';
import { useCryptoMethods } from '../../api/get-crypto-methods';
import { useFiatConditions } from '../../api/get-fiat-conditions';
import { MethodsLoadError } from './methods-load-error';
import { depositBonusPercent } from '../../model/deposit-bonus';
import { fiatMethodGroups } from '../../model/fiat-methods';
import {
  gridCardCount,
  nonEmptyGroups,
  splitGrid,
  WIDER_THAN_TABLET_QUERY,
  type MethodGroup,
} from '../../model/method-grid';

function MethodIcon({ method }: { method: CryptoPaymentMethod }) {
  const [broken, setBroken] = useState(false);
  if (!method.icon || broken) {
    return (
      <span
        aria-hidden="true"
        className="flex h-9 w-9 items-center justify-center rounded-full bg-slate-700 text-[10px] font-bold text-slate-200"
      >
        {method.code.slice(0, 4)}
      </span>
    );
  }
  return (
    <img
      src={method.icon}
      alt=""
      width={36}
      height={36}
      onError={() => setBroken(true)}
      className="h-9 w-9 rounded-full object-cover"
    />
  );
}

function MethodCard({
  method,
  purpose,
  onChoose,
}: {
  method: CryptoPaymentMethod;
  purpose: 'deposit' | 'withdraw';
  onChoose: (method: CryptoPaymentMethod) => void;
}) {
  const { t } = useTranslation();
  const unavailable = purpose === 'withdraw' && !method.withdrawAllowed;
  const bonus =
    purpose === 'deposit' && method.depositBonusAvailable && method.depositBonus > 0
      ? t('wallet.methods.bonus', { percent: depositBonusPercent(method.depositBonus) })
      : null;
  return (
    <button
      type="button"
      data-testid={`payment-method-${method.code}`}
      onClick={() => onChoose(method)}
      className="relative flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-xl border border-slate-700 bg-slate-800/60 p-2 text-center text-xs font-medium text-slate-100 hover:border-amber-400/60 hover:bg-slate-800"
    >
      <MethodIcon method={method} />
      <span className="leading-tight">{method.name}</span>
      {unavailable ? (
        <span className="text-[10px] font-semibold text-slate-400">
          {t('wallet.methods.withdraw_unavailable')}
        </span>
      ) : null}
      {bonus ? (
        <span className="absolute top-1 right-1 rounded-md bg-emerald-500/20 px-1 text-[10px] font-semibold text-emerald-300">
          {bonus}
        </span>
      ) : null}
    </button>
  );
}

function FiatMethodIcon({ method }: { method: FiatPaymentMethod }) {
  const [broken, setBroken] = useState(false);
  if (!method.icon || broken) {
    return (
      <span
        aria-hidden="true"
        className="flex h-9 w-9 items-center justify-center rounded-full bg-slate-700 text-[10px] font-bold text-slate-200"
      >
        {method.currency.slice(0, 4)}
      </span>
    );
  }
  return (
    <img
      src={method.icon}
      alt=""
      width={36}
      height={36}
      onError={() => setBroken(true)}
      className="h-9 w-9 rounded-full object-cover"
    />
  );
}

function FiatMethodCard({
  method,
  onChoose,
}: {
  method: FiatPaymentMethod;
  onChoose: (method: FiatPaymentMethod) => void;
}) {
  return (
    <button
      type="button"
      data-testid={`payment-method-fiat-${method.id}`}
      onClick={() => onChoose(method)}
      className="relative flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-xl border border-slate-700 bg-slate-800/60 p-2 text-center text-xs font-medium text-slate-100 hover:border-amber-400/60 hover:bg-slate-800"
    >
      <FiatMethodIcon method={method} />
      <span className="leading-tight">{method.name}</span>
      {method.label && method.label !== method.name ? (
        <span className="text-[10px] text-slate-400">{method.label}</span>
      ) : null}
    </button>
  );
}

/** One card of a group: a crypto or a fiat method. */
type GridMethod =
  { kind: 'crypto'; method: CryptoPaymentMethod } | { kind: 'fiat'; method: FiatPaymentMethod };

function MethodGroupGrid({
  group,
  methods,
  cards,
  purpose,
  onChoose,
  onChooseFiat,
}: {
  group: MethodGroup;
  methods: GridMethod[];
  cards: number;
  purpose: 'deposit' | 'withdraw';
  onChoose: (method: CryptoPaymentMethod) => void;
  onChooseFiat: (method: FiatPaymentMethod) => void;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const { visible, hidden } = splitGrid(methods, cards, expanded);
  const columns = cards === 6 ? 'grid-cols-3' : 'grid-cols-2';
  return (
    <section className="flex flex-col gap-2" aria-label={t(`wallet.methods.${group}`)}>
      <h3 className="text-sm font-semibold text-slate-300">{t(`wallet.methods.${group}`)}</h3>
      <div className={`grid gap-2 ${columns}`}>
        {visible.map((item) =>
          item.kind === 'crypto' ? (
            <MethodCard
              key={`crypto-${item.method.code}`}
              method={item.method}
              purpose={purpose}
              onChoose={onChoose}
            />
          ) : (
            <FiatMethodCard
              key={`fiat-${item.method.id}`}
              method={item.method}
              onChoose={onChooseFiat}
            />
          ),
        )}
        {hidden > 0 ? (
          <button
            type="button"
            data-testid={`payment-methods-other-${group}`}
            onClick={() => setExpanded(true)}
            className="flex min-h-20 items-center justify-center rounded-xl border border-dashed border-slate-600 p-2 text-xs font-medium text-slate-300 hover:bg-slate-800"
          >
            {t('wallet.methods.show_other', { count: hidden })}
          </button>
        ) : null}
      </div>
    </section>
  );
}

function GridSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid grid-cols-2 gap-2">
      {[0, 1, 2, 3].map((slot) => (
        <Skeleton key={slot} className="h-20" />
      ))}
      <span className="sr-only">{t('wallet.methods.loading')}</span>
    </div>
  );
}

/** The fiat methods could not be loaded (their call has no automatic retry, spec §7). */
function FiatMethodsLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="fiat-methods-error"
      className="flex flex-col items-start gap-2 text-sm text-rose-200"
    >
      <p>{t('wallet.methods.fiat_failed')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-lg border border-slate-700 px-3 py-1.5 text-slate-100 hover:bg-slate-800"
      >
        {t('Shared.retry')}
      </button>
    </div>
  );
}

/**
 * The payment-method grid of one wallet tab, grouped fiat / crypto / other (spec §2, §9): fiat
 * methods by priority for the tab (buy for deposit, sell for withdraw), the operator's "other"
 * ids apart. A group without methods is not shown; the fiat list failing leaves crypto usable.
 */
export function PaymentMethodGrid({
  purpose,
  onChoose,
  onChooseFiat,
}: {
  purpose: 'deposit' | 'withdraw';
  onChoose: (method: CryptoPaymentMethod) => void;
  onChooseFiat: (method: FiatPaymentMethod) => void;
}) {
  const { t } = useTranslation();
  const methods = useCryptoMethods();
  const fiat = useFiatConditions();
  const cards = gridCardCount(useMediaQuery(WIDER_THAN_TABLET_QUERY));

  if (methods.isPending || fiat.isPending) return <GridSkeleton />;
  if (methods.isError) {
    return <MethodsLoadError onRetry={() => void methods.refetch()} />;
  }

  const fiatGroups = fiat.data ? fiatMethodGroups(fiat.data, purpose) : { fiat: [], other: [] };
  const asFiat = (method: FiatPaymentMethod): GridMethod => ({ kind: 'fiat', method });
  // Methods without withdrawals stay listed on the withdraw tab, marked; choosing one explains.
  const groups: Record<MethodGroup, GridMethod[]> = {
    fiat: fiatGroups.fiat.map(asFiat),
    crypto: methods.data.map((method) => ({ kind: 'crypto', method })),
    other: fiatGroups.other.map(asFiat),
  };
  const shown = nonEmptyGroups(groups);
  const fiatError = fiat.isError ? (
    <FiatMethodsLoadError onRetry={() => void fiat.refetch()} />
  ) : null;
  if (shown.length === 0) {
    return (
      fiatError ?? (
        <p data-testid="payment-methods-empty" className="text-sm text-slate-400">
          {t('wallet.methods.empty')}
        </p>
      )
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {fiatError}
      {shown.map((group) => (
        <MethodGroupGrid
          key={group}
          group={group}
          methods={groups[group]}
          cards={cards}
          purpose={purpose}
          onChoose={onChoose}
          onChooseFiat={onChooseFiat}
        />
      ))}
    </div>
  );
}
