import { Link, useNavigate } from 'react-router';
import { Users } from 'lucide-react';
import { toast } from 'sonner';
import type { TInvitationFound } from '@shared/family/family-schemas';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import { PageCard } from '@web/components/ui/page-card';
import { useSession } from '@web/lib/session';
import { useAcceptInvitation } from '@web/lib/invitations/accept-invitation';
import { showAcceptInvitationFailure } from '@web/lib/invitations/accept-invitation-error';
import { INVITATION_MESSAGES, joinedFamilyMessage } from '@web/lib/invitations/invitation-messages';
import { nextStepAfterVerification } from '../lib/next-step-after-verification';

type Props = { email: string; invitation: TInvitationFound };

/**
 * Spec §2/§4 "Email-confirmed", invitation-found: the address is verified and someone has invited
 * it. The link signed the person in, so accepting is one step; an account with a second factor is
 * not signed in by a link and signs in first: the login carries the invitation to
 * `/?invitation=…`, which accepts it. Setting up an own account goes on as the plain success
 * state would: to onboarding when signed in, else to sign in first.
 */
export function InvitationFound({ email, invitation }: Props) {
  const navigate = useNavigate();
  const user = useSession().data?.user;
  const accept = useAcceptInvitation();
  const { inviterName } = invitation;

  function acceptInvitation() {
    if (!user) {
      void navigate(`/login?invitation=${encodeURIComponent(invitation.code)}`);
      return;
    }
    accept.mutate(invitation.code, {
      onSuccess: () => {
        toast.success(joinedFamilyMessage(inviterName));
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
      icon={<Users aria-hidden />}
      title="You've Been Invited!"
      description={
        <>
          Your email address{' '}
          <strong className="font-medium break-all text-foreground">{email}</strong> has been
          confirmed, and <strong className="font-medium text-foreground">{inviterName}</strong> has
          invited you to join their family on Nido.
        </>
      }
    >
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
