import { lazy, Suspense } from 'react';
import type { TonConnectMethod } from '@wheelhouse/contracts/ton-connect';
import { Skeleton } from '../../../../components/ui/skeleton';

const TonDepositView = lazy(() => import('./ton-deposit-view'));

/** The TON view in a chunk of its own: TON Connect's UI is large and only this view needs it. */
export function LazyTonDepositView({ currency }: { currency: TonConnectMethod }) {
  return (
    <Suspense
      fallback={
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      }
    >
      <TonDepositView currency={currency} />
    </Suspense>
  );
}
