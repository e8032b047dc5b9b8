import { Hourglass } from 'lucide-react';
import type { TTriggerEvent } from '@shared/triggering-event/event-schemas';
import { formatMoment, formatMomentDay } from '../../lib/event-dates';
import { reporterName, theirEvent } from '../../lib/event-words';
import { Countdown } from '../countdown';
import { EventDetails } from '../event-details';
import { EventNotice } from '../event-notice';

/** A waiting report, as its reporter and the other trusted contacts see it. */
export function MemberPendingStatus({
  event,
  ownerName,
}: {
  event: TTriggerEvent;
  ownerName: string;
}) {
  return (
    <EventNotice
      icon={<Hourglass className="text-primary" aria-hidden />}
      title="A report is waiting"
    >
      <p>
        {reporterName(event)} reported {theirEvent(event.kind, ownerName)} on{' '}
        {formatMomentDay(event.reportedAt)}. {ownerName} has been emailed and can stop it until{' '}
        {formatMoment(event.unlocksAt)}. If nobody stops it, it unlocks then and the plan appears
        here.
      </p>
      <Countdown unlocksAt={event.unlocksAt} />
      <EventDetails event={event} />
    </EventNotice>
  );
}
