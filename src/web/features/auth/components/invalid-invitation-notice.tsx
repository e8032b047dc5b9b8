import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { INVITATION_MESSAGES } from '@web/lib/invitations/invitation-messages';

/**
 * Spec §8 "Invalid Invitation" on the registration form: the link's invitation cannot be used, and
 * the form below now makes an account of the visitor's own.
 */
export function InvalidInvitationNotice() {
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlert aria-hidden />
      <AlertTitle>{INVITATION_MESSAGES.invalidTitle}</AlertTitle>
      <AlertDescription className="grid gap-1 text-foreground">
        <p>{INVITATION_MESSAGES.invalid}</p>
        <p>You can still create an account of your own below.</p>
      </AlertDescription>
    </Alert>
  );
}
