import { useWatch } from 'react-hook-form';
import { PERSON_ROLE_LABELS, type TPersonRole } from '@shared/estate/instrument-kinds';
import { RemovableFieldset } from '@web/components/removable-fieldset';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { SelectOptions } from '@web/components/ui/select-options';
import { MAX_RANK } from '../lib/instrument-form';
import { choiceValue, type PersonChoice, type PersonChoiceGroups } from '../lib/person-choices';
import type { InstrumentForm } from './instrument-form-type';

type Props = {
  form: InstrumentForm;
  /** The row's place in the form's `people`. */
  index: number;
  role: TPersonRole;
  /** Its place among the people of its role, from 1 ("Executor 1"). */
  position: number;
  choices: PersonChoiceGroups;
  onRemove: () => void;
};

function rankLabel(rank: number): string {
  return rank === 0 ? 'Named first' : `Alternate ${rank}`;
}

/**
 * One person a document names: their order (named first, or which alternate), who they are,
 * picked from the family or the advisors or typed in, and their relationship.
 */
export function PersonRow({ form, index, role, position, choices, onRemove }: Props) {
  const path = `people.${index}` as const;
  const errors = form.formState.errors.people?.[index];
  const [source, refId, rank, name] = useWatch({
    control: form.control,
    name: [`${path}.source`, `${path}.refId`, `${path}.rank`, `${path}.name`],
  });
  const id = `person-${index}`;
  const title = `${PERSON_ROLE_LABELS[role]} ${position}`;
  const ranks = Array.from({ length: Math.max(MAX_RANK, Number(rank)) + 1 }, (_, at) => at);

  const choose = (value: string) => {
    const set = (field: 'source' | 'refId' | 'name' | 'phone' | 'email', next: string) =>
      form.setValue(`${path}.${field}`, next, { shouldDirty: true });
    if (value === 'other') {
      // Typing someone in starts from a blank name, not the person chosen before.
      if (source !== 'other') (['name', 'phone', 'email'] as const).forEach((f) => set(f, ''));
      set('source', 'other');
      set('refId', '');
      return;
    }
    const all: PersonChoice[] = [...choices.family, ...choices.advisors];
    const chosen = all.find((choice) => `${choice.source}:${choice.refId}` === value);
    set('source', chosen?.source ?? '');
    set('refId', chosen?.refId ?? '');
    set('name', chosen?.name ?? '');
    set('phone', chosen?.phone ?? '');
    set('email', chosen?.email ?? '');
    if (form.formState.isSubmitted) void form.trigger(path);
  };

  return (
    <RemovableFieldset title={title} name={name} onRemove={onRemove}>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        {role !== 'witness' && (
          <Field id={`${id}-rank`} label="Order" error={errors?.rank?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register(`${path}.rank`)}>
                <SelectOptions values={ranks} label={rankLabel} />
              </NativeSelect>
            )}
          </Field>
        )}
        <Field
          id={`${id}-who`}
          label="Person"
          error={errors?.refId?.message ?? errors?.source?.message}
        >
          {(control) => (
            <NativeSelect
              {...control}
              value={choiceValue({ source, refId })}
              onChange={(event) => choose(event.target.value)}
            >
              <option value="" disabled>
                Choose a person
              </option>
              {choices.family.length > 0 && (
                <optgroup label="Family members">
                  {choices.family.map((choice) => (
                    <PersonOption key={choice.refId} choice={choice} />
                  ))}
                </optgroup>
              )}
              {choices.advisors.length > 0 && (
                <optgroup label="Advisors">
                  {choices.advisors.map((choice) => (
                    <PersonOption key={choice.refId} choice={choice} />
                  ))}
                </optgroup>
              )}
              <option value="other">Someone else</option>
            </NativeSelect>
          )}
        </Field>
      </div>
      {source === 'other' && (
        <div className="grid items-start gap-3 sm:grid-cols-2">
          <Field id={`${id}-name`} label="Name" error={errors?.name?.message}>
            {(control) => (
              <Input autoComplete="off" {...control} {...form.register(`${path}.name`)} />
            )}
          </Field>
          <Field id={`${id}-phone`} label="Phone" error={errors?.phone?.message}>
            {(control) => (
              <Input
                type="tel"
                autoComplete="off"
                {...control}
                {...form.register(`${path}.phone`)}
              />
            )}
          </Field>
          <Field id={`${id}-email`} label="Email" error={errors?.email?.message}>
            {(control) => (
              <Input
                type="email"
                autoComplete="off"
                {...control}
                {...form.register(`${path}.email`)}
              />
            )}
          </Field>
        </div>
      )}
      <Field id={`${id}-relationship`} label="Relationship" error={errors?.relationship?.message}>
        {(control) => (
          <Input
            autoComplete="off"
            placeholder="e.g. Sister"
            {...control}
            {...form.register(`${path}.relationship`)}
          />
        )}
      </Field>
    </RemovableFieldset>
  );
}

function PersonOption({ choice }: { choice: PersonChoice }) {
  return (
    <option value={`${choice.source}:${choice.refId}`}>
      {choice.detail ? `${choice.name} (${choice.detail})` : choice.name}
    </option>
  );
}
