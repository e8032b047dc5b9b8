import { toast } from 'sonner';
import { BusyButton } from '@web/components/ui/busy-button';
import { useResendVerification } from '../api/resend-verification';
import { RESEND_MESSAGES as M } from '../lib/auth-messages';

/** Spec §8 "Resend on registration-success": sends the verification email again, with its toasts. */
export function ResendVerificationButton({ email }: { email: string | null }) {
  const resend = useResendVerification();
  function send() {
    if (!email) {
      toast.error(M.missingTitle, { description: M.missing });
      return;
    }
    resend.mutate(email);
  }
  return (
    <BusyButton
      variant="outline"
      size="lg"
      className="w-full"
      busy={resend.isPending}
      busyLabel="Sending…"
      onClick={send}
    >
      Resend Verification Email
    </BusyButton>
  );
}
