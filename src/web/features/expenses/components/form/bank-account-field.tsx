import { useWatch } from 'react-hook-form';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { SelectOptions } from '@web/components/ui/select-options';
import { sanitizeLastFour } from '../../lib/expense-form-rules';
import { NEW_CHOICE } from '../../lib/expense-form-values';
import { useExpenseFormContext } from './use-expense-form-context';

type Props = { options: readonly string[] };

/**
 * Spec §5: the account or card it is paid from: one the household already uses or holds
 * (checking and savings as "institution - account name ****number"), or a new one given by name
 * and last 4 digits, stored as "Name ****1234".
 */
export function BankAccountField({ options }: Props) {
  const { form, errorOf } = useExpenseFormContext();
  const choice = useWatch({ control: form.control, name: 'bankAccountChoice' });
  const known = !choice || choice === NEW_CHOICE || options.includes(choice);
  const lastFour = form.register('newBankLast4');

  return (
    <div className="grid gap-4">
      <Field
        id="expense-bank-account"
        label="Debit bank or credit card"
        error={errorOf('bankAccountChoice')}
      >
        {(control) => (
          <NativeSelect {...control} {...form.register('bankAccountChoice')}>
            <option value="">None</option>
            {!known && <option value={choice}>{choice}</option>}
            <SelectOptions values={options} />
            <option value={NEW_CHOICE}>Add new</option>
          </NativeSelect>
        )}
      </Field>
      {choice === NEW_CHOICE && (
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <Field id="expense-new-bank-name" label="Account name" error={errorOf('newBankName')}>
            {(control) => (
              <Input
                {...control}
                aria-required
                placeholder="Chase Checking"
                {...form.register('newBankName')}
              />
            )}
          </Field>
          <Field id="expense-new-bank-last4" label="Last 4 digits" error={errorOf('newBankLast4')}>
            {(control) => (
              <Input
                {...control}
                aria-required
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                {...lastFour}
                onChange={(event) => {
                  event.target.value = sanitizeLastFour(event.target.value);
                  return lastFour.onChange(event);
                }}
              />
            )}
          </Field>
        </div>
      )}
    </div>
  );
}
