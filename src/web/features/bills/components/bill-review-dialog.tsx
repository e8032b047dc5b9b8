import { useState } from 'react';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { postReviewOutcomes } from '../api/post-review-outcomes';
import { useSaveBillObligations } from '../api/save-bill-obligations';
import { draftFromResult, type BillDraft, type ExtractedBill } from '../lib/bill-draft';
import type { AddressOption } from '../lib/bill-edit-values';
import { draftProblems } from '../lib/draft-problems';
import { ReviewBillCard } from './review-bill-card';

type Props = {
  /** The bills to review; null when the dialog is closed. */
  bills: ExtractedBill[] | null;
  /** The household's addresses a home bill can be for. */
  addresses: readonly AddressOption[];
  onClose: () => void;
};

function ReviewBody({ bills, addresses, onClose }: Props & { bills: ExtractedBill[] }) {
  const [drafts, setDrafts] = useState(() => bills.map(draftFromResult));
  const [editing, setEditing] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [failures, setFailures] = useState<Map<string, string>>(new Map());
  const { save, saving } = useSaveBillObligations();

  const replace = (draft: BillDraft) =>
    setDrafts((current) => current.map((item) => (item.key === draft.key ? draft : item)));
  const remove = (key: string) => {
    setDrafts((current) => current.filter((item) => item.key !== key));
    if (editing === key) setEditing(null);
  };
  const submit = async () => {
    setChecked(true);
    if (editing !== null || drafts.some((draft) => Object.keys(draftProblems(draft)).length > 0)) {
      return;
    }
    const outcome = await save(drafts);
    postReviewOutcomes(bills, drafts, outcome.savedKeys);
    // What was saved leaves the list; what failed stays, with its reason, to be tried again.
    const left = drafts.filter((draft) => outcome.failures.has(draft.key));
    setFailures(outcome.failures);
    setDrafts(left);
    if (left.length === 0) onClose();
  };

  const count = drafts.length;
  return (
    <>
      <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto px-4 py-4 sm:px-6">
        {count === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            Every bill was removed. Cancel to close, or upload more bills.
          </p>
        ) : (
          drafts.map((draft, index) => (
            <ReviewBillCard
              key={draft.key}
              draft={draft}
              title={`Bill ${index + 1}`}
              editing={editing === draft.key}
              addresses={addresses}
              problems={checked ? draftProblems(draft) : null}
              failure={failures.get(draft.key)}
              onEdit={() => setEditing(draft.key)}
              onEdited={(edited) => {
                if (edited) replace(edited);
                setEditing(null);
              }}
              onChange={replace}
              onRemove={() => remove(draft.key)}
            />
          ))
        )}
        {checked && editing !== null && (
          <p role="alert" className="text-sm font-medium text-destructive">
            Finish editing (Done or Cancel) before saving.
          </p>
        )}
      </div>
      <DialogActions
        className="border-t px-4 py-4 sm:px-6"
        busy={saving}
        busyLabel="Saving..."
        onCancel={onClose}
        onConfirm={() => void submit()}
        disabled={count === 0}
      >
        {`Save ${count} Obligation(s)`}
      </DialogActions>
    </>
  );
}

/**
 * Spec §2 "Review Extracted Expenses": every bill read as a card to check, edit or remove, then
 * all saved at once. A bill the household already has can update that obligation instead.
 */
export function BillReviewDialog({ bills, addresses, onClose }: Props) {
  return (
    <DialogFrame
      open={bills !== null}
      onClose={onClose}
      title="Review Extracted Expenses"
      description="Check what was read from each bill. Values marked “Please check” were hard to read."
      className="flex max-h-[90vh] flex-col gap-0 overflow-y-hidden p-0 sm:max-w-2xl"
      headerClassName="border-b px-4 pt-6 pb-4 sm:px-6"
    >
      {bills && <ReviewBody bills={bills} addresses={addresses} onClose={onClose} />}
    </DialogFrame>
  );
}
