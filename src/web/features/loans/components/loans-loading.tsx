import { RecordsLoading } from '@web/components/records/records-loading';

/** The page's shape while the loans load, so nothing jumps when they arrive. */
export function LoansLoading() {
  return <RecordsLoading label="Loading your loans…" stats cards="h-80" />;
}
