import { Link, useNavigate } from 'react-router';
import { BriefcaseBusiness, Users } from 'lucide-react';
import { toast } from 'sonner';
import type { TInvitationFound } from '@shared/family/family-schemas';
import { AdvisorGrantSummary } from '@web/components/advisor-grant-summary';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import { PageCard } from '@web/components/ui/page-card';
import { useSession } from '@web/lib/session';
import { useAcceptInvitation } from '@web/lib/invitations/accept-invitation';
import { showAcceptInvitationFailure } from '@web/lib/invitations/accept-invitation-error';
import { acceptedMessage } from '@web/lib/invitations/accepted-message';
import { useInvitationDetails } from '@web/lib/invitations/invitation-details';
import { INVITATION_MESSAGES, joinedFamilyMessage } from '@web/lib/invitations/invitation-messages';
import { nextStepAfterVerification } from '../lib/next-step-after-verification';

type Props = { email: string; invitation: TInvitationFound };

/**
 * Spec §2/§4 "Email-confirmed", invitation-found: the address is verified and someone has invited
 * it. The link signed the person in, so accepting is one step; an account with a second factor is
 * not signed in by a link and signs in first: the login carries the invitation to
 * `/?invitation=…`, which accepts it. Setting up an own account goes on as the plain success
 * state would: to onboarding when signed in, else to sign in first.
 *
 * Whether it is a family invitation or an advisor's access (issue 15) is read from the
 * invitation's details by its code: an advisor is told whose household, what is shared, view only
 * or not and for how long, never that they join the family. Until the details answer (or if they
 * cannot be read) the card says only that there is an invitation.
 */
export function InvitationFound({ email, invitation }: Props) {
  const navigate = useNavigate();
  const user = useSession().data?.user;
  const accept = useAcceptInvitation();
  const { inviterName } = invitation;
  const details = useInvitationDetails(invitation.code).data;
  const role = details?.status === 'pending' ? details.role : null;
  const grant = role === 'advisor' ? (details?.advisorGrant ?? null) : null;

  function acceptInvitation() {
    if (!user) {
      void navigate(`/login?invitation=${encodeURIComponent(invitation.code)}`);
      return;
    }
    accept.mutate(invitation.code, {
      onSuccess: (answer) => {
        if (answer.role === 'advisor') {
          const { title, description } = acceptedMessage(answer);
          toast.success(title, { description });
        } else {
          toast.success(joinedFamilyMessage(inviterName));
        }
        void navigate('/dashboard', { replace: true });
      },
      onError: (error) => {
        const failure = showAcceptInvitationFailure(error, INVITATION_MESSAGES.acceptFailed);
        // Already connected: the family is there to see. Otherwise both choices stay open.
        if (failure.alreadyAccepted) void navigate('/dashboard', { replace: true });
      },
    });
  }

  return (
    <PageCard
      icon={role === 'advisor' ? <BriefcaseBusiness aria-hidden /> : <Users aria-hidden />}
      title="You've Been Invited!"
      description={
        <>
          Your email address{' '}
          <strong className="font-medium break-all text-foreground">{email}</strong> has been
          confirmed, and <strong className="font-medium text-foreground">{inviterName}</strong>{' '}
          {role === 'advisor'
            ? 'has given you advisor access to their household on Nido.'
            : role === null
              ? 'has sent you an invitation on Nido.'
              : 'has invited you to join their family on Nido.'}
        </>
      }
    >
      {grant && <AdvisorGrantSummary grant={grant} label={`What ${inviterName} shares with you`} />}
      <div className="grid gap-3">
        <BusyButton
          size="lg"
          className="w-full"
          busy={accept.isPending}
          busyLabel="Accepting…"
          onClick={acceptInvitation}
        >
          Accept Invitation
        </BusyButton>
        <Button asChild size="lg" variant="outline" className="w-full">
          <Link to={nextStepAfterVerification(Boolean(user)).to} replace>
            Set Up My Own Account
          </Link>
        </Button>
      </div>
    </PageCard>
  );
}
