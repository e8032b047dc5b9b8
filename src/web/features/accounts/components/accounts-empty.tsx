import { Landmark, Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { VIEW_ONLY_EMPTY } from '@web/components/view-only-badge';

/** No accounts yet: why they matter, and the button to add the first (for who may add). */
export function AccountsEmpty({ onAdd }: { onAdd: (() => void) | null }) {
  return (
    <EmptyState
      icon={<Landmark aria-hidden />}
      title="No accounts yet"
      description={
        onAdd
          ? 'Add your checking, savings, retirement and credit card accounts, so your family knows where the money is and who inherits each account.'
          : VIEW_ONLY_EMPTY
      }
      action={
        onAdd && (
          <Button onClick={onAdd}>
            <Plus aria-hidden />
            Add your first account
          </Button>
        )
      }
    />
  );
}
