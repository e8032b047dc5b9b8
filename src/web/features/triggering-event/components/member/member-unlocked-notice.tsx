import { useId } from 'react';
import { LockOpen } from 'lucide-react';
import type { TTriggerEvent } from '@shared/triggering-event/event-schemas';
import { formatMoment } from '../../lib/event-dates';
import { reporterName, theirEvent } from '../../lib/event-words';
import { EventDetails } from '../event-details';

/** An unlocked event, as the family meets it: what was reported, and that it is now open. */
export function MemberUnlockedNotice({
  event,
  ownerName,
}: {
  event: TTriggerEvent;
  ownerName: string;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-4 rounded-xl border bg-card p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <LockOpen className="mt-0.5 size-5 text-primary" aria-hidden />
        <h2 id={titleId} className="text-lg leading-snug font-semibold">
          {event.kind === 'death' ? `In memory of ${ownerName}` : `Helping ${ownerName}`}
        </h2>
      </div>
      <p>
        {reporterName(event)} reported {theirEvent(event.kind, ownerName)}, and the report unlocked
        on {formatMoment(event.unlockedAt ?? event.unlocksAt)}. What {ownerName} shared with you
        “after the event” is now open, and the plan below lists what to do, one step at a time.
      </p>
      <EventDetails event={event} />
    </section>
  );
}
