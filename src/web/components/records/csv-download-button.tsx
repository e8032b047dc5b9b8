import { Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** "Export CSV": a plain link to a CSV export, which the browser saves. */
export function CsvDownloadButton({ href }: { href: string }) {
  return (
    <Button variant="outline" asChild>
      <a href={href} download>
        <Download aria-hidden />
        Export CSV
      </a>
    </Button>
  );
}
