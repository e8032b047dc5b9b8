import { Skeleton } from '@web/components/ui/skeleton';

/** The page's shape while the overview loads, so nothing jumps when it arrives. */
export function EventLoading() {
  return (
    <div className="grid gap-6" role="status">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-40 rounded-xl" />
      <Skeleton className="h-56 rounded-xl" />
    </div>
  );
}
