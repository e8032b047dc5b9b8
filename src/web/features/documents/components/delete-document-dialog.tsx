import type { TDocument } from '@shared/documents/document-schemas';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useDeleteDocument } from '../api/document-mutations';

/** Asks before deleting; stays open (with the failure toast) when the delete fails. */
export function DeleteDocumentDialog({
  document,
  onClose,
}: {
  document: TDocument;
  onClose: () => void;
}) {
  const remove = useDeleteDocument();
  const returnFocus = useReturnFocus();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title="Delete Document"
      description={`This permanently deletes ${document.name} and its file.`}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      busy={remove.isPending}
      returnFocus={returnFocus}
      onConfirm={() =>
        remove.mutate(document.id, {
          onSuccess: () => {
            returnFocus.openerRemoved();
            onClose();
          },
        })
      }
    />
  );
}
