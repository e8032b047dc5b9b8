import { Controller, type UseFormReturn } from 'react-hook-form';
import { POLICY_KIND_LABELS } from '@shared/estate/policy-schemas';
import { FormField } from '@web/components/ui/form-field';
import { FormMoneyField } from '@web/components/ui/form-money-field';
import { FormSecretNumberField } from '@web/components/ui/form-secret-number-field';
import { FormSelectField } from '@web/components/ui/form-select-field';
import { FormTextField } from '@web/components/ui/form-text-field';
import { FormTextareaField } from '@web/components/ui/form-textarea-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { FormRow } from '@web/components/ui/form-row';
import type { PolicyInput } from '../../api/policy-mutations';
import type { TPolicyFormValues } from './policy-form';
import type { PremiumChoice } from './premium-choices';

export type PolicyForm = UseFormReturn<TPolicyFormValues, unknown, PolicyInput>;

type Props = {
  form: PolicyForm;
  /** The stored number's last 4 when editing. */
  storedLast4: string | null;
  /** The household's insurance obligations, for the premium. */
  premiumChoices: readonly PremiumChoice[];
};

/** What the policy is: type, carrier, number, who it covers, how much, and what pays for it. */
export function PolicyFormFields({ form, storedLast4, premiumChoices }: Props) {
  return (
    <div className="grid gap-4">
      <FormRow>
        <FormSelectField
          form={form}
          name="kind"
          id="policy-kind"
          label="Type"
          options={POLICY_KIND_LABELS}
        />
        <FormTextField
          form={form}
          name="carrier"
          id="policy-carrier"
          label="Insurance company"
          autoComplete="organization"
          placeholder="e.g. Northwestern Mutual"
        />
      </FormRow>
      <FormRow>
        <FormSecretNumberField
          form={form}
          name="policyNumber"
          removeName="removePolicyNumber"
          id="policy-number"
          label="Policy number"
          storedLast4={storedLast4}
        />
        <FormTextField
          form={form}
          name="insuredName"
          id="policy-insured"
          label="Insured"
          hint="The person, home or vehicle the policy covers."
          autoComplete="off"
        />
      </FormRow>
      <FormRow>
        <FormMoneyField
          form={form}
          name="faceAmountCents"
          id="policy-face-amount"
          label="Face amount"
          hint="What the policy pays out, or its coverage limit."
        />
        <FormField
          form={form}
          name="premiumExpenseId"
          id="policy-premium"
          label="Premium paid by"
          hint={
            premiumChoices.length > 0
              ? 'The monthly obligation that pays the premium.'
              : 'Record the premium as an Insurance obligation in Monthly Obligations to link it here.'
          }
        >
          {(control) => (
            // Controlled: the obligations may arrive after the dialog opens, and the linked one
            // must show as chosen once its option exists.
            <Controller
              name="premiumExpenseId"
              control={form.control}
              render={({ field }) => (
                <NativeSelect {...control} {...field}>
                  <option value="">Not linked</option>
                  {premiumChoices.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            />
          )}
        </FormField>
      </FormRow>
      <FormTextareaField form={form} name="notes" id="policy-notes" label="Notes" rows={2} />
    </div>
  );
}
