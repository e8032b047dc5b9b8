import { useId } from 'react';
import { CheckCircle2, XCircle } from 'lucide-react';
import { BILL_MESSAGES } from '@shared/bills/bill-schemas';
import type { BillOutcome } from '../lib/use-bill-batch';
import { earlierScanText } from './earlier-scan-note';

/** Spec §8: the vendor (or "Extracted") for a bill read, the reason (or "Failed") otherwise. */
export function outcomeText({ result }: BillOutcome): string {
  if (result.success) return result.data?.vendor || BILL_MESSAGES.extracted;
  return result.error || BILL_MESSAGES.failed;
}

/** What reading each bill gave; the icon's meaning is in the words too ("Read" / "Not read"). */
export function BillResultsList({ outcomes }: { outcomes: readonly BillOutcome[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-medium">
        Results
      </h3>
      <ul className="grid gap-2">
        {outcomes.map((outcome) => {
          const read = outcome.result.success;
          return (
            <li key={outcome.id} className="flex items-start gap-3 rounded-lg border p-3 text-sm">
              {read ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              ) : (
                <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
              )}
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="truncate font-medium" title={outcome.fileName}>
                  {outcome.fileName}
                </span>
                <span className={read ? 'text-muted-foreground' : 'text-destructive'}>
                  <span className="sr-only">{read ? 'Read: ' : 'Not read: '}</span>
                  {outcomeText(outcome)}
                </span>
                {outcome.result.duplicate && (
                  <span className="text-muted-foreground">
                    {earlierScanText(outcome.result.duplicate)}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
