import { Skeleton } from '@web/components/ui/skeleton';

/** The page's shape while the loans load, so nothing jumps when they arrive. */
export function LoansLoading() {
  return (
    <div className="grid gap-6" role="status">
      <span className="sr-only">Loading your loans…</span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-28 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-80 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
