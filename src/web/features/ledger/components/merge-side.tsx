import { useId } from 'react';
import { formatCents } from '@shared/finance/money';
import { INVESTMENT_ACCOUNT_TYPE_LABELS } from '@shared/investments/investment-schemas';
import type { TMergeSide } from '@shared/ledger/account-merge-schemas';

function holdingsText(count: number): string {
  return count === 1 ? '1 holding' : `${count} holdings`;
}

/** One of the two records of a proposed merge: what tells it apart from the other. */
export function MergeSide({ side, label }: { side: TMergeSide; label: string }) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="grid min-w-0 content-start gap-1 rounded-md border p-3 text-sm"
    >
      <h4
        id={labelId}
        className="text-xs font-medium tracking-wide text-muted-foreground uppercase"
      >
        {label}
      </h4>
      <p className="font-medium wrap-anywhere">{side.accountName}</p>
      <ul className="grid gap-0.5 wrap-anywhere text-muted-foreground">
        <li>{side.institutionName}</li>
        <li>{INVESTMENT_ACCOUNT_TYPE_LABELS[side.type]}</li>
        <li>{side.accountNumberLast4 ? `****${side.accountNumberLast4}` : 'No number'}</li>
        {side.ownerName && <li>Owner: {side.ownerName}</li>}
        <li className="font-medium text-foreground tabular-nums">{formatCents(side.valueCents)}</li>
        <li>{holdingsText(side.holdingCount)}</li>
        <li>{side.designated ? 'Beneficiaries named' : 'No beneficiaries named'}</li>
      </ul>
    </div>
  );
}
