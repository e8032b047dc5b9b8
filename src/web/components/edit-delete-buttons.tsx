import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';

type Props = {
  /** What the item is called, so each button says which one it acts on ("Edit Chase Checking"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** The Edit and Delete buttons at the foot of an item's card (accounts, loans, properties). */
export function EditDeleteButtons({ name, onEdit, onDelete }: Props) {
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
