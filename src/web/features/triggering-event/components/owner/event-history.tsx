import { useId } from 'react';
import {
  EVENT_KIND_LABELS,
  type TEventStatus,
  type TTriggerEvent,
} from '@shared/triggering-event/event-schemas';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { formatCalendarDay, formatMomentDay } from '../../lib/event-dates';
import { endedLine, eventDateLabel } from '../../lib/event-words';
import { PastEventPlanDialog } from './past-event-plan-dialog';

/**
 * The owner's past reports: who made each, and how it ended (stopped, re-locked, reversed). A
 * report that unlocked before it ended left a plan behind, which the owner may still read.
 */
export function EventHistory({ history }: { history: readonly TTriggerEvent[] }) {
  const titleId = useId();
  if (history.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <h2 id={titleId} className="leading-none font-semibold">
            Past reports
          </h2>
          <CardDescription>Every report made about you, and how it ended.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {history.map((event) => (
              <PastReport key={event.id} event={event} />
            ))}
          </ul>
        </CardContent>
      </section>
    </Card>
  );
}

/** Endings after which the server still lets the owner read the plan (event-plan/plan-event.ts). */
const PLAN_KEPT: readonly TEventStatus[] = ['relocked', 'reversed'];

function PastReport({ event }: { event: TTriggerEvent }) {
  const lineId = useId();
  const leftAPlan = event.unlockedAt !== null && PLAN_KEPT.includes(event.status);
  return (
    <li className="grid gap-1 py-3 text-sm first:pt-0 last:pb-0">
      <span id={lineId} className="font-medium">
        {EVENT_KIND_LABELS[event.kind]} reported by {event.reporterName} on{' '}
        {formatMomentDay(event.reportedAt)}
      </span>
      <span className="text-muted-foreground">
        {endedLine(event)} · {eventDateLabel(event.kind)}: {formatCalendarDay(event.eventDate)}
      </span>
      {leftAPlan && <PastEventPlanDialog event={event} describedBy={lineId} />}
    </li>
  );
}
