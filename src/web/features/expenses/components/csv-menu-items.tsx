import { Download, Upload } from 'lucide-react';
import { DropdownMenuItem } from '@web/components/ui/dropdown-menu';
import { csvExportUrl } from '@web/lib/household-data';
import { useScopedOwners } from '@web/lib/use-household-scope';

/**
 * Export downloads the selected households' obligations; Import opens the import dialog, for
 * someone who may add to the households on screen (`onImport`). In the wide header's CSV menu
 * and the phone's More actions menu alike.
 */
export function CsvMenuItems({ onImport }: { onImport: (() => void) | null }) {
  // A client's household that did not share its obligations is left out (issue 35).
  const { owners } = useScopedOwners('expenses');
  return (
    <>
      <DropdownMenuItem asChild>
        {/* A plain link: the browser downloads the file with the session cookie. */}
        <a href={csvExportUrl('expenses', owners)} download>
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
