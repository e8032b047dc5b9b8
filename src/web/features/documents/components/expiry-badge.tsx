import { AlertTriangle, Clock } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { localIsoDay } from '@web/lib/local-day';
import { expiryStatus } from '../lib/expiry-status';

/** "Expired" or "Expires soon" (within the 30 days before the reminder date); nothing otherwise. */
export function ExpiryBadge({ expiresOn }: { expiresOn: string | null }) {
  const status = expiryStatus(expiresOn, localIsoDay(new Date()));
  if (status === 'expired')
    return (
      <Badge variant="destructive">
        <AlertTriangle className="size-3" aria-hidden />
        Expired
      </Badge>
    );
  if (status === 'soon')
    return (
      <Badge
        variant="outline"
        className="border-amber-500/60 bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-100"
      >
        <Clock className="size-3" aria-hidden />
        Expires soon
      </Badge>
    );
  return null;
}
