import { useFieldArray, useWatch } from 'react-hook-form';
import { Plus } from 'lucide-react';
import {
  PERSON_ROLE_LABELS,
  ROLES_BY_KIND,
  type TInstrumentKind,
  type TPersonRole,
} from '@shared/estate/instrument-kinds';
import { Button } from '@web/components/ui/button';
import { MAX_PEOPLE, newPersonRow } from '../lib/instrument-form';
import type { PersonChoiceGroups } from '../lib/person-choices';
import type { InstrumentForm } from './instrument-form-type';
import { PersonRow } from './person-row';

/** What each role does, in a line, so the owner knows whom to pick. */
const ROLE_HINTS: Record<TPersonRole, string> = {
  executor:
    'Settles the estate: pays the debts, files the taxes and hands out what the will leaves.',
  trustee: 'Manages the trust now (often you).',
  successor_trustee: 'Takes over the trust when you die or can no longer manage it.',
  agent: 'Handles your money matters for you.',
  health_care_agent: 'Speaks with your doctors and decides for you.',
  authorized_person: 'May receive your medical information.',
  guardian: 'Would raise your minor children.',
  pet_caretaker: 'Would take your pets in.',
  witness: 'Signed as a witness. A witness should not also inherit under the will.',
};

type Props = { form: InstrumentForm; kind: TInstrumentKind; choices: PersonChoiceGroups };

/** The people a document names, one group per role it asks for, each with its alternates. */
export function PeopleFields({ form, kind, choices }: Props) {
  const rows = useFieldArray({ control: form.control, name: 'people' });
  const people = useWatch({ control: form.control, name: 'people' });
  const roles = ROLES_BY_KIND[kind];
  if (roles.length === 0) return null;
  const listError =
    form.formState.errors.people?.root?.message ?? form.formState.errors.people?.message;

  return (
    <div className="grid gap-4">
      {roles.map((role) => {
        const label = PERSON_ROLE_LABELS[role];
        const inRole = rows.fields
          .map((field, index) => ({ field, index }))
          .filter(({ field }) => field.role === role);
        const addLabel =
          inRole.length === 0 || role === 'witness'
            ? `Add ${label.toLowerCase()}`
            : `Add alternate ${label.toLowerCase()}`;
        return (
          <fieldset key={role} className="grid gap-3 rounded-lg border p-4">
            <legend className="px-1 text-sm font-semibold">{label}</legend>
            <p className="-mt-2 text-sm text-muted-foreground">{ROLE_HINTS[role]}</p>
            {inRole.map(({ field, index }, position) => (
              <PersonRow
                key={field.id}
                form={form}
                index={index}
                role={role}
                position={position + 1}
                choices={choices}
                onRemove={() => rows.remove(index)}
              />
            ))}
            <Button
              variant="outline"
              size="sm"
              className="w-fit"
              disabled={rows.fields.length >= MAX_PEOPLE}
              onClick={() => rows.append(newPersonRow(role, people))}
            >
              <Plus aria-hidden />
              {addLabel}
            </Button>
          </fieldset>
        );
      })}
      {listError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      )}
    </div>
  );
}
