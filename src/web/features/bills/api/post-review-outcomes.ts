import type { TBillReviewOutcomes } from '@shared/admin/admin-api';
import { api } from '@web/lib/api';
import type { BillDraft, ExtractedBill } from '../lib/bill-draft';
import {
  formReviewOutcomes,
  reviewOutcomes,
  type FormReviewedValues,
} from '../lib/review-outcomes';

/**
 * After a save: for each bill saved, how its review went (kept, corrected, added per field), for
 * the admins' bill-reading quality report. Sent on the side: it never holds up or fails the save,
 * and a lost report is only a missing count, so nothing is retried or shown.
 */
export function postReviewOutcomes(
  bills: readonly ExtractedBill[],
  drafts: readonly BillDraft[],
  savedKeys: readonly string[],
): void {
  for (const key of savedKeys) {
    const bill = bills.find((item) => item.imageUrl === key);
    const draft = drafts.find((item) => item.key === key);
    if (!bill || !draft) continue;
    send({ outcomes: reviewOutcomes(bill.data, draft) });
  }
}

/** The same after a bill checked in the prefilled Add form (the single-bill flow) was added. */
export function postFormReviewOutcomes(bill: ExtractedBill, saved: FormReviewedValues): void {
  send({ outcomes: formReviewOutcomes(bill.data, saved) });
}

function send(body: TBillReviewOutcomes): void {
  if (body.outcomes.length === 0) return;
  api('/bills/review-outcomes', { method: 'POST', body }).catch(() => undefined);
}
