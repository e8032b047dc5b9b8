import { RecordsLoading } from '@web/components/records/records-loading';

/** The page's shape while the properties (and their loans and bills) load. */
export function PropertiesLoading() {
  return <RecordsLoading label="Loading your properties…" stats heading="w-32" cards="h-96" />;
}
