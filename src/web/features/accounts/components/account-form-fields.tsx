import { useWatch, type UseFormReturn } from 'react-hook-form';
import { AccountIdentityFields } from '@web/components/records/account-identity-fields';
import { FormAddressFields } from '@web/components/ui/form-address-fields';
import { FormMoneyField } from '@web/components/ui/form-money-field';
import { FormRow } from '@web/components/ui/form-row';
import { FormTextField } from '@web/components/ui/form-text-field';
import { FormTextareaField } from '@web/components/ui/form-textarea-field';
import type { AccountInput } from '../api/account-mutations';
import type { TAccountFormValues } from '../lib/account-form';
import { isOwed } from '../lib/account-groups';

type Props = {
  form: UseFormReturn<TAccountFormValues, unknown, AccountInput>;
  /** The stored number's last 4 when editing. */
  storedLast4: string | null;
};

/** The inputs of the add/edit account form; a Home also asks for its address. */
export function AccountFormFields({ form, storedLast4 }: Props) {
  const type = useWatch({ control: form.control, name: 'type' });
  return (
    <div className="grid gap-4">
      <AccountIdentityFields form={form} kind="account" storedLast4={storedLast4} />
      <FormRow>
        <FormMoneyField
          form={form}
          name="balanceCents"
          id="account-balance"
          label={isOwed(type) ? 'Balance owed' : 'Balance'}
        />
        <FormTextField
          form={form}
          name="ownerName"
          id="account-owner"
          label="Owner"
          hint="Whose name the account is in, or Joint."
          autoComplete="off"
        />
      </FormRow>
      <FormTextField
        form={form}
        name="beneficiary"
        id="account-beneficiary"
        label="Beneficiary"
        hint="Who receives this account (payable or transfer on death). The estate plan needs this later."
        autoComplete="off"
      />
      {type === 'home' && (
        <FormAddressFields
          form={form}
          name="address"
          idPrefix="account-address"
          legend="Home address"
        />
      )}
      <FormTextareaField form={form} name="notes" id="account-notes" label="Notes" rows={3} />
    </div>
  );
}
