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
import { FormField } from '@web/components/ui/form-field';
import { FormRow } from '@web/components/ui/form-row';
import { FormTextField } from '@web/components/ui/form-text-field';
import { FormTextareaField } from '@web/components/ui/form-textarea-field';
import { FormUsStateField } from '@web/components/ui/form-us-state-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { SelectOptions } from '@web/components/ui/select-options';
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
        <FormRow>
          {chooseKind && (
            <FormField form={form} name="kind" id="instrument-kind" label="Kind of document">
              {(control) => (
                <NativeSelect {...control} {...kindField}>
                  <option value="" disabled>
                    Choose a kind
                  </option>
                  <SelectOptions
                    values={INSTRUMENT_KINDS}
                    label={(each) => INSTRUMENT_LABELS[each]}
                  />
                </NativeSelect>
              )}
            </FormField>
          )}
          {variants.length > 1 && (
            <FormField form={form} name="variant" id="instrument-variant" label="Form">
              {(control) => (
                <NativeSelect {...control} {...form.register('variant')}>
                  <SelectOptions values={variants} label={(each) => VARIANT_LABELS[each] ?? each} />
                </NativeSelect>
              )}
            </FormField>
          )}
        </FormRow>
      )}
      <FormRow>
        <FormTextField
          form={form}
          name="principalName"
          id="instrument-principal"
          label="Whose document"
          hint="A couple has one each: record each person's separately."
          autoComplete="off"
        />
        <FormField form={form} name="status" id="instrument-status" label="Status">
          {(control) => (
            <NativeSelect {...control} {...form.register('status')}>
              <SelectOptions
                values={INSTRUMENT_STATUSES}
                label={(each) => INSTRUMENT_STATUS_LABELS[each]}
              />
            </NativeSelect>
          )}
        </FormField>
      </FormRow>
      <FormRow>
        <FormTextField
          form={form}
          name="signedOn"
          id="instrument-signed-on"
          label="Date signed"
          hint={signed ? undefined : 'Needed once it is signed.'}
          type="date"
          max={today}
        />
        <FormUsStateField
          form={form}
          name="signedState"
          id="instrument-signed-state"
          label="State signed in"
          emptyLabel="Not recorded"
        />
      </FormRow>
      <FormTextareaField
        form={form}
        name="originalLocation"
        id="instrument-original"
        label="Where the original is kept"
        hint="The signed original, not a copy: a fireproof safe at home, a safe deposit box, your attorney's office."
        rows={2}
      />
      <FormField
        form={form}
        name="documentId"
        id="instrument-document"
        label="Linked document"
        hint="A scan or copy from your Documents."
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
      </FormField>
      <FormRow>
        <FormTextField
          form={form}
          name="lastReviewedOn"
          id="instrument-reviewed"
          label="Last reviewed"
          type="date"
          max={today}
        />
        <ReviewEveryField form={form} />
      </FormRow>
      {kind && <PeopleFields form={form} kind={kind} choices={people} />}
      {kind === 'trust' && <FundingFields form={form} groups={funding} />}
      <FormTextareaField form={form} name="notes" id="instrument-notes" label="Notes" rows={3} />
    </div>
  );
}
