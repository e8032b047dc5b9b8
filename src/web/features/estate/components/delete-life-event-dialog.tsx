import { LIFE_EVENT_LABELS } from '@shared/estate/instrument-kinds';
import type { TLifeEvent } from '@shared/estate/estate-schemas';
import { DeleteRecordDialog } from '@web/components/records/delete-record-dialog';
import { useDeleteLifeEvent } from '../api/life-event-mutations';
import { formatDay } from '../lib/format-day';

/** Asks before deleting a life event: the reviews it brought forward go back to their dates. */
export function DeleteLifeEventDialog({
  event,
  onClose,
}: {
  event: TLifeEvent;
  onClose: () => void;
}) {
  return (
    <DeleteRecordDialog
      title="Delete this life event?"
      description={
        <>
          {LIFE_EVENT_LABELS[event.kind]} on {formatDay(event.occurredOn)} will be removed, and the
          reviews it brought forward go back to their usual dates. This cannot be undone.
        </>
      }
      confirmLabel="Delete life event"
      deletion={useDeleteLifeEvent()}
      id={event.id}
      onClose={onClose}
    />
  );
}
