import type { TEventHousehold } from '@shared/triggering-event/event-schemas';
import { EventPlanPanel, RunwayCard } from '../../plan';
import { MemberPendingStatus } from './member-pending-status';
import { MemberUnlockedNotice } from './member-unlocked-notice';
import { NotUnlockerNote } from './not-unlocker-note';
import { ReportEventCard } from './report-event-card';

/**
 * Someone else's household: its unlocked event and plan, a waiting report (shown to its reporter
 * and the trusted contacts), or the way to report one.
 */
export function MemberView({ household }: { household: TEventHousehold }) {
  const { event, ownerName } = household;
  if (event?.status === 'unlocked') {
    return (
      <div className="grid gap-8">
        <MemberUnlockedNotice event={event} ownerName={ownerName} />
        {/* Before the plan, which can run to hundreds of steps: how long the family is covered. */}
        <RunwayCard ownerId={household.ownerId} showAfterEvent />
        <EventPlanPanel eventId={event.id} />
      </div>
    );
  }
  if (event?.status === 'pending')
    return <MemberPendingStatus event={event} ownerName={ownerName} />;
  return household.isUnlocker ? (
    <ReportEventCard household={household} />
  ) : (
    <NotUnlockerNote ownerName={ownerName} />
  );
}
