import type { TInvitation } from '@shared/family/family-schemas';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { EmptyNote } from './empty-note';
import { FamilySection } from './family-section';
import { InvitationRow } from './invitation-row';

/** The invitations sent from this account, newest first as the API lists them. */
export function InvitationsSection({ invitations }: { invitations: TInvitation[] }) {
  return (
    <FamilySection
      id="invitations"
      title="Invitations"
      description="Invitations you have sent. Resend one that has expired or that did not arrive."
    >
      {invitations.length === 0 ? (
        <EmptyNote>You haven't invited anyone yet.</EmptyNote>
      ) : (
        <Table label="Sent invitations" className="min-w-[640px]">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Sent</TableHead>
              <TableHead>Expires</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {invitations.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </TableBody>
        </Table>
      )}
    </FamilySection>
  );
}
