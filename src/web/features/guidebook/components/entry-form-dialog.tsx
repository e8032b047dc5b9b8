import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZGuidebookEntryInput } from '@shared/guidebook/guidebook-schemas';
import type { TGuidebookPerson } from '@shared/guidebook/guidebook-view-schemas';
import { AddingToNote } from '@web/components/adding-to-note';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
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
  const returnFocus = useReturnFocus();
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
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus.onCloseAutoFocus} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit entry' : 'Add entry'}</DialogTitle>
          <DialogDescription>
            {editing
              ? editing.title
              : 'Something your family needs to know, in your own words, and who may read it.'}
            {!editing && <AddingToNote />}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
          <EntryFormFields form={form} />
          <ShareChoices form={form} people={people} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={busy} busyLabel={editing ? 'Saving…' : 'Adding…'}>
              {editing ? 'Save changes' : 'Add entry'}
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
