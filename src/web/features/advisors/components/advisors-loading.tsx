import { RecordsLoading } from '@web/components/records/records-loading';

/** The page's shape while the advisors load, so nothing jumps when they arrive. */
export function AdvisorsLoading() {
  return <RecordsLoading label="Loading your advisors…" heading="w-40" cards="h-72" />;
}
