import { useState } from 'react';
import { ListChecks } from 'lucide-react';
import { EVENT_KIND_LABELS, type TTriggerEvent } from '@shared/triggering-event/event-schemas';
import { Button } from '@web/components/ui/button';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { formatMomentDay } from '../../lib/event-dates';
import { endedLine } from '../../lib/event-words';
import { EventPlanPanel } from '../../plan';

type Props = {
  event: TTriggerEvent;
  /** The id of the history line this button belongs to, so each "View its plan" says which. */
  describedBy: string;
};

/**
 * The plan of a report that unlocked and has since ended (re-locked or reversed), for the owner to
 * read what was done. A dialog rather than an inline section: the plan is long, and opened inside
 * the history list it would bury the entries after it.
 */
export function PastEventPlanDialog({ event, describedBy }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <DialogFrame
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="mt-1 justify-self-start"
          aria-describedby={describedBy}
        >
          <ListChecks aria-hidden />
          View its plan
        </Button>
      }
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      className="sm:max-w-3xl"
      title={`Plan of the ${EVENT_KIND_LABELS[event.kind].toLowerCase()} reported on ${formatMomentDay(event.reportedAt)}`}
      description={`${endedLine(event)}.`}
    >
      <EventPlanPanel eventId={event.id} closed />
    </DialogFrame>
  );
}
