import { useWatch } from 'react-hook-form';
import { isInvestmentLedgerType } from '@shared/finance/asset-schemas';
import { FormField } from '@web/components/ui/form-field';
import { FormRow } from '@web/components/ui/form-row';
import { FormSecretNumberField } from '@web/components/ui/form-secret-number-field';
import { FormTextField } from '@web/components/ui/form-text-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { ACCOUNT_TYPE_GROUPS, type AccountForm } from '../lib/account-form';

/**
 * The account's type (grouped: bank and cards, investment and retirement, other) and institution,
 * then its name and number. The shared AccountIdentityFields offers a flat list, too long once
 * every investment kind is here; the ids and examples are the same ("account-type"…).
 */
export function AccountTypeRows({
  form,
  storedLast4,
}: {
  form: AccountForm;
  storedLast4: string | null;
}) {
  const type = useWatch({ control: form.control, name: 'type' });
  return (
    <>
      <FormRow>
        <FormField
          form={form}
          name="type"
          id="account-type"
          label="Type"
          hint={
            isInvestmentLedgerType(type)
              ? 'Also listed on Investments, where you can add holdings and beneficiaries.'
              : undefined
          }
        >
          {(control) => (
            <NativeSelect {...control} {...form.register('type')}>
              {ACCOUNT_TYPE_GROUPS.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.types.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormTextField
          form={form}
          name="institutionName"
          id="account-institution"
          label="Institution"
          autoComplete="organization"
          placeholder="e.g. Chase"
        />
      </FormRow>
      <FormRow>
        <FormTextField
          form={form}
          name="accountName"
          id="account-name"
          label="Account name"
          autoComplete="off"
          placeholder="e.g. Everyday Checking"
        />
        <FormSecretNumberField
          form={form}
          name="accountNumber"
          removeName="removeAccountNumber"
          id="account-number"
          label="Account number"
          storedLast4={storedLast4}
        />
      </FormRow>
    </>
  );
}
