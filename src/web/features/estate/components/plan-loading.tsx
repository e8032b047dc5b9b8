import { Skeleton } from '@web/components/ui/skeleton';

/** The plan's shape while it loads, so nothing jumps when it arrives. */
export function PlanLoading() {
  return (
    <div className="grid gap-4" role="status">
      <span className="sr-only">Loading your estate plan…</span>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-40 rounded-xl" />
      ))}
    </div>
  );
}
