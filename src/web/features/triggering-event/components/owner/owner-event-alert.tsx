import { HeartHandshake, LockOpen, ShieldAlert } from 'lucide-react';
import { BRAND } from '@shared/brand';
import type { TTriggerEvent } from '@shared/triggering-event/event-schemas';
import { BusyButton } from '@web/components/ui/busy-button';
import { textLinkClass } from '@web/components/ui/text-link';
import { useRelockEvent } from '../../api/event-mutations';
import { formatMoment, formatMomentDay } from '../../lib/event-dates';
import { yourEvent } from '../../lib/event-words';
import { Countdown } from '../countdown';
import { EventDetails } from '../event-details';
import { EventNotice } from '../event-notice';
import { StopReportButton } from '../stop-report-button';

/** A report waiting on the owner: what it says, the time left, and the one button that stops it. */
function PendingReport({ event }: { event: TTriggerEvent }) {
  return (
    <EventNotice
      tone="urgent"
      icon={<ShieldAlert className="text-destructive" aria-hidden />}
      title="A report about you is waiting"
    >
      <p>
        {event.reporterName} reported {yourEvent(event.kind)} on {formatMomentDay(event.reportedAt)}
        . Unless you stop it, it unlocks on {formatMoment(event.unlocksAt)}.
      </p>
      <Countdown unlocksAt={event.unlocksAt} />
      <EventDetails event={event} />
      <StopReportButton event={event} />
    </EventNotice>
  );
}

/** An incapacity that unlocked: the owner, back, closes again what it opened. */
function UnlockedIncapacity({ event }: { event: TTriggerEvent }) {
  const relock = useRelockEvent();
  return (
    <EventNotice
      tone="calm"
      icon={<HeartHandshake className="text-primary" aria-hidden />}
      title="Your incapacity report is open"
    >
      <p>
        {event.reporterName} reported your incapacity on {formatMomentDay(event.reportedAt)}, and it
        unlocked on {formatMoment(event.unlockedAt ?? event.unlocksAt)}. The people you chose can
        see what you shared “after the event” and are following the incapacity plan.
      </p>
      <EventDetails event={event} />
      <div className="grid gap-2 sm:flex sm:items-center sm:gap-4">
        <BusyButton
          busy={relock.isPending}
          busyLabel="Re-locking…"
          onClick={() => relock.mutate(event)}
        >
          I’m back — re-lock
        </BusyButton>
        <p className="text-sm text-muted-foreground">
          What you shared “after the event” becomes private again.
        </p>
      </div>
    </EventNotice>
  );
}

/** A death report that unlocked: final, unless an administrator reverses it. */
function UnlockedDeath({ event }: { event: TTriggerEvent }) {
  return (
    <EventNotice
      tone="urgent"
      icon={<LockOpen className="text-destructive" aria-hidden />}
      title="A death report has unlocked your household"
    >
      <p>
        {event.reporterName} reported your death on {formatMomentDay(event.reportedAt)}, and it
        unlocked on {formatMoment(event.unlockedAt ?? event.unlocksAt)}. A death report is final:
        only a Nido administrator can reverse it. If this is a mistake, write to{' '}
        <a className={textLinkClass} href={`mailto:${BRAND.supportEmail}`}>
          {BRAND.supportEmail}
        </a>
        .
      </p>
      <EventDetails event={event} />
    </EventNotice>
  );
}

/** The owner's current event, if any: waiting on them, or unlocked. */
export function OwnerEventAlert({ event }: { event: TTriggerEvent }) {
  if (event.status === 'pending') return <PendingReport event={event} />;
  if (event.status !== 'unlocked') return null;
  return event.kind === 'incapacity' ? (
    <UnlockedIncapacity event={event} />
  ) : (
    <UnlockedDeath event={event} />
  );
}
