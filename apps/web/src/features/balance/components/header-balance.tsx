import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Balance } from '@wheelhouse/contracts/wallet';
import { Drawer } from '../../../components/ui/drawer';
import { Popover } from '../../../components/ui/popover';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatPrimaryAmount } from '../../../lib/money/format-display-amount';
import { useInViewPrefetch, useIntentPrefetch } from '../../../lib/prefetch/intent';
import { lazyWithPreload } from '../../../lib/prefetch/lazy-with-preload';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useLocale } from '../../../lib/use-locale';
import { useBalance } from '../../../lib/wallet/get-balance';
import { ChevronDownIcon, RetryIcon, WalletIcon } from './balance-icons';

/**
 * The card's contents (bonus account, currency selector) are a chunk of their own, fetched as soon
 * as the header balance is on screen or shows intent: off the first load, ready before the click.
 */
const BalanceCard = lazyWithPreload(() =>
  import('./balance-card').then((m) => ({ default: m.BalanceCard })),
);

function CardLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 p-4" aria-busy="true">
      <span className="sr-only">{t('balance.header.loading')}</span>
      <Skeleton className="h-6 w-24" />
      <Skeleton className="h-16 w-full rounded-xl" />
      <Skeleton className="h-16 w-full rounded-xl" />
    </div>
  );
}

function BalanceLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="header-balance-loading">
      <Skeleton className="h-10 w-24" />
      <span className="sr-only">{t('balance.header.loading')}</span>
    </div>
  );
}

function BalanceRetry({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid="header-balance-retry"
      onClick={() => {
        if (!retrying) onRetry();
      }}
      aria-disabled={retrying}
      aria-label={`${t('balance.header.failed')}. ${t('balance.header.retry')}`}
      title={t('balance.header.failed')}
      className="flex h-10 items-center gap-1.5 rounded-xl border border-rose-500/50 px-2.5 text-sm text-rose-200 hover:bg-rose-500/10 aria-disabled:opacity-60"
    >
      <span className={retrying ? 'animate-spin' : undefined}>
        <RetryIcon />
      </span>
      <span>{t('balance.header.retry')}</span>
    </button>
  );
}

function BalanceButton({ balance }: { balance: Balance }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const total = formatPrimaryAmount(balance.total, locale);
  const card = (
    <Suspense fallback={<CardLoading />}>
      <BalanceCard balance={balance} onClose={close} />
    </Suspense>
  );
  useInViewPrefetch(buttonRef, BalanceCard.preload);
  const intent = useIntentPrefetch(BalanceCard.preload);

  return (
    <div className="relative min-w-0">
      <button
        ref={buttonRef}
        type="button"
        {...intent}
        data-testid="header-balance"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('balance.header.open', { amount: total })}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="flex h-10 max-w-[11rem] items-center gap-1.5 rounded-xl border border-slate-700 bg-slate-900 px-2.5 text-sm font-semibold text-white tabular-nums hover:bg-slate-800 sm:max-w-none"
      >
        <span className="text-amber-400">
          <WalletIcon />
        </span>
        <span data-testid="header-balance-amount" className="truncate">
          {total}
        </span>
        <span className="text-slate-400">
          <ChevronDownIcon />
        </span>
      </button>
      {open && isDesktop ? (
        <Popover
          label={t('balance.card.title')}
          openerRef={buttonRef}
          onClose={close}
          testId="balance-card"
        >
          {card}
        </Popover>
      ) : null}
      {open && !isDesktop ? (
        <Drawer label={t('balance.card.title')} onClose={close} side="bottom" testId="balance-card">
          {card}
        </Drawer>
      ) : null}
    </div>
  );
}

/**
 * The signed-in player's balance in the header (shell spec §2): the total in the primary currency,
 * opening the balance card. While a refetch fails, the last known balance stays on screen.
 */
export function HeaderBalance() {
  const balance = useBalance();
  if (balance.data) return <BalanceButton balance={balance.data} />;
  if (balance.isError) {
    return <BalanceRetry onRetry={() => void balance.refetch()} retrying={balance.isFetching} />;
  }
  return <BalanceLoading />;
}
