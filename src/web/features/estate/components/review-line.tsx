import { AlertTriangle, Clock } from 'lucide-react';
import type { TInstrument } from '@shared/estate/estate-schemas';
import { Badge } from '@web/components/ui/badge';
import { formatDay } from '../lib/format-day';
import { reviewStatus } from '../lib/review-status';

type Props = {
  instrument: Pick<TInstrument, 'lastReviewedOn' | 'nextReviewOn' | 'reviewReason'>;
  /** The reader's calendar day (YYYY-MM-DD). */
  today: string;
};

/**
 * When the document was last reviewed and when it should be next, with "Review due" or "Review
 * overdue", and the life event that brought the review forward when one did.
 */
export function ReviewLine({ instrument, today }: Props) {
  const status = reviewStatus(instrument.nextReviewOn, today);
  return (
    <div className="grid gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>
          <span className="text-muted-foreground">Last reviewed:</span>{' '}
          {instrument.lastReviewedOn ? formatDay(instrument.lastReviewedOn) : 'not recorded'}
        </span>
        {instrument.nextReviewOn && (
          <span>
            <span className="text-muted-foreground">Next review:</span>{' '}
            {formatDay(instrument.nextReviewOn)}
          </span>
        )}
        {status === 'overdue' && (
          <Badge variant="destructive">
            <AlertTriangle className="size-3" aria-hidden />
            Review overdue
          </Badge>
        )}
        {status === 'due' && (
          <Badge
            variant="outline"
            className="border-amber-500/60 bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-100"
          >
            <Clock className="size-3" aria-hidden />
            Review due
          </Badge>
        )}
      </p>
      {instrument.reviewReason && (
        <p className="text-muted-foreground">
          Brought forward by a life event: {instrument.reviewReason}.
        </p>
      )}
    </div>
  );
}
