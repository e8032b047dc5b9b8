import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '@web/lib/utils';
import { tierTotals, type TBeneficiaryRow } from './beneficiary-form-rows';
import { formatShare } from './share-format';

/**
 * Each tier's total as it is typed, so a share that does not add up shows before saving. Said
 * politely to screen readers: it changes with every keystroke in a share.
 */
export function BeneficiaryTotals({ rows }: { rows: readonly TBeneficiaryRow[] }) {
  const totals = tierTotals(rows);
  return (
    <ul aria-live="polite" aria-label="Share totals" className="grid gap-1 text-sm">
      {totals.map(({ tier, basisPoints }) => {
        const complete = basisPoints === 10_000;
        const Icon = complete ? CircleCheck : CircleAlert;
        return (
          <li
            key={tier}
            className={cn(
              'flex items-center gap-1.5 tabular-nums',
              complete ? 'text-success' : 'text-destructive',
            )}
          >
            <Icon className="size-4" aria-hidden />
            {tier === 'primary' ? 'Primary' : 'Contingent'}: {formatShare(basisPoints)} of 100%
          </li>
        );
      })}
    </ul>
  );
}
