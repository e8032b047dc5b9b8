import type { THolding } from '@shared/investments/investment-schemas';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useDeleteHolding } from '../api/holding-mutations';
import { holdingTitle } from '../lib/holding-title';

/** Asks before deleting a holding; stays open when the delete fails. */
export function DeleteHoldingDialog({
  holding,
  onClose,
}: {
  holding: THolding;
  onClose: () => void;
}) {
  const remove = useDeleteHolding();
  const returnFocus = useReturnFocus();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title="Delete this holding?"
      description={
        <>{holdingTitle(holding)} will be removed from this account. This cannot be undone.</>
      }
      confirmLabel="Delete holding"
      busyLabel="Deleting…"
      busy={remove.isPending}
      returnFocus={returnFocus}
      onConfirm={() =>
        remove.mutate(holding.id, {
          onSuccess: () => {
            returnFocus.openerRemoved();
            onClose();
          },
        })
      }
    />
  );
}
