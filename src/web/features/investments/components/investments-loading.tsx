import { Skeleton } from '@web/components/ui/skeleton';

/** The page's shape while the investments load, so nothing jumps when they arrive. */
export function InvestmentsLoading() {
  return (
    <div className="grid gap-6" role="status">
      <span className="sr-only">Loading your investments…</span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-28 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-80 rounded-xl" />
      <Skeleton className="h-72 rounded-xl" />
    </div>
  );
}
