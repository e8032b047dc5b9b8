import { Skeleton } from '@web/components/ui/skeleton';

/** The page's shape while the advisors load, so nothing jumps when they arrive. */
export function AdvisorsLoading() {
  return (
    <div className="grid gap-6" role="status">
      <span className="sr-only">Loading your advisors…</span>
      <Skeleton className="h-6 w-40" />
      <div className="grid gap-4 md:grid-cols-2">
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-72 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
