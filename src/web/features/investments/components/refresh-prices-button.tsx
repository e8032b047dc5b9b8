import { RefreshCw } from 'lucide-react';
import { BusyButton } from '@web/components/ui/busy-button';
import { useQuoteStatus, useRefreshQuotes } from '../api/quotes';

/**
 * Fetches live quotes for the households on screen; shown only when the server has a quote
 * provider configured (off by default: Nido works offline).
 */
export function RefreshPricesButton({ owners }: { owners: readonly string[] }) {
  const status = useQuoteStatus();
  const refresh = useRefreshQuotes(owners);
  if (!status.data?.enabled) return null;
  return (
    <BusyButton
      variant="outline"
      busy={refresh.isPending}
      busyLabel="Refreshing…"
      title={status.data.provider ? `Quotes from ${status.data.provider}` : undefined}
      onClick={() => refresh.mutate()}
    >
      <RefreshCw aria-hidden />
      Refresh prices
    </BusyButton>
  );
}
