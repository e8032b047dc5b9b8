import { toast } from 'sonner';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import { DialogClose, DialogFooter } from '@web/components/ui/dialog';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { errorMessage } from '@web/lib/api-error';
import { useForgotPassword } from '../api/forgot-password';
import { EmailRequestForm } from './email-request-form';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; defaultEmail: string };

/**
 * Spec §2 "Login": the Forgot Password dialog. The content unmounts when closed, so each opening
 * starts from the address typed in the sign-in form.
 */
export function ForgotPasswordDialog({ open, onOpenChange, defaultEmail }: Props) {
  return (
    <DialogFrame
      open={open}
      onClose={() => onOpenChange(false)}
      title="Reset Your Password"
      description="Enter the email address of your account and we'll send you a link to choose a new password."
    >
      <ForgotPasswordForm defaultEmail={defaultEmail} onSent={() => onOpenChange(false)} />
    </DialogFrame>
  );
}

function ForgotPasswordForm({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string;
  onSent: () => void;
}) {
  const forgot = useForgotPassword();
  return (
    <EmailRequestForm
      id="forgot-password-email"
      defaultEmail={defaultEmail}
      className="grid gap-6"
      onSend={(email, showError) =>
        forgot.mutate(email, {
          onSuccess: () => {
            // The server answers the same for unknown addresses, and so does this message.
            toast.success('Check your email', {
              description: `If ${email} has a Nido account, a password reset link is on its way.`,
            });
            onSent();
          },
          onError: (error) => showError(errorMessage(error)),
        })
      }
    >
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <BusyButton type="submit" busy={forgot.isPending} busyLabel="Sending…">
          Send Reset Link
        </BusyButton>
      </DialogFooter>
    </EmailRequestForm>
  );
}
