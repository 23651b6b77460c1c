import { Skeleton } from '../../components/ui/skeleton';

/** Stands in for a page while its chunk loads (first visit to it without a prefetch). */
export function PageSkeleton() {
  return (
    <div data-testid="page-loading" aria-busy="true" className="flex flex-col gap-4">
      <Skeleton className="h-9 w-2/3 max-w-sm" />
      <Skeleton className="h-5 w-1/2 max-w-xs" />
      <Skeleton className="h-80 w-full rounded-2xl" />
    </div>
  );
}
