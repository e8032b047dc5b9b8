import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { formatCents } from '@shared/finance/money';
import type { TLogEntry } from '@shared/triggering-event/plan-schemas';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useDeleteLogEntry } from '../api/log-queries';
import { formatCalendarDay } from '../../lib/event-dates';
import { formatDuration } from '../lib/format-duration';

type Props = { eventId: string; entries: readonly TLogEntry[] };

/** The log, newest first as the server sends it: who did what, when, for how long and at what cost. */
export function LogEntryList({ eventId, entries }: Props) {
  const remove = useDeleteLogEntry(eventId);
  const [deleting, setDeleting] = useState<TLogEntry | null>(null);

  return (
    <>
      <ul className="grid divide-y rounded-lg border bg-card">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
            <div className="grid min-w-0 flex-1 gap-1">
              <p className="text-sm text-muted-foreground">
                {formatCalendarDay(entry.workedOn)} · {entry.actorName}
              </p>
              <p className="break-words">{entry.description}</p>
              {entry.taskTitle && (
                <p className="text-xs text-muted-foreground">Task: {entry.taskTitle}</p>
              )}
            </div>
            <div className="flex items-center gap-3">
              <p className="text-right text-sm tabular-nums">
                {entry.minutes > 0 && (
                  <span className="block">{formatDuration(entry.minutes)}</span>
                )}
                {entry.expenseCents > 0 && (
                  <span className="block">{formatCents(entry.expenseCents)}</span>
                )}
              </p>
              {entry.canDelete && (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Delete the entry “${entry.description}” of ${formatCalendarDay(entry.workedOn)}`}
                  onClick={() => setDeleting(entry)}
                >
                  <Trash2 aria-hidden />
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title="Delete this log entry?"
        description={deleting ? `“${deleting.description}” will be removed from the log.` : ''}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
      />
    </>
  );
}
