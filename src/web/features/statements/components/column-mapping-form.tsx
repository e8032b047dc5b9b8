import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TCsvMapping } from '@shared/statements/statement-types';
import { BusyButton } from '@web/components/ui/busy-button';
import { FormCheckboxField } from '@web/components/ui/form-checkbox-field';
import { FormField } from '@web/components/ui/form-field';
import { FormTextField } from '@web/components/ui/form-text-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { RadioCards } from '@web/components/ui/radio-cards';
import { SelectOptions } from '@web/components/ui/select-options';
import {
  guessedMapping,
  toCsvMapping,
  ZColumnMappingValues,
  type ColumnMappingValues,
} from '../lib/column-mapping-values';
import { SampleRowsTable } from './sample-rows-table';

type Props = {
  fileName: string;
  headers: string[];
  sampleRows: string[][];
  /** This file is being read again with the columns chosen. */
  busy: boolean;
  /** Another file is: one at a time. */
  disabled: boolean;
  onRead: (mapping: TCsvMapping) => void;
};

const LAYOUTS = [
  {
    value: 'amount',
    label: 'One amount column',
    hint: 'Charges and payments in one column, one of them negative',
  },
  {
    value: 'debitCredit',
    label: 'Debit and credit columns',
    hint: 'Money out in one column, money in in another',
  },
] as const;

/**
 * The mapping step for a CSV in a layout Nido does not know: which column holds the date, the
 * description and the amounts, with the file's first rows to tell them apart. The file is then
 * read again with these columns.
 */
export function ColumnMappingForm({
  fileName,
  headers,
  sampleRows,
  busy,
  disabled,
  onRead,
}: Props) {
  const id = useId();
  const form = useForm<ColumnMappingValues, unknown, ColumnMappingValues>({
    resolver: zodResolver(ZColumnMappingValues),
    defaultValues: guessedMapping(headers),
  });
  const layout = useWatch({ control: form.control, name: 'layout' });
  const column = (name: 'date' | 'description' | 'amount' | 'debit' | 'credit', label: string) => (
    <FormField form={form} name={name} id={`${id}-${name}`} label={label}>
      {(control) => (
        <NativeSelect {...control} {...form.register(name)}>
          <option value="">Choose a column</option>
          <SelectOptions values={headers} />
        </NativeSelect>
      )}
    </FormField>
  );
  const submit = form.handleSubmit((values) => onRead(toCsvMapping(values)));

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={`Columns of ${fileName}`}
      className="grid gap-4 rounded-lg border bg-muted/30 p-3"
    >
      <SampleRowsTable fileName={fileName} headers={headers} rows={sampleRows} />
      <div className="grid gap-3 sm:grid-cols-2">
        {column('date', 'Date')}
        {column('description', 'Description')}
      </div>
      <Controller
        control={form.control}
        name="layout"
        render={({ field }) => (
          <RadioCards
            legend="Amounts"
            options={LAYOUTS}
            value={field.value}
            onValueChange={field.onChange}
            columns={2}
          />
        )}
      />
      {layout === 'amount' ? (
        <div className="grid gap-3">
          {column('amount', 'Amount')}
          <FormCheckboxField
            form={form}
            name="positiveIsCharge"
            id={`${id}-positive-is-charge`}
            label="Positive amounts are charges"
            hint="Tick this for a card export, where purchases are positive and payments negative."
          />
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {column('debit', 'Debit (money out)')}
          {column('credit', 'Credit (money in)')}
        </div>
      )}
      <FormTextField
        form={form}
        name="accountLabel"
        id={`${id}-account`}
        label="Account (optional)"
        hint="How you know it, as in Chase ****8842"
        autoComplete="off"
      />
      <div className="flex justify-end">
        <BusyButton type="submit" busy={busy} busyLabel="Reading..." disabled={disabled}>
          Read with these columns
        </BusyButton>
      </div>
    </form>
  );
}
