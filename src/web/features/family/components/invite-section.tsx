import { Link } from 'react-router';
import { INVITATION_LIFETIME_DAYS } from '@shared/family/family-schemas';
import { Button } from '@web/components/ui/button';
import { FamilySection } from './family-section';
import { InviteForm } from './invite-form';

/** Spec §6: invitations are only offered when the inviter has an active subscription. */
export function InviteSection({ canInvite }: { canInvite: boolean }) {
  return (
    <FamilySection
      id="invite"
      title="Invite a family member"
      description={`They get an email with a link to join. An invitation works for ${INVITATION_LIFETIME_DAYS} days; once they have joined, you choose what they can do.`}
    >
      {canInvite ? (
        <InviteForm />
      ) : (
        <div className="grid gap-3 text-sm">
          <p>
            Inviting family members needs an active subscription. Choose a plan, then come back here
            to invite your family.
          </p>
          <Button asChild variant="outline" className="w-fit">
            <Link to="/subscription">See plans</Link>
          </Button>
        </div>
      )}
    </FamilySection>
  );
}
