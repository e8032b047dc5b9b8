import type { UseFormReturn } from 'react-hook-form';
import { AccountIdentityFields } from '@web/components/records/account-identity-fields';
import { FormRow } from '@web/components/ui/form-row';
import { FormTextField } from '@web/components/ui/form-text-field';
import { FormTextareaField } from '@web/components/ui/form-textarea-field';
import type { InvestmentAccountInput } from '../api/investment-account-mutations';
import type { TInvestmentAccountFormValues } from '../lib/investment-account-form';

export type InvestmentAccountForm = UseFormReturn<
  TInvestmentAccountFormValues,
  unknown,
  InvestmentAccountInput
>;

type Props = {
  form: InvestmentAccountForm;
  /** The stored number's last 4 when editing. */
  storedLast4: string | null;
};

/**
 * What the account is and where: type, institution, name, number, owner, the balance it is worth
 * while it has no holdings, and notes.
 */
export function InvestmentAccountFormFields({ form, storedLast4 }: Props) {
  return (
    <div className="grid gap-4">
      <AccountIdentityFields form={form} kind="investment" storedLast4={storedLast4} />
      <FormRow>
        <FormTextField
          form={form}
          name="ownerName"
          id="investment-owner"
          label="Owner"
          hint="Whose name the account is in, or Joint."
          autoComplete="off"
        />
        <FormTextField
          form={form}
          name="balance"
          id="investment-balance"
          label="Balance"
          hint="Optional. Used while the account has no holdings; with holdings, their value counts."
          inputMode="decimal"
          autoComplete="off"
          className="tabular-nums"
          placeholder="$0.00"
        />
      </FormRow>
      <FormTextareaField form={form} name="notes" id="investment-notes" label="Notes" rows={2} />
    </div>
  );
}
