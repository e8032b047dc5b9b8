import { Loader2 } from 'lucide-react';
import { Skeleton } from '@web/components/ui/skeleton';

/** Spec §2 loading state, with the layout's outline so nothing jumps when the data arrives. */
export function ExpensesLoading() {
  return (
    <div className="grid gap-6">
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Loading your expenses...
      </p>
      <div className="grid gap-6 lg:grid-cols-3" aria-hidden>
        <Skeleton className="h-36" />
        <Skeleton className="h-36 lg:col-span-2" />
      </div>
      <Skeleton className="h-64" aria-hidden />
    </div>
  );
}
