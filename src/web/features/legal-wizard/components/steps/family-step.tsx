import { useFieldArray, useWatch } from 'react-hook-form';
import { MARITAL_STATUSES } from '@shared/legal/legal-answers';
import { AnswerInput, AnswerSelect } from '../answer-fields';
import { ListRows } from './list-rows';
import type { StepProps } from './step-props';

const MARITAL_LABELS: Record<(typeof MARITAL_STATUSES)[number], string> = {
  single: 'Single',
  married: 'Married',
  domestic_partner: 'Registered domestic partner',
  divorced: 'Divorced',
  widowed: 'Widowed',
};

/** Marital status and children: a will names them so none is left out by mistake. */
export function FamilyStep({ form }: StepProps) {
  const children = useFieldArray({ control: form.control, name: 'children' });
  const status = useWatch({ control: form.control, name: 'maritalStatus' }) as string | null;
  const partnered = status === 'married' || status === 'domestic_partner';
  return (
    <div className="grid gap-6">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <AnswerSelect
          form={form}
          name="maritalStatus"
          label="Marital status"
          options={MARITAL_STATUSES.map((each) => [each, MARITAL_LABELS[each]] as const)}
        />
        {partnered && (
          <AnswerInput form={form} name="spouseName" label="Spouse’s or partner’s full name" />
        )}
      </div>
      <section className="grid gap-3" aria-labelledby="legal-children-title">
        <h3 id="legal-children-title" className="font-semibold">
          Children
        </h3>
        <p className="text-sm text-muted-foreground">
          List all your children, including adopted children and any from an earlier marriage. A
          child left out of a will may be able to claim a share as if forgotten.
        </p>
        <ListRows
          rows={children.fields}
          rowTitle={(index) => `Child ${index + 1}`}
          renderRow={(index) => (
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <AnswerInput form={form} name={`children.${index}.name`} label="Full name" />
              <AnswerInput
                form={form}
                name={`children.${index}.dateOfBirth`}
                label="Date of birth"
                hint="Tells Nido whether a guardian is needed."
                type="date"
              />
            </div>
          )}
          onRemove={children.remove}
          onAdd={() => children.append({ name: null, dateOfBirth: null })}
          addLabel="Add a child"
          empty="No children listed."
          max={20}
        />
      </section>
    </div>
  );
}
