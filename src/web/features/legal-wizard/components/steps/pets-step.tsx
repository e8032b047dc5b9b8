import { useFieldArray } from 'react-hook-form';
import { AnswerInput } from '../answer-fields';
import { ListRows } from './list-rows';
import type { StepProps } from './step-props';

/** Who takes care of each pet, and money left for its care. */
export function PetsStep({ form }: StepProps) {
  const pets = useFieldArray({ control: form.control, name: 'pets' });
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Optional. Name who would take each pet, and an amount for its care if you wish.
      </p>
      <ListRows
        rows={pets.fields}
        rowTitle={(index) => `Pet ${index + 1}`}
        renderRow={(index) => (
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <AnswerInput form={form} name={`pets.${index}.name`} label="Pet’s name" />
            <AnswerInput
              form={form}
              name={`pets.${index}.species`}
              label="Kind of animal"
              hint="Dog, cat, horse…"
            />
            <AnswerInput form={form} name={`pets.${index}.caretaker`} label="Caretaker" />
            <AnswerInput
              form={form}
              name={`pets.${index}.alternateCaretaker`}
              label="Alternate caretaker"
            />
            <AnswerInput
              form={form}
              name={`pets.${index}.careFundDollars`}
              label="Money for its care, in dollars (optional)"
              type="number"
              min={0}
              step={1}
            />
          </div>
        )}
        onRemove={pets.remove}
        onAdd={() =>
          pets.append({
            name: null,
            species: null,
            caretaker: null,
            alternateCaretaker: null,
            careFundDollars: null,
          })
        }
        addLabel="Add a pet"
        empty="No pets listed."
        max={20}
      />
    </div>
  );
}
