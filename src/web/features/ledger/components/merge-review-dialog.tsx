import { useEffect, useId } from 'react';
import { INVESTMENT_ACCOUNT_TYPE_LABELS } from '@shared/investments/investment-schemas';
import {
  MERGE_REASON_TEXT,
  type TMergeDecision,
  type TMergeProposal,
} from '@shared/ledger/account-merge-schemas';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useKeepBothAccounts, useMergeAccounts } from '../api/account-merges';
import { MergeSide } from './merge-side';

export const MERGE_EXPLANATION =
  "The second record's holdings, documents and links move to the first; anything that differs is kept in its notes.";

type Props = {
  proposals: TMergeProposal[];
  onClose: () => void;
};

type Answering = { decision: TMergeDecision; action: 'merge' | 'keep-both' } | null;

function decisionOf(proposal: TMergeProposal): TMergeDecision {
  return { keepId: proposal.keep.id, mergeId: proposal.merge.id };
}

function sameDecision(a: TMergeDecision | undefined, b: TMergeDecision): boolean {
  return a?.keepId === b.keepId && a.mergeId === b.mergeId;
}

/**
 * Issue 40: each pair of records that may be one account, side by side, for the owner to merge
 * into one or keep both. Closes by itself when nothing is left to answer.
 */
export function MergeReviewDialog({ proposals, onClose }: Props) {
  const merge = useMergeAccounts();
  const keepBoth = useKeepBothAccounts();
  const returnFocus = useReturnFocus();
  const explanationId = useId();
  const answering: Answering =
    merge.isPending && merge.variables
      ? { decision: merge.variables, action: 'merge' }
      : keepBoth.isPending && keepBoth.variables
        ? { decision: keepBoth.variables, action: 'keep-both' }
        : null;
  const busy = answering !== null;

  useEffect(() => {
    if (proposals.length === 0) onClose();
  }, [proposals.length, onClose]);

  return (
    <DialogFrame
      title="Accounts that may be recorded twice"
      description="Each pair below looks like one account entered twice. Merge them so the account counts once, or keep both if they are different accounts."
      onClose={onClose}
      busy={busy}
      onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      className="max-w-3xl"
    >
      <p id={explanationId} className="text-sm">
        {MERGE_EXPLANATION}
      </p>
      <ul className="grid gap-4" aria-busy={busy || undefined}>
        {proposals.map((proposal) => (
          <ProposalRow
            key={`${proposal.keep.id}|${proposal.merge.id}`}
            proposal={proposal}
            explanationId={explanationId}
            answering={answering}
            onMerge={() => merge.mutate(decisionOf(proposal))}
            onKeepBoth={() => keepBoth.mutate(decisionOf(proposal))}
          />
        ))}
      </ul>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Decide later
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}

type RowProps = {
  proposal: TMergeProposal;
  explanationId: string;
  answering: Answering;
  onMerge: () => void;
  onKeepBoth: () => void;
};

function ProposalRow({ proposal, explanationId, answering, onMerge, onKeepBoth }: RowProps) {
  const headingId = useId();
  const mine = answering !== null && sameDecision(answering.decision, decisionOf(proposal));
  const { keep } = proposal;
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-4">
      <div className="grid gap-1">
        <h3 id={headingId} className="font-semibold wrap-anywhere">
          {keep.institutionName} {INVESTMENT_ACCOUNT_TYPE_LABELS[keep.type]}
        </h3>
        <p className="text-sm text-muted-foreground">{MERGE_REASON_TEXT[proposal.reason]}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <MergeSide side={proposal.keep} label="First record" />
        <MergeSide side={proposal.merge} label="Second record" />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <BusyButton
          variant="outline"
          busy={mine && answering?.action === 'keep-both'}
          busyLabel="Keeping both…"
          disabled={answering !== null}
          aria-describedby={headingId}
          onClick={onKeepBoth}
        >
          Keep both
        </BusyButton>
        <BusyButton
          busy={mine && answering?.action === 'merge'}
          busyLabel="Merging…"
          disabled={answering !== null}
          aria-describedby={`${headingId} ${explanationId}`}
          onClick={onMerge}
        >
          Merge into one
        </BusyButton>
      </div>
    </li>
  );
}
