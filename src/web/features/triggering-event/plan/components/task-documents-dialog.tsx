import { useId, useState } from 'react';
import type { TEventTask } from '@shared/triggering-event/plan-schemas';
import { LoadError } from '@web/components/load-error';
import { Checkbox } from '@web/components/ui/checkbox';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { TextLink } from '@web/components/ui/text-link';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useHouseholdDocuments } from '../../api/household-documents-query';
import type { TaskActions } from './task-actions';

/** The most documents one task keeps (the server's limit). */
const MAX_DOCUMENTS = 20;

type Props = { task: TEventTask; actions: TaskActions; onClose: () => void };

/**
 * Attaches documents of the household's document hub to a task (the death certificate to the
 * insurer's claim, the statement to the bank's). Documents already attached stay listed even if
 * the hub no longer offers them, so saving does not drop them unasked.
 */
export function TaskDocumentsDialog({ task, actions, onClose }: Props) {
  const returnFocus = useReturnFocus();
  const idPrefix = useId();
  const documents = useHouseholdDocuments(actions.ownerId);
  const [chosen, setChosen] = useState(() => new Set(task.documents.map(({ id }) => id)));
  const [busy, setBusy] = useState(false);
  const offered = documents.data ?? [];
  const choices = [
    ...task.documents.filter(({ id }) => !offered.some((document) => document.id === id)),
    ...offered.map(({ id, name }) => ({ id, name })),
  ];
  const tooMany = chosen.size > MAX_DOCUMENTS;

  const toggle = (id: string, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const save = () => {
    setBusy(true);
    actions.save(
      task,
      { documentIds: [...chosen] },
      { onSuccess: onClose, onError: () => setBusy(false) },
    );
  };

  return (
    <DialogFrame
      onClose={onClose}
      busy={busy}
      onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      title="Attach documents"
      description={task.title}
    >
      {documents.isPending ? (
        <Spinner label="Loading the documents…" />
      ) : documents.isError ? (
        <LoadError
          title="We couldn’t load the documents"
          onRetry={() => void documents.refetch()}
          retrying={documents.isFetching}
          inCard
        />
      ) : choices.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          There are no documents yet. Upload the death certificate or a statement in{' '}
          <TextLink to="/nido-hub">Documents</TextLink>, then attach it here.
        </p>
      ) : (
        <fieldset className="grid max-h-80 gap-3 overflow-y-auto">
          <legend className="sr-only">Documents for “{task.title}”</legend>
          {choices.map((document) => {
            const id = `${idPrefix}-${document.id}`;
            return (
              <div key={document.id} className="flex items-center gap-3">
                <Checkbox
                  id={id}
                  checked={chosen.has(document.id)}
                  onCheckedChange={(checked) => toggle(document.id, checked === true)}
                />
                <Label htmlFor={id} className="leading-snug font-normal">
                  {document.name}
                </Label>
              </div>
            );
          })}
        </fieldset>
      )}
      {tooMany && (
        <p role="alert" className="text-sm font-medium text-destructive">
          Attach at most {MAX_DOCUMENTS} documents
        </p>
      )}
      <DialogActions
        busy={busy}
        busyLabel="Saving…"
        onCancel={onClose}
        onConfirm={save}
        disabled={tooMany || documents.isPending}
      >
        Save
      </DialogActions>
    </DialogFrame>
  );
}
