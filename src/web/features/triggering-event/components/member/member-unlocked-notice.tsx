import { LockOpen } from 'lucide-react';
import type { TTriggerEvent } from '@shared/triggering-event/event-schemas';
import { formatMoment } from '../../lib/event-dates';
import { reporterName, theirEvent } from '../../lib/event-words';
import { EventDetails } from '../event-details';
import { EventNotice } from '../event-notice';

/** An unlocked event, as the family meets it: what was reported, and that it is now open. */
export function MemberUnlockedNotice({
  event,
  ownerName,
}: {
  event: TTriggerEvent;
  ownerName: string;
}) {
  return (
    <EventNotice
      icon={<LockOpen className="text-primary" aria-hidden />}
      title={event.kind === 'death' ? `In memory of ${ownerName}` : `Helping ${ownerName}`}
    >
      <p>
        {reporterName(event)} reported {theirEvent(event.kind, ownerName)}, and the report unlocked
        on {formatMoment(event.unlockedAt ?? event.unlocksAt)}. What {ownerName} shared with you
        “after the event” is now open, and the plan below lists what to do, one step at a time.
      </p>
      <EventDetails event={event} />
    </EventNotice>
  );
}
