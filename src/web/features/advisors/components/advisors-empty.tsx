import { Plus, UserRoundSearch } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { VIEW_ONLY_EMPTY } from '@web/components/view-only-badge';

/** No advisors yet: why they matter to the family, and the button to add the first. */
export function AdvisorsEmpty({ onAdd }: { onAdd: (() => void) | null }) {
  return (
    <EmptyState
      icon={<UserRoundSearch aria-hidden />}
      title="No advisors yet"
      description={
        onAdd
          ? 'When something happens to you, your family will need to call your attorney, accountant, financial advisor and insurance agent. Record who they are, how to reach them and what each one handles, so nobody has to search for a number.'
          : VIEW_ONLY_EMPTY
      }
      action={
        onAdd && (
          <Button onClick={onAdd}>
            <Plus aria-hidden />
            Add your first advisor
          </Button>
        )
      }
    />
  );
}
