import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { INSTRUMENT_PURPOSES, type TInstrumentKind } from '@shared/estate/instrument-kinds';
import { AddingToNote } from '@web/components/adding-to-note';
import { FormDialog } from '@web/components/ui/form-dialog';
import { useSaveForm } from '@web/components/ui/use-save-form';
import { useDocuments } from '@web/lib/household-data';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useCreateInstrument, useUpdateInstrument } from '../api/instrument-mutations';
import {
  ZInstrumentForm,
  instrumentFormFields,
  instrumentFormValues,
} from '../lib/instrument-form';
import { instrumentName, kindInSentence } from '../lib/instrument-names';
import { useFundingGroups } from '../lib/use-funding-groups';
import type { InstrumentFormRequest } from '../lib/estate-dialogs';
import { usePersonChoices } from '../lib/use-person-choices';
import { InstrumentFormFields } from './instrument-form-fields';

type Props = { request: InstrumentFormRequest; onClose: () => void };

/**
 * Add or edit a will, trust, power of attorney or directive. Mounted only while open, so every
 * opening starts from the document's current values. The failure toast comes from the mutation;
 * field messages go beside the field.
 */
export function InstrumentFormDialog({ request, onClose }: Props) {
  const create = useCreateInstrument();
  const update = useUpdateInstrument();
  const { addTarget } = useHouseholdPermissions();
  const { instrument } = request;
  const fixedKind = instrument ? instrument.kind : request.kind;
  // The people, documents and accounts offered are the document's own household's.
  const ownerId = instrument?.ownerId ?? addTarget?.id ?? null;
  const form = useForm({
    resolver: zodResolver(ZInstrumentForm),
    defaultValues: instrumentFormValues(instrument, fixedKind),
  });
  const [kindValue, people, funding] = useWatch({
    control: form.control,
    name: ['kind', 'people', 'funding'],
  });
  const kind = kindValue === '' ? null : (kindValue as TInstrumentKind);
  const personChoices = usePersonChoices(ownerId, people);
  const fundingGroups = useFundingGroups(kind === 'trust' ? ownerId : null);
  const allDocuments = useDocuments().data;
  const documents = useMemo(() => {
    const own = (allDocuments ?? [])
      .filter((document) => document.ownerId === ownerId)
      .map(({ id, name }) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
    // A linked document not listed (not loaded yet) stays on offer, so saving keeps the link.
    if (instrument?.documentId && !own.some((document) => document.id === instrument.documentId))
      own.unshift({
        id: instrument.documentId,
        name: instrument.documentTitle ?? 'The linked document',
      });
    return own;
  }, [allDocuments, ownerId, instrument]);

  const { submit, busy } = useSaveForm({
    form,
    editingId: instrument?.id ?? null,
    create,
    update,
    fields: instrumentFormFields(people.length, funding.length),
    onSaved: onClose,
  });

  // The title stays as the dialog opened; the add button follows the kind being chosen.
  const title = instrument
    ? `Edit ${kindInSentence(instrument.kind)}`
    : fixedKind
      ? `Add ${kindInSentence(fixedKind)}`
      : 'Add document';
  const addLabel = `Add ${kind ? kindInSentence(kind) : 'document'}`;

  return (
    <FormDialog
      title={title}
      description={
        <>
          {instrument
            ? instrumentName(instrument)
            : kind
              ? INSTRUMENT_PURPOSES[kind]
              : 'A will, trust, power of attorney, directive or letter of your estate plan.'}
          {!instrument && <AddingToNote />}
        </>
      }
      className="max-w-2xl"
      onSubmit={submit}
      busy={busy}
      submitLabel={instrument ? 'Save changes' : addLabel}
      busyLabel={instrument ? 'Saving…' : 'Adding…'}
      onClose={onClose}
    >
      <InstrumentFormFields
        form={form}
        chooseKind={fixedKind === null}
        documents={documents}
        people={personChoices}
        funding={fundingGroups}
      />
    </FormDialog>
  );
}
