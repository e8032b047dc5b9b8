import { ChevronDown, Download, FileSpreadsheet, Upload } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { csvExportUrl } from '@web/lib/household-data';
import { useOwnerSelection } from '@web/lib/owner-selection';

/** Export downloads the selected households' obligations; Import opens the import dialog. */
export function CsvMenu({ onImport }: { onImport: () => void }) {
  const { selected } = useOwnerSelection();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" aria-label="CSV export and import">
          <FileSpreadsheet aria-hidden />
          CSV
          <ChevronDown className="opacity-60" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          {/* A plain link: the browser downloads the file with the session cookie. */}
          <a href={csvExportUrl('expenses', selected)} download>
            <Download aria-hidden />
            Export CSV
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onImport}>
          <Upload aria-hidden />
          Import CSV
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
