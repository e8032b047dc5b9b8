import type { TEventHousehold } from '@shared/triggering-event/event-schemas';
import { MemberView } from './member/member-view';
import { OwnerView } from './owner/owner-view';

/** A household as the reader meets it: their own, or one they are connected to. */
export function HouseholdView({ household }: { household: TEventHousehold }) {
  return household.isOwner ? (
    <OwnerView household={household} />
  ) : (
    <MemberView household={household} />
  );
}
