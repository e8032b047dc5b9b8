import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZGuidebookEntryInput } from '@shared/guidebook/guidebook-schemas';
import type { TGuidebookPerson } from '@shared/guidebook/guidebook-view-schemas';
import { AddingToNote } from '@web/components/adding-to-note';
import { FormDialog } from '@web/components/ui/form-dialog';
import { useSaveForm } from '@web/components/ui/use-save-form';
import { useCreateEntry, useUpdateEntry } from '../api/guidebook-mutations';
import { ENTRY_FORM_FIELDS, entryFormValues, type EntryFormRequest } from '../lib/entry-form';
import { EntryFormFields } from './entry-form-fields';
import { ShareChoices } from './share-choices';

type Props = {
  /** The entry to edit, or the section a new entry starts in. */
  request: EntryFormRequest;
  /** The people connected to the entry's household. */
  people: readonly TGuidebookPerson[];
  onClose: () => void;
};

/**
 * Write or change a guidebook entry and choose, person by person, who sees it. Mounted only while
 * open, so every opening starts from the entry's current values.
 */
export function EntryFormDialog({ request, people, onClose }: Props) {
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const editing = 'entry' in request ? request.entry : null;
  const form = useForm({
    resolver: zodResolver(ZGuidebookEntryInput),
    defaultValues: entryFormValues(request, people),
  });
  const { submit, busy } = useSaveForm({
    form,
    editingId: editing?.id ?? null,
    create,
    update,
    fields: ENTRY_FORM_FIELDS,
    onSaved: onClose,
  });

  return (
    <FormDialog
      title={editing ? 'Edit entry' : 'Add entry'}
      description={
        <>
          {editing
            ? editing.title
            : 'Something your family needs to know, in your own words, and who may read it.'}
          {!editing && <AddingToNote />}
        </>
      }
      className="max-w-2xl"
      onSubmit={submit}
      busy={busy}
      submitLabel={editing ? 'Save changes' : 'Add entry'}
      busyLabel={editing ? 'Saving…' : 'Adding…'}
      onClose={onClose}
    >
      <EntryFormFields form={form} />
      <ShareChoices form={form} people={people} />
    </FormDialog>
  );
}
