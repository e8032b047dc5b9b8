import type { TEventHousehold } from '@shared/triggering-event/event-schemas';
import { EventPlanPanel, PlanPreviewPanel, RunwayCard } from '../../plan';
import { EventHistory } from './event-history';
import { OwnerEventAlert } from './owner-event-alert';
import { TrustedContactsCard } from './trusted-contacts-card';

/**
 * The owner's own household: a report waiting on them (or an unlocked one), who may report,
 * past reports, and the plan their family would follow.
 */
export function OwnerView({ household }: { household: TEventHousehold }) {
  const { event } = household;
  const unlocked = event?.status === 'unlocked' ? event : null;
  return (
    <div className="grid gap-8">
      {event && <OwnerEventAlert event={event} />}
      <TrustedContactsCard contacts={household.contacts} candidates={household.candidates} />
      <EventHistory history={household.history} />
      <RunwayCard ownerId={household.ownerId} showAfterEvent />
      {/* Once unlocked, the real plan; before, the plan the family would follow if it were today. */}
      {unlocked ? (
        <EventPlanPanel eventId={unlocked.id} />
      ) : (
        <PlanPreviewPanel ownerId={household.ownerId} />
      )}
    </div>
  );
}
