import { Loader2 } from 'lucide-react';
import { BILL_MESSAGES } from '@shared/bills/bill-schemas';

/** Spec §2: shown while the server reads the bills (several seconds a photo). */
export function ProcessingIndicator() {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 rounded-lg bg-muted px-4 py-3 text-sm font-medium"
    >
      <Loader2 className="size-4 animate-spin" aria-hidden />
      {BILL_MESSAGES.processing}
    </p>
  );
}
