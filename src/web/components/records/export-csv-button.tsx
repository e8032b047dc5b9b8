import { Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { csvExportUrl } from '@web/lib/household-data';
import { useOwnerSelection } from '@web/lib/owner-selection';

type Props = { resource: Parameters<typeof csvExportUrl>[0] };

/** Downloads the list's CSV for the households on screen (a plain link: the browser saves it). */
export function ExportCsvButton({ resource }: Props) {
  const { selected } = useOwnerSelection();
  return (
    <Button variant="outline" asChild>
      <a href={csvExportUrl(resource, selected)} download>
        <Download aria-hidden />
        Export CSV
      </a>
    </Button>
  );
}
