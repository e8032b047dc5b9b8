import { useWatch } from 'react-hook-form';
import { AddressChoiceSelect } from '@web/components/address-choice-select';
import { AddressFields, byAddressPart } from '@web/components/ui/address-fields';
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
        <AddressChoiceSelect
          id="expense-address-choice"
          error={errorOf('addressChoice')}
          addresses={suggestions.map((suggestion) => suggestion.full)}
          newValue={NEW_CHOICE}
          registration={form.register('addressChoice', {
            onChange: (event: { target: { value: string } }) =>
              applyPatch(afterAddressChoice(event.target.value, suggestions)),
          })}
        >
          {/* An edited obligation's address stays choosable even if the list lacks it. */}
          {!known && choice && choice !== NEW_CHOICE && <option value={choice}>{choice}</option>}
        </AddressChoiceSelect>
      )}
      {choice === NEW_CHOICE && (
        <AddressFields
          idPrefix="expense"
          legend={showChoice ? 'New address' : 'Property address'}
          className="rounded-lg border p-4"
          required
          register={byAddressPart((part) => form.register(part))}
          errors={byAddressPart(errorOf)}
        />
      )}
    </div>
  );
}
