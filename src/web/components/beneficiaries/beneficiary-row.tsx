import { useWatch } from 'react-hook-form';
import { RemovableFieldset } from '@web/components/removable-fieldset';
import { FormCheckboxField } from '@web/components/ui/form-checkbox-field';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import type { BeneficiaryForm } from './beneficiary-form-rows';

type Props = {
  form: BeneficiaryForm;
  index: number;
  onRemove: () => void;
  /** Whether to ask if the person is under 18 (the estate plan flags a minor named directly). */
  askMinor?: boolean;
};

/** One beneficiary: who, their relationship, primary or contingent, and their share. */
export function BeneficiaryRow({ form, index, onRemove, askMinor = false }: Props) {
  const errors = form.formState.errors.beneficiaries?.[index];
  const name = useWatch({ control: form.control, name: `beneficiaries.${index}.name` });
  const id = `beneficiary-${index}`;
  const title = `Beneficiary ${index + 1}`;
  return (
    <RemovableFieldset title={title} name={name} onRemove={onRemove}>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Name" error={errors?.name?.message}>
          {(control) => (
            <Input
              autoComplete="off"
              {...control}
              {...form.register(`beneficiaries.${index}.name`)}
            />
          )}
        </Field>
        <Field id={`${id}-relationship`} label="Relationship" error={errors?.relationship?.message}>
          {(control) => (
            <Input
              autoComplete="off"
              placeholder="e.g. Daughter"
              {...control}
              {...form.register(`beneficiaries.${index}.relationship`)}
            />
          )}
        </Field>
      </div>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <Field id={`${id}-tier`} label="Tier" error={errors?.tier?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register(`beneficiaries.${index}.tier`)}>
              <option value="primary">Primary</option>
              <option value="contingent">Contingent</option>
            </NativeSelect>
          )}
        </Field>
        <Field id={`${id}-share`} label="Share (%)" error={errors?.sharePercent?.message}>
          {(control) => (
            <Input
              inputMode="decimal"
              autoComplete="off"
              className="tabular-nums"
              {...control}
              {...form.register(`beneficiaries.${index}.sharePercent`)}
            />
          )}
        </Field>
      </div>
      {askMinor && (
        <FormCheckboxField
          form={form}
          name={`beneficiaries.${index}.minor`}
          id={`${id}-minor`}
          label="Under 18"
          hint="A minor cannot receive the money directly: a court may have to appoint someone to manage it."
        />
      )}
    </RemovableFieldset>
  );
}
