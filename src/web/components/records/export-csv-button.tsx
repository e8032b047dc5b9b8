import { csvExportUrl } from '@web/lib/household-data';
import type { TAdvisorSection } from '@shared/advisors/advisor-scope';
import { useScopedOwners } from '@web/lib/use-household-scope';
import { CsvDownloadButton } from './csv-download-button';

type Resource = Parameters<typeof csvExportUrl>[0];
type Props = { resource: Resource };

/** The section of a client's household each export needs shared (issue 35). */
const SECTION_OF: Record<Resource, TAdvisorSection> = {
  expenses: 'expenses',
  assets: 'accounts',
  loans: 'loans',
  investments: 'investments',
};

/**
 * Downloads the list's CSV for the households on screen that share it (a plain link: the browser
 * saves it); not offered when none does, as the server would refuse it.
 */
export function ExportCsvButton({ resource }: Props) {
  const { owners } = useScopedOwners(SECTION_OF[resource]);
  if (owners.length === 0) return null;
  return <CsvDownloadButton href={csvExportUrl(resource, owners)} />;
}
