import { Link } from 'react-router';
import { BriefcaseBusiness, Users } from 'lucide-react';
import type { TInvitationDetails } from '@shared/family/family-schemas';
import { CheckList } from '@web/components/check-list';
import { AdvisorGrantSummary } from '@web/components/advisor-grant-summary';
import { Button } from '@web/components/ui/button';
import { PageCard } from '@web/components/ui/page-card';

type Props = {
  invitation: string;
  details: Pick<TInvitationDetails, 'inviterName' | 'inviteeEmail' | 'role' | 'advisorGrant'>;
};

/** Spec §6: guests are told what joining lets them do. */
function FamilyAbilities({ inviterName }: { inviterName: string }) {
  const abilities = [
    'View and manage family financial information',
    'Access shared documents',
    `Collaborate with ${inviterName}`,
  ];
  return (
    <section aria-labelledby="invitation-access-heading" className="grid gap-3">
      <h2 id="invitation-access-heading" className="text-sm font-medium">
        As a family member you can
      </h2>
      <CheckList
        items={abilities}
        className="grid gap-2 text-sm text-muted-foreground"
        itemClassName="flex items-start gap-2"
        iconClassName="mt-0.5 size-4 shrink-0 text-success"
      />
    </section>
  );
}

/**
 * Spec §2 "Invitation screen", signed out: who invites them and to which address, and the two
 * ways in, both carrying the invitation so it is accepted once they are signed in. A professional
 * invited from Advisor Contacts reads their own terms (issue 15): whose household, what is shared,
 * view only or not, for how long; not an invitation to join the family.
 */
export function InvitedPrompt({ invitation, details }: Props) {
  const carried = `?invitation=${encodeURIComponent(invitation)}`;
  const grant = details.role === 'advisor' ? details.advisorGrant : null;
  const inviter = <strong className="font-medium text-foreground">{details.inviterName}</strong>;
  return (
    <PageCard
      icon={grant ? <BriefcaseBusiness aria-hidden /> : <Users aria-hidden />}
      title="You're Invited!"
      description={
        grant ? (
          <>{inviter} has given you advisor access to their household on Nido.</>
        ) : (
          <>{inviter} has invited you to join their family on Nido.</>
        )
      }
    >
      <p className="text-center text-sm text-muted-foreground">
        This invitation was sent to{' '}
        <strong className="font-medium break-all text-foreground">{details.inviteeEmail}</strong>.
      </p>
      {grant ? (
        <section aria-labelledby="invitation-access-heading" className="grid gap-3">
          <h2 id="invitation-access-heading" className="text-sm font-medium">
            What {details.inviterName} shares with you
          </h2>
          <AdvisorGrantSummary grant={grant} />
        </section>
      ) : (
        <FamilyAbilities inviterName={details.inviterName} />
      )}
      <div className="grid gap-3">
        <Button asChild size="lg" className="w-full">
          <Link to={`/login${carried}`}>Sign In to Accept</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="w-full">
          <Link to={`/register${carried}`}>Create Account &amp; Accept</Link>
        </Button>
      </div>
    </PageCard>
  );
}
