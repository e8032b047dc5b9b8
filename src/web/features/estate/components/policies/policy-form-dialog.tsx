import { useMemo } from 'react';
import { POLICY_KIND_LABELS, type TPolicy } from '@shared/estate/policy-schemas';
import { beneficiaryFieldPaths } from '@web/components/beneficiaries/beneficiary-form-rows';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import { useExpenses } from '@web/lib/household-data';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useCreatePolicy, useUpdatePolicy } from '../../api/policy-mutations';
import { ZPolicyForm, policyFormValues } from './policy-form';
import { PolicyBeneficiaryFields } from './policy-beneficiary-fields';
import { PolicyFormFields } from './policy-form-fields';
import { premiumChoices } from './premium-choices';

type Props = {
  /** The policy to edit, or null to add one. */
  policy: TPolicy | null;
  onClose: () => void;
};

/** Add or edit an insurance policy with its beneficiaries. */
export function PolicyFormDialog({ policy, onClose }: Props) {
  const expenses = useExpenses();
  const { addTarget } = useHouseholdPermissions();
  // Only the obligations of the household the policy is (or will be) in: the server refuses others.
  const ownerId = policy?.ownerId ?? addTarget?.id ?? null;
  const choices = useMemo(
    () => premiumChoices(expenses.data ?? [], ownerId, policy?.premiumExpenseId ?? null),
    [expenses.data, ownerId, policy?.premiumExpenseId],
  );
  return (
    <RecordFormDialog
      schema={ZPolicyForm}
      values={policyFormValues(policy)}
      rowFields={beneficiaryFieldPaths()}
      create={useCreatePolicy()}
      update={useUpdatePolicy()}
      editing={
        policy && {
          id: policy.id,
          title: 'Edit insurance policy',
          description: `${POLICY_KIND_LABELS[policy.kind]} · ${policy.carrier}`,
        }
      }
      adding={{
        title: 'Add insurance policy',
        description: 'A life, health, disability, long-term care, home, auto or umbrella policy.',
        submitLabel: 'Add policy',
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <PolicyFormFields
            form={form}
            storedLast4={policy?.policyNumberLast4 ?? null}
            premiumChoices={choices}
          />
          <PolicyBeneficiaryFields form={form} />
        </>
      )}
    </RecordFormDialog>
  );
}
