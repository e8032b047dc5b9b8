import { useId } from 'react';
import { formatCents } from '@shared/finance/money';
import type { TMatchedObligation } from '@shared/bills/bill-schemas';
import { maskLastFour } from '@shared/finance/sensitive-number';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';

type Props = {
  match: TMatchedObligation;
  /** The amount read from this bill, in cents. */
  newCents: number;
  updateMatch: boolean;
  onChange: (updateMatch: boolean) => void;
};

/** Why this obligation, in the person's words. */
function matchedBy(match: TMatchedObligation): string {
  const account = maskLastFour(match.accountLast4);
  switch (match.reason) {
    case 'same_file':
      return 'This bill was saved to it before.';
    case 'account_number':
      return `Same account number${account ? ` (${account})` : ''}.`;
    case 'service_address':
      return `Same vendor and service address${match.address ? ` (${match.address})` : ''}.`;
    case 'vendor':
      return 'Same vendor.';
  }
}

/**
 * The household already has an obligation for this bill (issue 36): update it with this bill's
 * amount (the default: a new month's bill, not a new obligation), or add this as another. The
 * old and new amounts are side by side, so the choice is made knowing what changes.
 */
export function MatchChoice({ match, newCents, updateMatch, onChange }: Props) {
  const id = useId();
  const account = maskLastFour(match.accountLast4);
  return (
    <fieldset className="grid gap-2 rounded-lg border bg-muted/40 p-3">
      <legend className="px-1 text-sm font-medium">
        {`Already in your obligations: ${match.vendor}${account ? ` ${account}` : ''}`}
      </legend>
      <p className="text-sm text-muted-foreground">{matchedBy(match)}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:max-w-sm">
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">Amount now</dt>
          <dd>{formatCents(match.costCents)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">This bill</dt>
          <dd className="font-medium">{formatCents(newCents)}</dd>
        </div>
      </dl>
      <RadioGroup
        value={updateMatch ? 'update' : 'new'}
        onValueChange={(value) => onChange(value === 'update')}
        className="gap-2"
      >
        <div className="flex items-center gap-2">
          <RadioGroupItem id={`${id}-update`} value="update" />
          <Label htmlFor={`${id}-update`}>Update existing</Label>
        </div>
        <div className="flex items-center gap-2">
          <RadioGroupItem id={`${id}-new`} value="new" />
          <Label htmlFor={`${id}-new`}>Add as new</Label>
        </div>
      </RadioGroup>
      <p className="text-xs text-muted-foreground">
        {updateMatch
          ? 'Only its amount, its attached bill and an empty description or payment account change; everything else stays as it is.'
          : 'A second obligation is added; the one above stays as it is.'}
      </p>
    </fieldset>
  );
}
