import type { ReactNode } from 'react';
import type { TTriggerEvent } from '@shared/triggering-event/event-schemas';
import { textLinkClass } from '@web/components/ui/text-link';
import { documentOpenUrl } from '@web/lib/document-open-url';
import { formatCalendarDay, formatMoment } from '../lib/event-dates';
import { eventDateLabel, reporterName } from '../lib/event-words';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="text-sm break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** What the report says: who made it and when, the date it gives, the evidence and the note. */
export function EventDetails({ event }: { event: TTriggerEvent }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Detail term="Reported by">{reporterName(event)}</Detail>
      <Detail term="Reported on">{formatMoment(event.reportedAt)}</Detail>
      <Detail term={eventDateLabel(event.kind)}>{formatCalendarDay(event.eventDate)}</Detail>
      {event.evidence && (
        <Detail term="Evidence">
          <a
            className={textLinkClass}
            href={documentOpenUrl(event.evidence.id)}
            target="_blank"
            rel="noreferrer"
          >
            {event.evidence.name}
          </a>
        </Detail>
      )}
      {event.note && (
        <div className="sm:col-span-2">
          <Detail term="Note">{event.note}</Detail>
        </div>
      )}
    </dl>
  );
}
