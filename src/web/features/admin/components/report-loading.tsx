import { Skeleton } from '@web/components/ui/skeleton';

/** The report's shape while it is worked out, so nothing jumps when it arrives. */
export function ReportLoading({ label }: { label: string }) {
  return (
    <div className="grid gap-6" role="status">
      <span className="sr-only">{label}</span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-24 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-xl" />
      <Skeleton className="h-56 rounded-xl" />
    </div>
  );
}
