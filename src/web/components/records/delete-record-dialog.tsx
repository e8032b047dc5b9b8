import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useReturnFocus } from '@web/components/ui/use-return-focus';

type Props = {
  /** "Delete this account?" */
  title: string;
  /** What goes with the item, and that it cannot be undone. */
  description: ReactNode;
  /** "Delete account" */
  confirmLabel: string;
  /** The feature's delete mutation (it toasts success and failure), called with `id`. */
  deletion: UseMutationResult<unknown, unknown, string>;
  id: string;
  onClose: () => void;
};

/**
 * Asks before deleting a record. It stays open (with the mutation's failure toast) when the delete
 * fails, and cannot be dismissed while the request runs. On success the button that opened it is
 * gone with its item, so focus goes to the page's heading rather than being lost.
 */
export function DeleteRecordDialog({
  title,
  description,
  confirmLabel,
  deletion,
  id,
  onClose,
}: Props) {
  const returnFocus = useReturnFocus();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !deletion.isPending && onClose()}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busyLabel="Deleting…"
      busy={deletion.isPending}
      returnFocus={returnFocus}
      onConfirm={() =>
        deletion.mutate(id, {
          onSuccess: () => {
            returnFocus.openerRemoved();
            onClose();
          },
        })
      }
    />
  );
}
