import { HandCoins, Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { VIEW_ONLY_EMPTY } from '@web/components/view-only-badge';

/** No loans yet: what the screen does with them, and the button to add the first (for who may). */
export function LoansEmpty({ onAdd }: { onAdd: (() => void) | null }) {
  return (
    <EmptyState
      icon={<HandCoins aria-hidden />}
      title="No loans yet"
      description={
        onAdd
          ? 'Add your mortgage, car, student and personal loans to see what is owed, when each will be paid off, and what paying a little extra would save.'
          : VIEW_ONLY_EMPTY
      }
      action={
        onAdd && (
          <Button onClick={onAdd}>
            <Plus aria-hidden />
            Add your first loan
          </Button>
        )
      }
    />
  );
}
