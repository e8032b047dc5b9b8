import { useFieldArray } from 'react-hook-form';
import { Field } from '@web/components/ui/field';
import { NativeSelect } from '@web/components/ui/native-select';
import { fieldId } from '../../lib/legal-form-type';
import { AnswerInput } from '../answer-fields';
import { IfTheyDieFirstFields } from './if-they-die-first-fields';
import { ListRows } from './list-rows';
import type { StepProps } from './step-props';

const ASSET_KIND_LABELS = {
  account: 'Accounts',
  property: 'Properties',
  investment: 'Investments',
};

/** Particular things to particular people; everything else goes by the residuary step. */
export function GiftsStep({ form, choices }: StepProps) {
  const gifts = useFieldArray({ control: form.control, name: 'specificGifts' });
  const kinds = (['account', 'property', 'investment'] as const).filter((kind) =>
    choices.assets.some((asset) => asset.kind === kind),
  );

  const pickAsset = (index: number, value: string) => {
    const asset = choices.assets.find((each) => `${each.kind}:${each.id}` === value) ?? null;
    form.setValue(
      `specificGifts.${index}.asset`,
      asset ? { kind: asset.kind, id: asset.id } : null,
      { shouldDirty: true },
    );
    if (asset && !form.getValues(`specificGifts.${index}.description`))
      form.setValue(`specificGifts.${index}.description`, asset.label, { shouldDirty: true });
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Optional: a ring to a niece, the house to your daughter. Anything you do not list here goes
        to the people you name in the next step.
      </p>
      <ListRows
        rows={gifts.fields}
        rowTitle={(index) => `Gift ${index + 1}`}
        renderRow={(index) => {
          const asset = form.getValues(`specificGifts.${index}.asset`) as {
            kind: string;
            id: string;
          } | null;
          return (
            <div className="grid items-start gap-4 sm:grid-cols-2">
              {kinds.length > 0 && (
                <Field
                  id={`${fieldId(`specificGifts.${index}`)}-asset`}
                  label="Something Nido knows about (optional)"
                  className="sm:col-span-2"
                >
                  {(control) => (
                    <NativeSelect
                      {...control}
                      defaultValue={asset ? `${asset.kind}:${asset.id}` : ''}
                      onChange={(event) => pickAsset(index, event.target.value)}
                    >
                      <option value="">Not one of these</option>
                      {kinds.map((kind) => (
                        <optgroup key={kind} label={ASSET_KIND_LABELS[kind]}>
                          {choices.assets
                            .filter((each) => each.kind === kind)
                            .map((each) => (
                              <option key={each.id} value={`${kind}:${each.id}`}>
                                {each.label}
                              </option>
                            ))}
                        </optgroup>
                      ))}
                    </NativeSelect>
                  )}
                </Field>
              )}
              <AnswerInput
                form={form}
                name={`specificGifts.${index}.description`}
                label="What you are giving"
                hint="Describe it so no one can mistake it."
                className="sm:col-span-2"
              />
              <AnswerInput
                form={form}
                name={`specificGifts.${index}.beneficiary`}
                label="Who receives it"
              />
              <IfTheyDieFirstFields
                form={form}
                name={`specificGifts.${index}`}
                others="The people who receive everything else"
              />
            </div>
          );
        }}
        onRemove={gifts.remove}
        onAdd={() =>
          gifts.append({
            description: null,
            asset: null,
            beneficiary: null,
            ifTheyDieFirst: 'descendants',
            alternate: null,
          })
        }
        addLabel="Add a gift"
        empty="No specific gifts."
        max={50}
      />
    </div>
  );
}
