import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useHouseholdPermissions } from '@web/lib/household-permissions';

type Props = {
  /** What the item is called, so each button says which one it acts on ("Edit Chase Checking"). */
  name: string;
  /** The household the item belongs to: without the right to change it, nothing is shown. */
  ownerId: string;
  onEdit: () => void;
  onDelete: () => void;
};

/**
 * The Edit and Delete buttons of an item (accounts, loans, properties, documents), shown only to
 * someone who may change the item's household: a viewer would only be refused.
 */
export function EditDeleteButtons({ name, ownerId, onEdit, onDelete }: Props) {
  const { canWrite } = useHouseholdPermissions();
  if (!canWrite(ownerId)) return null;
  return (
    <>
      <Button variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden />
        Edit
      </Button>
      <Button variant="ghost" size="sm" aria-label={`Delete ${name}`} onClick={onDelete}>
        <Trash2 aria-hidden />
        Delete
      </Button>
    </>
  );
}
