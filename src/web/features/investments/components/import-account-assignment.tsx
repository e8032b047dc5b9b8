import { Controller, useWatch } from 'react-hook-form';
import {
  INVESTMENT_ACCOUNT_TYPE_LABELS,
  INVESTMENT_ACCOUNT_TYPES,
} from '@shared/investments/investment-schemas';
import type { TParsedPositionAccount } from '@shared/investments/positions-import-schemas';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { NEW_ACCOUNT, fileAccountLabel, type TAssignmentForm } from './import-assignment-form';
import { formatCount } from '../lib/investment-format';

/** An existing investment account the positions can go into. */
export type ImportAccountOption = { id: string; label: string };

type Props = {
  index: number;
  account: TParsedPositionAccount;
  form: TAssignmentForm;
  options: readonly ImportAccountOption[];
  /** How many holdings of the file are in this account. */
  holdings: number;
};

/**
 * One account of the file: where its holdings go. The select is controlled, so a matched account
 * stays selected when the list of accounts arrives after the form. "New account" opens the
 * fields the new account needs, prefilled from the file.
 */
export function ImportAccountAssignment({ index, account, form, options, holdings }: Props) {
  const id = `import-account-${index}`;
  const target = useWatch({ control: form.control, name: `accounts.${index}.target` });
  const errors = form.formState.errors.accounts?.[index];
  const label = fileAccountLabel(account);

  return (
    <fieldset className="grid gap-3 rounded-lg border p-3 sm:p-4">
      <legend className="px-1 text-sm font-medium">
        {label}{' '}
        <span className="font-normal text-muted-foreground">
          · {formatCount(holdings)} {holdings === 1 ? 'holding' : 'holdings'}
        </span>
      </legend>
      <Field id={`${id}-target`} label={`Import ${label} into`}>
        {(control) => (
          <Controller
            name={`accounts.${index}.target`}
            control={form.control}
            render={({ field }) => (
              <NativeSelect {...control} {...field}>
                {options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
                <option value={NEW_ACCOUNT}>New account</option>
              </NativeSelect>
            )}
          />
        )}
      </Field>
      {target === NEW_ACCOUNT && (
        <div className="grid items-start gap-3 sm:grid-cols-3">
          <Field id={`${id}-type`} label="Account type" error={errors?.type?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register(`accounts.${index}.type`)}>
                {INVESTMENT_ACCOUNT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {INVESTMENT_ACCOUNT_TYPE_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field
            id={`${id}-institution`}
            label="Institution"
            error={errors?.institutionName?.message}
          >
            {(control) => (
              <Input
                autoComplete="organization"
                {...control}
                {...form.register(`accounts.${index}.institutionName`)}
              />
            )}
          </Field>
          <Field id={`${id}-name`} label="Account name" error={errors?.accountName?.message}>
            {(control) => (
              <Input
                autoComplete="off"
                {...control}
                {...form.register(`accounts.${index}.accountName`)}
              />
            )}
          </Field>
        </div>
      )}
    </fieldset>
  );
}
