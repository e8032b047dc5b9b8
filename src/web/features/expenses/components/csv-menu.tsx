import { ChevronDown, FileSpreadsheet } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { CsvMenuItems } from './csv-menu-items';

/** The wide header's CSV menu. */
export function CsvMenu({ onImport }: { onImport: (() => void) | null }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" aria-label={onImport ? 'CSV export and import' : 'CSV export'}>
          <FileSpreadsheet aria-hidden />
          CSV
          <ChevronDown className="opacity-60" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <CsvMenuItems onImport={onImport} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
