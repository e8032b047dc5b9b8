import { useWatch } from 'react-hook-form';
import type { TLegalChoices } from '@shared/legal/legal-api';
import { Field } from '@web/components/ui/field';
import { NativeSelect } from '@web/components/ui/native-select';
import { booleanOrNull } from '../lib/form-values';
import { fieldId, type LegalForm } from '../lib/legal-form-type';
import { AnswerInput, AnswerSelect } from './answer-fields';

type Props = {
  form: LegalForm;
  /** The person's path in the answers ("executor", "authorizedPeople.0"). */
  name: string;
  /** "Executor", "Alternate agent"… names the group. */
  legend: string;
  hint?: string;
  people: TLegalChoices['people'];
  /** Whether the checks need to know the person is an adult (executors, agents, guardians). */
  askAdult?: boolean;
};

const SOURCE_LABELS = { family: 'Family', advisor: 'Advisors', estate: 'On your estate plan' };
const YES_NO = [
  ['true', 'Yes'],
  ['false', 'No'],
] as const;

/**
 * Someone the document names: picked from the household's family, advisors and estate plan
 * (which fills in what Nido knows about them), or typed in. Every detail stays editable.
 */
export function PersonFields({ form, name, legend, hint, people, askAdult = false }: Props) {
  const [source, refId] = useWatch({
    control: form.control,
    name: [`${name}.source`, `${name}.refId`],
  }) as [string | undefined, string | null | undefined];
  const chosen = source && source !== 'other' && refId ? `${source}:${refId}` : '';

  const choose = (value: string) => {
    const set = (field: string, next: unknown) =>
      form.setValue(`${name}.${field}`, next, { shouldDirty: true });
    const person = people.find((each) => `${each.source}:${each.refId}` === value);
    if (!person) {
      set('source', 'other');
      set('refId', null);
      return;
    }
    set('source', person.source);
    set('refId', person.refId);
    set('name', person.name);
    set('relationship', person.relationship);
    set('email', person.email);
    set('phone', person.phone);
  };

  const groups = (['family', 'advisor', 'estate'] as const)
    .map((group) => ({ group, people: people.filter((each) => each.source === group) }))
    .filter((each) => each.people.length > 0);

  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 text-base font-semibold">{legend}</legend>
      {hint && <p className="-mt-2 text-sm text-muted-foreground">{hint}</p>}
      {people.length > 0 && (
        <Field
          id={`${fieldId(name)}-pick`}
          label="Pick someone Nido knows"
          hint="Or leave it and type their details below."
        >
          {(control) => (
            <NativeSelect
              {...control}
              value={chosen}
              onChange={(event) => choose(event.target.value)}
            >
              <option value="">Someone else (type their details)</option>
              {groups.map(({ group, people: members }) => (
                <optgroup key={group} label={SOURCE_LABELS[group]}>
                  {members.map((person) => (
                    <option key={`${group}:${person.refId}`} value={`${group}:${person.refId}`}>
                      {person.relationship
                        ? `${person.name} (${person.relationship})`
                        : person.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect>
          )}
        </Field>
      )}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <AnswerInput form={form} name={`${name}.name`} label="Full name" autoComplete="off" />
        <AnswerInput
          form={form}
          name={`${name}.relationship`}
          label="Relationship to you"
          hint="For example sister, friend, attorney."
        />
        {askAdult && (
          <AnswerSelect
            form={form}
            name={`${name}.isAdult`}
            label="18 or older?"
            options={YES_NO}
            setValueAs={booleanOrNull}
          />
        )}
        {askAdult && (
          <AnswerInput
            form={form}
            name={`${name}.dateOfBirth`}
            label="Date of birth (optional)"
            type="date"
          />
        )}
        <AnswerInput form={form} name={`${name}.phone`} label="Phone (optional)" type="tel" />
        <AnswerInput form={form} name={`${name}.email`} label="Email (optional)" type="email" />
        <AnswerInput
          form={form}
          name={`${name}.address`}
          label="Address (optional)"
          className="sm:col-span-2"
        />
      </div>
    </fieldset>
  );
}
