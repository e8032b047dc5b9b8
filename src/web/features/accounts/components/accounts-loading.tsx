import { RecordsLoading } from '@web/components/records/records-loading';

/** The page's shape while the accounts load, so nothing jumps when they arrive. */
export function AccountsLoading() {
  return <RecordsLoading label="Loading your accounts…" stats heading="w-40" cards="h-56" />;
}
