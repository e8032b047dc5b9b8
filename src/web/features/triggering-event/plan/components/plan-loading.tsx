import { Skeleton } from '@web/components/ui/skeleton';

/** The shape of the plan while it is read: a summary and a few task cards. */
export function PlanLoading({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
