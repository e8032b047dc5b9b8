import { Copy } from 'lucide-react';
import type { TEarlierScan } from '@shared/bills/bill-schemas';

/** "Nov 20, 2026" in the visitor's own time zone: when they scanned it, as they lived it. */
function scannedDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** What to say of a file read before: when, and the obligation it went to, if any. */
export function earlierScanText(scan: TEarlierScan): string {
  const when = `You already scanned this file on ${scannedDay(scan.scannedAt)}`;
  return scan.obligation
    ? `${when} and saved it to ${scan.obligation.vendor}.`
    : `${when}; it was not saved to an obligation.`;
}

/**
 * The same file, byte for byte, was read before in this household (issue 36): said on the bill's
 * card, in words and with an icon, before the person adds it a second time.
 */
export function EarlierScanNote({ scan }: { scan: TEarlierScan }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-dashed p-3 text-sm">
      <Copy className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span>{earlierScanText(scan)}</span>
    </p>
  );
}
