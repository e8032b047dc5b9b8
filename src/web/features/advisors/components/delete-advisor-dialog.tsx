import type { TAdvisor } from '@shared/advisors/advisor-schemas';
import { DeleteRecordDialog } from '@web/components/records/delete-record-dialog';
import { useDeleteAdvisor } from '../api/advisor-mutations';

/** Asks before deleting an advisor, saying that access ends and linked items stay. */
export function DeleteAdvisorDialog({
  advisor,
  onClose,
}: {
  advisor: TAdvisor;
  onClose: () => void;
}) {
  return (
    <DeleteRecordDialog
      title="Delete this advisor?"
      description={
        <>
          {advisor.name} will be removed from your family's contacts
          {advisor.access.status === 'none' ? '' : ', and their access to your household ends'}. The
          accounts and documents linked to them stay. This cannot be undone.
        </>
      }
      confirmLabel="Delete advisor"
      deletion={useDeleteAdvisor()}
      id={advisor.id}
      onClose={onClose}
    />
  );
}
