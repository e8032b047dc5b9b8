import { useId } from 'react';
import { Hourglass } from 'lucide-react';
import type { TTriggerEvent } from '@shared/triggering-event/event-schemas';
import { formatMoment, formatMomentDay } from '../../lib/event-dates';
import { reporterName, theirEvent } from '../../lib/event-words';
import { Countdown } from '../countdown';
import { EventDetails } from '../event-details';

/** A waiting report, as its reporter and the other trusted contacts see it. */
export function MemberPendingStatus({
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
        <Hourglass className="mt-0.5 size-5 text-primary" aria-hidden />
        <h2 id={titleId} className="text-lg leading-snug font-semibold">
          A report is waiting
        </h2>
      </div>
      <p>
        {reporterName(event)} reported {theirEvent(event.kind, ownerName)} on{' '}
        {formatMomentDay(event.reportedAt)}. {ownerName} has been emailed and can stop it until{' '}
        {formatMoment(event.unlocksAt)}. If nobody stops it, it unlocks then and the plan appears
        here.
      </p>
      <Countdown unlocksAt={event.unlocksAt} />
      <EventDetails event={event} />
    </section>
  );
}
