import { useWatch } from 'react-hook-form';
import { asBeneficiaryForm } from '@web/components/beneficiaries/beneficiary-form-rows';
import { BeneficiaryListFields } from '@web/components/beneficiaries/beneficiary-list-fields';
import { namesBeneficiaries } from './policy-form';
import type { PolicyForm } from './policy-form-fields';

/**
 * Who the policy pays, for a kind that pays at death. The money goes straight to them, outside
 * the will, so the estate plan reads these; each tier's shares must add up to 100 %.
 */
export function PolicyBeneficiaryFields({ form }: { form: PolicyForm }) {
  const kind = useWatch({ control: form.control, name: 'kind' });
  if (!namesBeneficiaries(kind)) return null;
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">Beneficiaries</legend>
      <p className="-mt-2 text-sm text-muted-foreground">
        As named on the insurer’s beneficiary form. The payout goes to them directly, outside the
        will.
      </p>
      <BeneficiaryListFields form={asBeneficiaryForm(form)} askMinor />
    </fieldset>
  );
}
