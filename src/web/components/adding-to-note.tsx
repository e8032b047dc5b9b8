import { House } from 'lucide-react';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useOwnerSelection } from '@web/lib/owner-selection';

/**
 * In an add dialog: which household the new item goes to, said when it is not obvious (several
 * households on screen, or only a family member's). Part of the dialog's description.
 */
export function AddingToNote() {
  const { selected } = useOwnerSelection();
  const { addTarget } = useHouseholdPermissions();
  if (!addTarget || (selected.length < 2 && addTarget.isSelf)) return null;
  return (
    <span className="mt-1 flex items-center gap-1.5 font-medium text-foreground">
      <House className="size-4" aria-hidden />
      Adds to: {addTarget.name}
    </span>
  );
}
