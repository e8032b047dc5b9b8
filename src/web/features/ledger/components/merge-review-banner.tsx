import { useState } from 'react';
import { Copy } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useMergeProposals } from '../api/account-merges';
import { MergeReviewDialog } from './merge-review-dialog';

/** "1 account may be recorded twice": each proposal is one account entered as two records. */
export function mayBeTwiceText(count: number): string {
  return count === 1
    ? '1 account may be recorded twice'
    : `${count} accounts may be recorded twice`;
}

/**
 * Issue 40: records that look like one account entered twice (on Financial Accounts and on
 * Investments, or imported beside a hand-entered one), with Review to merge or keep each pair.
 * Shown only to someone who may change the household; nothing when there is nothing to review.
 */
export function MergeReviewBanner() {
  const proposals = useMergeProposals();
  const [reviewing, setReviewing] = useState(false);
  return (
    <>
      {proposals.length > 0 && (
        <Alert
          role="status"
          className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex items-start gap-3">
            <Copy aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <div className="grid gap-1">
              <AlertTitle className="col-start-1">{mayBeTwiceText(proposals.length)}</AlertTitle>
              <AlertDescription className="col-start-1">
                Merge each into one record so it counts once in your net worth, or keep both if they
                are different accounts.
              </AlertDescription>
            </div>
          </div>
          <Button variant="outline" className="shrink-0" onClick={() => setReviewing(true)}>
            Review
          </Button>
        </Alert>
      )}
      {reviewing && <MergeReviewDialog proposals={proposals} onClose={() => setReviewing(false)} />}
    </>
  );
}
