import { RecordsLoading } from '@web/components/records/records-loading';
import { Skeleton } from '@web/components/ui/skeleton';

/** The page's shape while the investments load, so nothing jumps when they arrive. */
export function InvestmentsLoading() {
  return (
    <RecordsLoading label="Loading your investments…" stats>
      <Skeleton className="h-80 rounded-xl" />
      <Skeleton className="h-72 rounded-xl" />
    </RecordsLoading>
  );
}
