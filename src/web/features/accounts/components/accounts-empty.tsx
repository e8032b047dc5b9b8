import { Landmark, Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';

/** No accounts yet: why they matter, and the button to add the first. */
export function AccountsEmpty({ onAdd }: { onAdd: () => void }) {
  return (
    <EmptyState
      icon={<Landmark aria-hidden />}
      title="No accounts yet"
      description="Add your checking, savings, retirement and credit card accounts, so your family knows where the money is and who inherits each account."
      action={
        <Button onClick={onAdd}>
          <Plus aria-hidden />
          Add your first account
        </Button>
      }
    />
  );
}
