import type { TGuidebookEntry } from '@shared/guidebook/guidebook-schemas';
import { DeleteRecordDialog } from '@web/components/records/delete-record-dialog';
import { useDeleteEntry } from '../api/guidebook-mutations';

/** Asks before deleting a guidebook entry: nobody will see it again. */
export function DeleteEntryDialog({
  entry,
  onClose,
}: {
  entry: TGuidebookEntry;
  onClose: () => void;
}) {
  return (
    <DeleteRecordDialog
      title="Delete this entry?"
      description={
        <>
          “{entry.title}” will be removed from the guidebook, for everyone it is shared with. This
          cannot be undone.
        </>
      }
      confirmLabel="Delete entry"
      deletion={useDeleteEntry()}
      id={entry.id}
      onClose={onClose}
    />
  );
}
