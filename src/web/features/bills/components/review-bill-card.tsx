import { useId } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { NotSavedAlert } from '@web/components/not-saved-alert';
import { Button } from '@web/components/ui/button';
import type { BillDraft } from '../lib/bill-draft';
import type { AddressOption } from '../lib/bill-edit-values';
import type { DraftProblems } from '../lib/draft-problems';
import { BillDetails } from './bill-details';
import { BillEditor } from './bill-editor';
import { EarlierScanNote } from './earlier-scan-note';
import { MatchChoice } from './match-choice';
import { PaymentAccountChoice } from './payment-account-choice';
import { PropertyChoice } from './property-choice';

type Props = {
  draft: BillDraft;
  /** "Bill 1", "Bill 2", … */
  title: string;
  editing: boolean;
  addresses: readonly AddressOption[];
  /** What must be put right before saving, shown once Save has been tried. */
  problems: DraftProblems | null;
  /** Why the last save of this bill failed, in the server's words. */
  failure: string | undefined;
  onEdit: () => void;
  onEdited: (draft: BillDraft | null) => void;
  onChange: (draft: BillDraft) => void;
  onRemove: () => void;
};

/**
 * One bill in Review Extracted Expenses: what was read, Edit and Remove, whether the file was
 * scanned before, the obligation it matches, and what its service address and paying account
 * propose.
 */
export function ReviewBillCard({
  draft,
  title,
  editing,
  addresses,
  problems,
  failure,
  onEdit,
  onEdited,
  onChange,
  onRemove,
}: Props) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          {title}
        </h3>
        {!editing && (
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" aria-label={`Edit ${title}`} onClick={onEdit}>
              <Pencil aria-hidden />
              Edit
            </Button>
            <Button variant="ghost" size="sm" aria-label={`Remove ${title}`} onClick={onRemove}>
              <Trash2 aria-hidden />
              Remove
            </Button>
          </div>
        )}
      </div>
      <NotSavedAlert problems={Object.values(problems ?? {})} failure={failure} />
      {draft.duplicate && <EarlierScanNote scan={draft.duplicate} />}
      {draft.match && (
        <MatchChoice
          match={draft.match}
          newCents={draft.costCents}
          updateMatch={draft.updateMatch}
          onChange={(updateMatch) => onChange({ ...draft, updateMatch })}
        />
      )}
      {editing ? (
        <BillEditor
          draft={draft}
          idPrefix={`${titleId}-edit`}
          addresses={addresses}
          onDone={onEdited}
          onCancel={() => onEdited(null)}
        />
      ) : (
        <BillDetails draft={draft} />
      )}
      {!editing && <PropertyChoice draft={draft} onChange={onChange} />}
      {!editing && <PaymentAccountChoice draft={draft} onChange={onChange} />}
    </article>
  );
}
