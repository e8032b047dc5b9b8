import type { THolding } from '@shared/investments/investment-schemas';
import { DeleteRecordDialog } from '@web/components/records/delete-record-dialog';
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
  return (
    <DeleteRecordDialog
      title="Delete this holding?"
      description={
        <>{holdingTitle(holding)} will be removed from this account. This cannot be undone.</>
      }
      confirmLabel="Delete holding"
      deletion={useDeleteHolding()}
      id={holding.id}
      onClose={onClose}
    />
  );
}
