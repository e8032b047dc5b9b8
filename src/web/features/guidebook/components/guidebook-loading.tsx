import { Skeleton } from '@web/components/ui/skeleton';

/** The guidebook's shape while it loads, so nothing jumps when it arrives. */
export function GuidebookLoading() {
  return (
    <div className="grid gap-6" role="status">
      <span className="sr-only">Loading your family guidebook…</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="grid gap-3">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-28 rounded-xl" />
        </div>
      ))}
    </div>
  );
}
