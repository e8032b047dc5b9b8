import { useWatch } from 'react-hook-form';
import { Field } from '@web/components/ui/field';
import { AddressFields } from '@web/components/ui/address-fields';
import { NativeSelect } from '@web/components/ui/native-select';
import { afterAddressChoice } from '../../lib/expense-form-rules';
import { NEW_CHOICE } from '../../lib/expense-form-values';
import type { AddressSuggestion } from '../../lib/expense-suggestions';
import { useExpenseFormContext } from './use-expense-form-context';

type Props = { suggestions: readonly AddressSuggestion[] };

/**
 * Spec §5: a home obligation needs the property's address: one the household already has
 * (its obligations, home accounts and properties), or a new one with street, city, state and ZIP.
 */
export function PropertyAddressFields({ suggestions }: Props) {
  const { form, applyPatch, errorOf } = useExpenseFormContext();
  const choice = useWatch({ control: form.control, name: 'addressChoice' });
  const showChoice = suggestions.length > 0 || choice !== NEW_CHOICE;
  const known = suggestions.some((suggestion) => suggestion.full === choice);

  return (
    <div className="grid gap-4">
      {showChoice && (
        <Field
          id="expense-address-choice"
          label="Property address"
          error={errorOf('addressChoice')}
        >
          {(control) => (
            <NativeSelect
              {...control}
              aria-required
              {...form.register('addressChoice', {
                onChange: (event: { target: { value: string } }) =>
                  applyPatch(afterAddressChoice(event.target.value, suggestions)),
              })}
            >
              <option value="">Choose an address</option>
              {/* An edited obligation's address stays choosable even if the list lacks it. */}
              {!known && choice && choice !== NEW_CHOICE && (
                <option value={choice}>{choice}</option>
              )}
              {suggestions.map((suggestion) => (
                <option key={suggestion.full} value={suggestion.full}>
                  {suggestion.full}
                </option>
              ))}
              <option value={NEW_CHOICE}>New address</option>
            </NativeSelect>
          )}
        </Field>
      )}
      {choice === NEW_CHOICE && (
        <AddressFields
          idPrefix="expense"
          legend={showChoice ? 'New address' : 'Property address'}
          className="rounded-lg border p-4"
          required
          register={{
            street: form.register('street'),
            city: form.register('city'),
            state: form.register('state'),
            zip: form.register('zip'),
          }}
          errors={{
            street: errorOf('street'),
            city: errorOf('city'),
            state: errorOf('state'),
            zip: errorOf('zip'),
          }}
        />
      )}
    </div>
  );
}
