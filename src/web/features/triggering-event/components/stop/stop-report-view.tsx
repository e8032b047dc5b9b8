import { useNavigate } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import type { TEventHousehold, TTriggerEvent } from '@shared/triggering-event/event-schemas';
import { PageCard } from '@web/components/ui/page-card';
import { TextLink } from '@web/components/ui/text-link';
import { formatMoment, formatMomentDay } from '../../lib/event-dates';
import { EVENT_STATUS_LABELS, endedLine, yourEvent } from '../../lib/event-words';
import { findStopTarget } from '../../lib/find-stop-target';
import { Countdown } from '../countdown';
import { EventDetails } from '../event-details';
import { StopReportButton } from '../stop-report-button';

function BackToPage() {
  return <TextLink to="/triggering-event">Go to Triggering Event</TextLink>;
}

/** "This report was stopped", "This report has unlocked". */
function overTitle(event: TTriggerEvent): string {
  if (event.status === 'unlocked') return 'This report has unlocked';
  return `This report was ${EVENT_STATUS_LABELS[event.status].toLowerCase()}`;
}

function WaitingReport({ event }: { event: TTriggerEvent }) {
  const navigate = useNavigate();
  return (
    <PageCard
      title="Stop this report?"
      icon={<ShieldAlert aria-hidden />}
      description={
        <>
          {event.reporterName} reported {yourEvent(event.kind)} on{' '}
          {formatMomentDay(event.reportedAt)}. Unless you stop it, it unlocks on{' '}
          {formatMoment(event.unlocksAt)}.
        </>
      }
      footer={<BackToPage />}
    >
      <Countdown unlocksAt={event.unlocksAt} />
      <EventDetails event={event} />
      <StopReportButton
        event={event}
        stacked
        onStopped={() => void navigate('/triggering-event', { replace: true })}
      />
    </PageCard>
  );
}

/** A report that can no longer be stopped: stopped already, or past its waiting period. */
function ReportOver({ event }: { event: TTriggerEvent }) {
  const description =
    event.status === 'unlocked'
      ? `This report unlocked on ${formatMoment(event.unlockedAt ?? event.unlocksAt)}, so it can no longer be stopped.`
      : `${endedLine(event)}. There is nothing more to do.`;
  return (
    <PageCard title={overTitle(event)} description={description} footer={<BackToPage />}>
      <EventDetails event={event} />
    </PageCard>
  );
}

/**
 * `/triggering-event?stop=<id>`, where the email's "I'm OK, stop this" lands: the report and one
 * button, nothing else to read first.
 */
export function StopReportView({
  eventId,
  households,
}: {
  eventId: string;
  households: readonly TEventHousehold[];
}) {
  const target = findStopTarget(households, eventId);
  if (target.kind === 'waiting') return <WaitingReport event={target.event} />;
  if (target.kind === 'over') return <ReportOver event={target.event} />;
  return (
    <PageCard
      title="We couldn’t find this report"
      description="The link may be for another account, or the report may have been removed. Your own reports, if any, are on the Triggering Event page."
      footer={<BackToPage />}
    />
  );
}
