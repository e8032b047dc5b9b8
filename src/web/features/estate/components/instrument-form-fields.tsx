import { useWatch } from 'react-hook-form';
import {
  INSTRUMENT_KINDS,
  INSTRUMENT_LABELS,
  INSTRUMENT_STATUSES,
  INSTRUMENT_STATUS_LABELS,
  INSTRUMENT_VARIANTS,
  VARIANT_LABELS,
  type TInstrumentKind,
} from '@shared/estate/instrument-kinds';
import type { TDocument } from '@shared/documents/document-schemas';
import { US_STATES } from '@shared/onboarding/onboarding-schemas';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { localIsoDay } from '@web/lib/local-day';
import { defaultVariant, peopleForKind } from '../lib/instrument-form';
import type { FundingGroup } from '../lib/funding-choices';
import type { PersonChoiceGroups } from '../lib/person-choices';
import { FundingFields } from './funding-fields';
import type { InstrumentForm } from './instrument-form-type';
import { PeopleFields } from './people-fields';
import { ReviewEveryField } from './review-every-field';

type Props = {
  form: InstrumentForm;
  /** Whether the kind may still be chosen (adding without a kind); fixed otherwise. */
  chooseKind: boolean;
  /** The household's documents in the hub, to link one. */
  documents: readonly Pick<TDocument, 'id' | 'name'>[];
  people: PersonChoiceGroups;
  funding: readonly FundingGroup[];
};

/** The inputs of the add/edit form of a will, trust, power of attorney or directive. */
export function InstrumentFormFields({ form, chooseKind, documents, people, funding }: Props) {
  const { errors } = form.formState;
  const [kindValue, status] = useWatch({ control: form.control, name: ['kind', 'status'] });
  const kind = kindValue === '' ? null : (kindValue as TInstrumentKind);
  const variants = kind ? INSTRUMENT_VARIANTS[kind] : [];
  const kindField = form.register('kind', {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value as TInstrumentKind;
      form.setValue('variant', defaultVariant(next));
      form.setValue('people', peopleForKind(next, form.getValues('people')));
      if (next !== 'trust') form.setValue('funding', []);
    },
  });
  const signed = status !== 'none' && status !== 'drafted';
  // Signing and reviewing have happened: the server refuses a day in the future.
  const today = localIsoDay(new Date());

  return (
    <div className="grid gap-4">
      {(chooseKind || variants.length > 1) && (
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {chooseKind && (
            <Field id="instrument-kind" label="Kind of document" error={errors.kind?.message}>
              {(control) => (
                <NativeSelect {...control} {...kindField}>
                  <option value="" disabled>
                    Choose a kind
                  </option>
                  {INSTRUMENT_KINDS.map((each) => (
                    <option key={each} value={each}>
                      {INSTRUMENT_LABELS[each]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          )}
          {variants.length > 1 && (
            <Field id="instrument-variant" label="Form" error={errors.variant?.message}>
              {(control) => (
                <NativeSelect {...control} {...form.register('variant')}>
                  {variants.map((variant) => (
                    <option key={variant} value={variant}>
                      {VARIANT_LABELS[variant] ?? variant}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          )}
        </div>
      )}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          id="instrument-principal"
          label="Whose document"
          hint="A couple has one each: record each person's separately."
          error={errors.principalName?.message}
        >
          {(control) => (
            <Input autoComplete="off" {...control} {...form.register('principalName')} />
          )}
        </Field>
        <Field id="instrument-status" label="Status" error={errors.status?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('status')}>
              {INSTRUMENT_STATUSES.map((each) => (
                <option key={each} value={each}>
                  {INSTRUMENT_STATUS_LABELS[each]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          id="instrument-signed-on"
          label="Date signed"
          hint={signed ? undefined : 'Needed once it is signed.'}
          error={errors.signedOn?.message}
        >
          {(control) => (
            <Input type="date" max={today} {...control} {...form.register('signedOn')} />
          )}
        </Field>
        <Field
          id="instrument-signed-state"
          label="State signed in"
          error={errors.signedState?.message}
        >
          {(control) => (
            <NativeSelect {...control} {...form.register('signedState')}>
              <option value="">Not recorded</option>
              {US_STATES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field
        id="instrument-original"
        label="Where the original is kept"
        hint="The signed original, not a copy: a fireproof safe at home, a safe deposit box, your attorney's office."
        error={errors.originalLocation?.message}
      >
        {(control) => <Textarea rows={2} {...control} {...form.register('originalLocation')} />}
      </Field>
      <Field
        id="instrument-document"
        label="Linked document"
        hint="A scan or copy from your Documents."
        error={errors.documentId?.message}
      >
        {(control) => (
          <NativeSelect {...control} {...form.register('documentId')}>
            <option value="">None</option>
            {documents.map((document) => (
              <option key={document.id} value={document.id}>
                {document.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          id="instrument-reviewed"
          label="Last reviewed"
          error={errors.lastReviewedOn?.message}
        >
          {(control) => (
            <Input type="date" max={today} {...control} {...form.register('lastReviewedOn')} />
          )}
        </Field>
        <ReviewEveryField form={form} />
      </div>
      {kind && <PeopleFields form={form} kind={kind} choices={people} />}
      {kind === 'trust' && <FundingFields form={form} groups={funding} />}
      <Field id="instrument-notes" label="Notes" error={errors.notes?.message}>
        {(control) => <Textarea rows={3} {...control} {...form.register('notes')} />}
      </Field>
    </div>
  );
}
