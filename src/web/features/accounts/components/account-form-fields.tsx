import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { ASSET_TYPE_LABELS, ASSET_TYPES } from '@shared/finance/asset-schemas';
import { CurrencyInput } from '@web/components/currency-input';
import { AddressFields } from '@web/components/ui/address-fields';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { SecretNumberField } from '@web/components/ui/secret-number-field';
import { Textarea } from '@web/components/ui/textarea';
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
  const { errors } = form.formState;
  const [type, removeNumber] = useWatch({
    control: form.control,
    name: ['type', 'removeAccountNumber'],
  });

  return (
    <div className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id="account-type" label="Type" error={errors.type?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('type')}>
              {ASSET_TYPES.map((value) => (
                <option key={value} value={value}>
                  {ASSET_TYPE_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field id="account-institution" label="Institution" error={errors.institutionName?.message}>
          {(control) => (
            <Input
              autoComplete="organization"
              placeholder="e.g. Chase"
              {...control}
              {...form.register('institutionName')}
            />
          )}
        </Field>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id="account-name" label="Account name" error={errors.accountName?.message}>
          {(control) => (
            <Input
              autoComplete="off"
              placeholder="e.g. Everyday Checking"
              {...control}
              {...form.register('accountName')}
            />
          )}
        </Field>
        <SecretNumberField
          id="account-number"
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
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          id="account-balance"
          label={isOwed(type) ? 'Balance owed' : 'Balance'}
          error={errors.balanceCents?.message}
        >
          {(control) => (
            <Controller
              name="balanceCents"
              control={form.control}
              render={({ field }) => <CurrencyInput {...control} {...field} />}
            />
          )}
        </Field>
        <Field
          id="account-owner"
          label="Owner"
          hint="Whose name the account is in, or Joint."
          error={errors.ownerName?.message}
        >
          {(control) => <Input autoComplete="off" {...control} {...form.register('ownerName')} />}
        </Field>
      </div>
      <Field
        id="account-beneficiary"
        label="Beneficiary"
        hint="Who receives this account (payable or transfer on death). The estate plan needs this later."
        error={errors.beneficiary?.message}
      >
        {(control) => <Input autoComplete="off" {...control} {...form.register('beneficiary')} />}
      </Field>
      {type === 'home' && (
        <AddressFields
          idPrefix="account-address"
          legend="Home address"
          register={{
            street: form.register('address.street'),
            city: form.register('address.city'),
            state: form.register('address.state'),
            zip: form.register('address.zip'),
          }}
          errors={{
            street: errors.address?.street?.message,
            city: errors.address?.city?.message,
            state: errors.address?.state?.message,
            zip: errors.address?.zip?.message,
          }}
        />
      )}
      <Field id="account-notes" label="Notes" error={errors.notes?.message}>
        {(control) => <Textarea rows={3} {...control} {...form.register('notes')} />}
      </Field>
    </div>
  );
}
