import { Controller, useFieldArray } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { CheckboxField } from '@web/components/ui/checkbox-field';
import { blankLegalPerson } from '@shared/legal/legal-answers';
import { AnswerInput } from '../answer-fields';
import { PersonFields } from '../person-fields';
import type { StepProps } from './step-props';

/** Who may receive the medical records, until when, and whether therapy notes are included. */
export function AuthorizedPeopleStep({ form, choices }: StepProps) {
  const people = useFieldArray({ control: form.control, name: 'authorizedPeople' });
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Doctors, hospitals and insurers may share your health information with these people.
      </p>
      {people.fields.length === 0 && (
        <p className="text-sm text-muted-foreground">No one named yet.</p>
      )}
      {people.fields.map((field, index) => (
        <div key={field.id} className="grid gap-2">
          <PersonFields
            form={form}
            name={`authorizedPeople.${index}`}
            legend={`Person ${index + 1}`}
            people={choices.people}
          />
          <Button variant="ghost" size="sm" className="w-fit" onClick={() => people.remove(index)}>
            <X aria-hidden />
            Remove person {index + 1}
          </Button>
        </div>
      ))}
      {people.fields.length < 10 && (
        <Button
          variant="outline"
          className="w-fit"
          onClick={() => people.append(blankLegalPerson())}
        >
          <Plus aria-hidden />
          Add a person
        </Button>
      )}
      <AnswerInput
        form={form}
        name="expiresOn"
        label="Ends on (optional)"
        hint="Leave empty for it to last until you revoke it."
        type="date"
      />
      <Controller
        control={form.control}
        name="includePsychotherapyNotes"
        render={({ field }) => (
          <CheckboxField
            id="legal-includePsychotherapyNotes"
            label="Include psychotherapy notes"
            hint="Therapists’ private notes need a separate permission; leave unticked unless you want them shared."
            value={Boolean(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </div>
  );
}
