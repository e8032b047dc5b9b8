import { useId } from 'react';
import { formatCents } from '@shared/finance/money';
import type { TMatchedObligation } from '@shared/bills/bill-schemas';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';

type Props = {
  match: TMatchedObligation;
  updateMatch: boolean;
  onChange: (updateMatch: boolean) => void;
};

/**
 * The household already has an obligation for this vendor and account: update its amount from
 * this bill (the default: a new month's bill, not a new obligation), or add this as another.
 */
export function MatchChoice({ match, updateMatch, onChange }: Props) {
  const id = useId();
  return (
    <fieldset className="grid gap-2 rounded-lg border bg-muted/40 p-3">
      <legend className="px-1 text-sm font-medium">
        Already in your obligations ({formatCents(match.costCents)} now)
      </legend>
      <RadioGroup
        value={updateMatch ? 'update' : 'new'}
        onValueChange={(value) => onChange(value === 'update')}
        className="gap-2"
      >
        <div className="flex items-center gap-2">
          <RadioGroupItem id={`${id}-update`} value="update" />
          <Label htmlFor={`${id}-update`}>{`Update ${match.vendor}`}</Label>
        </div>
        <div className="flex items-center gap-2">
          <RadioGroupItem id={`${id}-new`} value="new" />
          <Label htmlFor={`${id}-new`}>Add as new</Label>
        </div>
      </RadioGroup>
      {updateMatch && (
        <p className="text-xs text-muted-foreground">
          Only its amount, its attached bill and an empty description change; everything else stays
          as it is.
        </p>
      )}
    </fieldset>
  );
}
