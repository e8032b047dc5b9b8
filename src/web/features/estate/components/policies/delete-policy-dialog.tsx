import { POLICY_KIND_LABELS, type TPolicy } from '@shared/estate/policy-schemas';
import { DeleteRecordDialog } from '@web/components/records/delete-record-dialog';
import { useDeletePolicy } from '../../api/policy-mutations';

/** Asks before deleting a policy; stays open when the delete fails. */
export function DeletePolicyDialog({ policy, onClose }: { policy: TPolicy; onClose: () => void }) {
  const deletion = useDeletePolicy();
  return (
    <DeleteRecordDialog
      title="Delete this insurance policy?"
      description={
        <>
          {POLICY_KIND_LABELS[policy.kind]} · {policy.carrier} will be removed from your family's
          records with its policy number and beneficiaries. The obligation that pays its premium
          stays. This cannot be undone.
        </>
      }
      confirmLabel="Delete policy"
      deletion={deletion}
      id={policy.id}
      onClose={onClose}
    />
  );
}
