import { Skeleton } from '@web/components/ui/skeleton';

/** The Family page's sections while GET /api/family is on its way. */
export function FamilyLoading() {
  return (
    <div className="grid gap-6" role="status" aria-label="Loading your family">
      {[0, 1, 2].map((index) => (
        <div key={index} className="grid gap-3 rounded-xl border p-6">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-full max-w-md" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
