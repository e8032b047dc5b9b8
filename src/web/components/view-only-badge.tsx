import { Eye } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useOwnerSelection } from '@web/lib/owner-selection';

/** What an empty list says to someone who may not add to it, instead of inviting them to. */
export const VIEW_ONLY_EMPTY =
  'Nothing has been added here yet. You can view this data but not change it.';

/**
 * Said in a data screen's header where Add would be, when the person may add to none of the
 * households on screen (a viewer's): why there is nothing to add with.
 */
export function ViewOnlyBadge() {
  const { selected } = useOwnerSelection();
  const { addTarget } = useHouseholdPermissions();
  // Nothing is on screen until the sources are known; saying "View only" then would be a guess.
  if (addTarget || selected.length === 0) return null;
  return (
    <Badge variant="secondary" className="h-9 rounded-md px-3 text-sm">
      <Eye className="size-4" aria-hidden />
      View only
    </Badge>
  );
}
