import { useWatch } from 'react-hook-form';
import { ENTITY_LABELS, type Category } from '@shared/finance/categories';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { SelectOptions } from '@web/components/ui/select-options';
import { NEW_CHOICE } from '../../lib/expense-form-values';
import { useExpenseFormContext } from './use-expense-form-context';

type Props = { category: Category; suggestions: readonly string[] };

/**
 * Spec §3/§5: the vehicle, child or insured person an auto, kids or insurance obligation is for:
 * one of the names already used in the category, or a new one.
 */
export function EntityField({ category, suggestions }: Props) {
  const { form, errorOf } = useExpenseFormContext();
  const choice = useWatch({ control: form.control, name: 'entityChoice' });
  const label = ENTITY_LABELS[category] ?? 'Name';
  // An edited obligation's name stays choosable even if spelled differently from the list.
  const options =
    choice !== NEW_CHOICE && choice && !suggestions.includes(choice)
      ? [choice, ...suggestions]
      : suggestions;

  const nameField = (fieldLabel: string) => (
    <Field
      id="expense-entity-name"
      label={fieldLabel}
      error={errorOf('entityName')}
      hint="Optional. Obligations with the same name are grouped together."
    >
      {(control) => <Input {...control} {...form.register('entityName')} />}
    </Field>
  );

  if (options.length === 0) return nameField(label);
  return (
    <>
      <Field id="expense-entity-choice" label={label} error={errorOf('entityChoice')}>
        {(control) => (
          <NativeSelect {...control} {...form.register('entityChoice')}>
            <SelectOptions values={options} />
            <option value={NEW_CHOICE}>New {label.toLowerCase()}</option>
          </NativeSelect>
        )}
      </Field>
      {choice === NEW_CHOICE && nameField(`New ${label.toLowerCase()} name`)}
    </>
  );
}
