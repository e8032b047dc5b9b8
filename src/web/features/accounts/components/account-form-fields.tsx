import { useWatch } from 'react-hook-form';
import type { TAsset } from '@shared/finance/asset-schemas';
import { CurrencyInput } from '@web/components/currency-input';
import { Field } from '@web/components/ui/field';
import { FormAddressFields } from '@web/components/ui/form-address-fields';
import { FormMoneyField } from '@web/components/ui/form-money-field';
import { FormRow } from '@web/components/ui/form-row';
import { FormTextField } from '@web/components/ui/form-text-field';
import { FormTextareaField } from '@web/components/ui/form-textarea-field';
import type { AccountForm } from '../lib/account-form';
import { isOwed } from '../lib/account-groups';
import { AccountTypeRows } from './account-type-rows';

type Props = {
  form: AccountForm;
  /** The account being edited, or null when adding one. */
  account: TAsset | null;
};

/**
 * The inputs of the add/edit account form; a Home also asks for its address. An investment
 * account's holdings value it and its named beneficiaries are Investments' to change: both are
 * then shown read-only.
 */
export function AccountFormFields({ form, account }: Props) {
  const type = useWatch({ control: form.control, name: 'type' });
  const valuedByHoldings = account !== null && account.holdingCount > 0;
  return (
    <div className="grid gap-4">
      <AccountTypeRows form={form} storedLast4={account?.accountNumberLast4 ?? null} />
      <FormRow>
        {valuedByHoldings ? (
          <Field
            id="account-balance"
            label="Balance"
            hint="Valued from its holdings on Investments"
          >
            {(control) => (
              <CurrencyInput
                {...control}
                value={account.balanceCents}
                onChange={() => undefined}
                readOnly
                className="bg-muted"
              />
            )}
          </Field>
        ) : (
          <FormMoneyField
            form={form}
            name="balanceCents"
            id="account-balance"
            label={isOwed(type) ? 'Balance owed' : 'Balance'}
          />
        )}
        <FormTextField
          form={form}
          name="ownerName"
          id="account-owner"
          label="Owner"
          hint="Whose name the account is in, or Joint."
          autoComplete="off"
        />
      </FormRow>
      {account?.beneficiaryDesignated ? (
        <div className="grid gap-2 text-sm">
          <p className="font-medium">Beneficiary</p>
          <p>Named on Investments: {account.beneficiary}</p>
        </div>
      ) : (
        <FormTextField
          form={form}
          name="beneficiary"
          id="account-beneficiary"
          label="Beneficiary"
          hint="Who receives this account (payable or transfer on death). The estate plan needs this later."
          autoComplete="off"
        />
      )}
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
