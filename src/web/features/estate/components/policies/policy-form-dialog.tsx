import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { POLICY_KIND_LABELS, type TPolicy } from '@shared/estate/policy-schemas';
import { AddingToNote } from '@web/components/adding-to-note';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useSaveForm } from '@web/components/ui/use-save-form';
import { useExpenses } from '@web/lib/household-data';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useCreatePolicy, useUpdatePolicy } from '../../api/policy-mutations';
import { POLICY_FORM_FIELDS, ZPolicyForm, policyFormValues } from './policy-form';
import { PolicyBeneficiaryFields } from './policy-beneficiary-fields';
import { PolicyFormFields } from './policy-form-fields';
import { premiumChoices } from './premium-choices';

type Props = {
  /** The policy to edit, or null to add one. */
  policy: TPolicy | null;
  onClose: () => void;
};

/**
 * Add or edit an insurance policy with its beneficiaries. Mounted only while open, so every
 * opening starts from the policy's current values.
 */
export function PolicyFormDialog({ policy, onClose }: Props) {
  const returnFocus = useReturnFocus();
  const create = useCreatePolicy();
  const update = useUpdatePolicy();
  const expenses = useExpenses();
  const { addTarget } = useHouseholdPermissions();
  const form = useForm({
    resolver: zodResolver(ZPolicyForm),
    defaultValues: policyFormValues(policy),
  });
  const { submit, busy } = useSaveForm({
    form,
    editingId: policy?.id ?? null,
    create,
    update,
    fields: POLICY_FORM_FIELDS,
    onSaved: onClose,
  });
  // Only the obligations of the household the policy is (or will be) in: the server refuses others.
  const ownerId = policy?.ownerId ?? addTarget?.id ?? null;
  const choices = useMemo(
    () => premiumChoices(expenses.data ?? [], ownerId, policy?.premiumExpenseId ?? null),
    [expenses.data, ownerId, policy?.premiumExpenseId],
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus.onCloseAutoFocus} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{policy ? 'Edit insurance policy' : 'Add insurance policy'}</DialogTitle>
          <DialogDescription>
            {policy
              ? `${POLICY_KIND_LABELS[policy.kind]} · ${policy.carrier}`
              : 'A life, health, disability, long-term care, home, auto or umbrella policy.'}
            {!policy && <AddingToNote />}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
          <PolicyFormFields
            form={form}
            storedLast4={policy?.policyNumberLast4 ?? null}
            premiumChoices={choices}
          />
          <PolicyBeneficiaryFields form={form} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={busy} busyLabel={policy ? 'Saving…' : 'Adding…'}>
              {policy ? 'Save changes' : 'Add policy'}
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
