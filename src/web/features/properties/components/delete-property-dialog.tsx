import type { TProperty } from '@shared/finance/property-schemas';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useDeleteProperty } from '../api/property-mutations';
import { propertyTitle } from '../lib/property-links';

/** Asks before deleting; stays open (with the failure toast) when the delete fails. */
export function DeletePropertyDialog({
  property,
  onClose,
}: {
  property: TProperty;
  onClose: () => void;
}) {
  const remove = useDeleteProperty();
  const returnFocus = useReturnFocus();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={property.kind === 'home' ? 'Delete this home?' : 'Delete this vehicle?'}
      description={
        <>
          {propertyTitle(property)} will be removed from your family's records. Loans linked to it
          stay, no longer linked; obligations are not changed. This cannot be undone.
        </>
      }
      confirmLabel={property.kind === 'home' ? 'Delete home' : 'Delete vehicle'}
      busyLabel="Deleting…"
      busy={remove.isPending}
      returnFocus={returnFocus}
      onConfirm={() =>
        remove.mutate(property.id, {
          onSuccess: () => {
            returnFocus.openerRemoved();
            onClose();
          },
        })
      }
    />
  );
}
