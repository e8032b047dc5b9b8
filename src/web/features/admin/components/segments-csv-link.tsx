import { Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { segmentsCsvUrl } from '../api/admin-queries';
import type { ReportRange } from '../lib/date-range';

/** The report's rows as a CSV file for the same period (a plain link: the browser saves it). */
export function SegmentsCsvLink({ range }: { range: ReportRange }) {
  return (
    <Button variant="outline" asChild>
      <a href={segmentsCsvUrl(range)} download>
        <Download aria-hidden />
        Export CSV
      </a>
    </Button>
  );
}
