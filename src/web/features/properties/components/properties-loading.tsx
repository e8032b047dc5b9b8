import { Skeleton } from '@web/components/ui/skeleton';

/** The page's shape while the properties (and their loans and bills) load. */
export function PropertiesLoading() {
  return (
    <div className="grid gap-6" role="status">
      <span className="sr-only">Loading your properties…</span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-28 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-6 w-32" />
      <div className="grid gap-4 md:grid-cols-2">
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-96 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
