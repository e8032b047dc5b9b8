import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  INVESTMENT_ACCOUNT_TYPE_LABELS,
  INVESTMENT_ACCOUNT_TYPES,
} from '@shared/investments/investment-schemas';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { SecretNumberField } from '@web/components/ui/secret-number-field';
import { Textarea } from '@web/components/ui/textarea';
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

/** What the account is and where: type, institution, name, number, owner and notes. */
export function InvestmentAccountFormFields({ form, storedLast4 }: Props) {
  const { errors } = form.formState;
  const removeNumber = useWatch({ control: form.control, name: 'removeAccountNumber' });
  return (
    <div className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id="investment-type" label="Type" error={errors.type?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('type')}>
              {INVESTMENT_ACCOUNT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {INVESTMENT_ACCOUNT_TYPE_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          id="investment-institution"
          label="Institution"
          error={errors.institutionName?.message}
        >
          {(control) => (
            <Input
              autoComplete="organization"
              placeholder="e.g. Fidelity"
              {...control}
              {...form.register('institutionName')}
            />
          )}
        </Field>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id="investment-name" label="Account name" error={errors.accountName?.message}>
          {(control) => (
            <Input
              autoComplete="off"
              placeholder="e.g. Individual brokerage"
              {...control}
              {...form.register('accountName')}
            />
          )}
        </Field>
        <SecretNumberField
          id="investment-number"
          label="Account number"
          storedLast4={storedLast4}
          error={errors.accountNumber?.message}
          registration={form.register('accountNumber')}
          remove={{
            checked: removeNumber,
            onChange: (checked) => {
              form.setValue('removeAccountNumber', checked);
              if (checked) form.setValue('accountNumber', '');
            },
          }}
        />
      </div>
      <Field
        id="investment-owner"
        label="Owner"
        hint="Whose name the account is in, or Joint."
        error={errors.ownerName?.message}
      >
        {(control) => <Input autoComplete="off" {...control} {...form.register('ownerName')} />}
      </Field>
      <Field id="investment-notes" label="Notes" error={errors.notes?.message}>
        {(control) => <Textarea rows={2} {...control} {...form.register('notes')} />}
      </Field>
    </div>
  );
}
