import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '@web/lib/session';
import { useAcceptInvitation } from '@web/lib/invitations/accept-invitation';
import { useInvitationDetails } from '@web/lib/invitations/invitation-details';
import { showAcceptInvitationFailure } from '@web/lib/invitations/accept-invitation-error';
import { acceptedMessage } from '@web/lib/invitations/accepted-message';
import { INVITATION_MESSAGES } from '@web/lib/invitations/invitation-messages';
import { InvitationProgress } from './invitation-progress';
import { InvitedPrompt } from './invited-prompt';

/** One toast per outcome even when StrictMode runs the effect twice. */
const TOAST_ID = 'invitation';

/**
 * Processing: a signed-in person accepts at once (spec §4 "Accepting an invitation"). A ref
 * makes it one request, so StrictMode's second effect run does not answer "already accepted".
 */
function AcceptOnArrival({ invitation }: { invitation: string }) {
  const navigate = useNavigate();
  const { mutate } = useAcceptInvitation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(invitation, {
      onSuccess: (answer) => {
        // An advisor is told their grant, not that they joined the family (issue 15).
        const { title, description } = acceptedMessage(answer);
        toast.success(title, { id: TOAST_ID, description });
      },
      onError: (error) => showAcceptInvitationFailure(error),
      // Spec §8: success and every failure alike end on the dashboard.
      onSettled: () => void navigate('/dashboard', { replace: true }),
    });
  }, [invitation, mutate, navigate]);

  return <InvitationProgress title="Accepting Invitation" />;
}

/**
 * Signed out: the invitation is looked up (loading) and, while pending, offered (the invited
 * prompt). Anything else is told in a toast on the plain landing page; `replace` keeps Back from
 * returning to the dead link.
 */
function InvitationForVisitor({ invitation }: { invitation: string }) {
  const navigate = useNavigate();
  const details = useInvitationDetails(invitation);
  const notPending = details.data !== undefined && details.data.status !== 'pending';

  useEffect(() => {
    if (details.isError) {
      toast.error(INVITATION_MESSAGES.loadFailedTitle, {
        id: TOAST_ID,
        description: INVITATION_MESSAGES.loadFailed,
      });
    } else if (notPending) {
      toast.error(INVITATION_MESSAGES.invalidTitle, {
        id: TOAST_ID,
        description: INVITATION_MESSAGES.invalid,
      });
    } else {
      return;
    }
    void navigate('/', { replace: true });
  }, [details.isError, notPending, navigate]);

  if (details.data?.status === 'pending') {
    return <InvitedPrompt invitation={invitation} details={details.data} />;
  }
  return <InvitationProgress title="Loading Invitation" />;
}

/**
 * Spec §2 "Invitation screen": what `/?invitation=…` shows instead of the landing page. The value
 * is passed on as it came: the server tells ids (with hyphens) from short codes. The landing page
 * names the tab.
 */
export function InvitationHandler({ invitation }: { invitation: string }) {
  const session = useSession();
  if (session.isPending) return <InvitationProgress title="Loading Invitation" />;
  if (session.data?.user) return <AcceptOnArrival invitation={invitation} />;
  return <InvitationForVisitor invitation={invitation} />;
}
