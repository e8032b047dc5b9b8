import { Download, Upload } from 'lucide-react';
import { DropdownMenuItem } from '@web/components/ui/dropdown-menu';
import { csvExportUrl } from '@web/lib/household-data';
import { useOwnerSelection } from '@web/lib/owner-selection';

/**
 * Export downloads the selected households' obligations; Import opens the import dialog, for
 * someone who may add to the households on screen (`onImport`). In the wide header's CSV menu
 * and the phone's More actions menu alike.
 */
export function CsvMenuItems({ onImport }: { onImport: (() => void) | null }) {
  const { selected } = useOwnerSelection();
  return (
    <>
      <DropdownMenuItem asChild>
        {/* A plain link: the browser downloads the file with the session cookie. */}
        <a href={csvExportUrl('expenses', selected)} download>
          <Download aria-hidden />
          Export CSV
        </a>
      </DropdownMenuItem>
      {onImport && (
        <DropdownMenuItem onSelect={onImport}>
          <Upload aria-hidden />
          Import CSV
        </DropdownMenuItem>
      )}
    </>
  );
}
