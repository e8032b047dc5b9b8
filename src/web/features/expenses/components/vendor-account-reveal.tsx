import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { maskLastFour } from '@shared/finance/sensitive-number';
import { Button } from '@web/components/ui/button';
import { useRevealVendorAccount } from '../api/reveal-vendor-account';

type Props = {
  expenseId: string;
  vendor: string;
  lastFour: string;
  /** False where the server would refuse (an advisor whose grant keeps numbers masked). */
  revealable: boolean;
};

/**
 * The account number with the vendor, masked to its last 4 (DESIGN.md §4). Show asks the server
 * for the whole number; Hide forgets it.
 */
export function VendorAccountReveal({ expenseId, vendor, lastFour, revealable }: Props) {
  const reveal = useRevealVendorAccount(expenseId);
  const [shown, setShown] = useState<string | null>(null);

  const toggle = () => {
    if (shown !== null) {
      setShown(null);
      return;
    }
    reveal.mutate(undefined, { onSuccess: (number) => setShown(number ?? '') });
  };

  if (!revealable) return <span className="font-mono tabular-nums">{maskLastFour(lastFour)}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-mono tabular-nums">{shown || maskLastFour(lastFour)}</span>
      <Button
        variant="ghost"
        size="sm"
        className="h-7 px-2"
        onClick={toggle}
        disabled={reveal.isPending}
        aria-label={`${shown === null ? 'Show' : 'Hide'} account number for ${vendor}`}
      >
        {shown === null ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
        {shown === null ? 'Show' : 'Hide'}
      </Button>
    </span>
  );
}
