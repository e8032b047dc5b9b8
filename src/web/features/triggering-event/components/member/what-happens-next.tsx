import type { TEventHousehold } from '@shared/triggering-event/event-schemas';
import { waitInWords } from '../../lib/wait-hours';

/** What sending a report sets in motion, said before it is sent. */
export function WhatHappensNext({ household }: { household: TEventHousehold }) {
  const wait = household.reportWaitHours;
  const owner = household.ownerName;
  return (
    <div className="grid gap-1 rounded-lg border bg-muted/40 p-4 text-sm">
      <p className="font-medium">What happens next</p>
      <p className="text-muted-foreground">
        We email {owner} at once.{' '}
        {wait
          ? `${owner} has ${waitInWords(wait)} to stop the report.`
          : `${owner} has the waiting period they chose to stop the report.`}{' '}
        If nobody stops it, what {owner} shared “after the event” opens to the people they chose,
        and a step-by-step plan appears here. If {owner} stops it, you are told.
      </p>
    </div>
  );
}
