import { Skeleton } from '@web/components/ui/skeleton';

/** The page's shape while the accounts load, so nothing jumps when they arrive. */
export function AccountsLoading() {
  return (
    <div className="grid gap-6" role="status">
      <span className="sr-only">Loading your accounts…</span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-28 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-6 w-40" />
      <div className="grid gap-4 md:grid-cols-2">
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-56 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
