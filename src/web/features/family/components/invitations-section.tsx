import type { TInvitation } from '@shared/family/family-schemas';
import { FamilySection } from './family-section';
import { FamilyTable } from './family-table';
import { InvitationRow } from './invitation-row';

/** The invitations sent from this account, newest first as the API lists them. */
export function InvitationsSection({ invitations }: { invitations: TInvitation[] }) {
  return (
    <FamilySection
      id="invitations"
      title="Invitations"
      description="Invitations you have sent. Resend one that has expired or that did not arrive."
    >
      <FamilyTable
        label="Sent invitations"
        className="min-w-[640px]"
        columns={['Name', 'Email', 'Status', 'Sent', 'Expires']}
        withActions
        rows={invitations}
        empty="You haven't invited anyone yet."
      >
        {(invitation) => <InvitationRow key={invitation.id} invitation={invitation} />}
      </FamilyTable>
    </FamilySection>
  );
}
