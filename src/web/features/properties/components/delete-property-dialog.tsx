import type { TProperty } from '@shared/finance/property-schemas';
import { DeleteRecordDialog } from '@web/components/records/delete-record-dialog';
import { useDeleteProperty } from '../api/property-mutations';
import { propertyTitle } from '../lib/property-links';

/** Asks before deleting a home or vehicle, saying what happens to its loans and obligations. */
export function DeletePropertyDialog({
  property,
  onClose,
}: {
  property: TProperty;
  onClose: () => void;
}) {
  const home = property.kind === 'home';
  return (
    <DeleteRecordDialog
      title={home ? 'Delete this home?' : 'Delete this vehicle?'}
      description={
        <>
          {propertyTitle(property)} will be removed from your family's records. Loans linked to it
          stay, no longer linked; obligations are not changed. This cannot be undone.
        </>
      }
      confirmLabel={home ? 'Delete home' : 'Delete vehicle'}
      deletion={useDeleteProperty()}
      id={property.id}
      onClose={onClose}
    />
  );
}
