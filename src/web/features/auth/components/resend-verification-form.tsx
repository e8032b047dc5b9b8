import { BusyButton } from '@web/components/ui/busy-button';
import { localStore, STORAGE_KEYS } from '@web/lib/storage';
import { useResendVerification } from '../api/resend-verification';
import { EmailRequestForm } from './email-request-form';

/** After a failed link: ask for a new verification email (the address is typed, not taken from the link). */
export function ResendVerificationForm() {
  const resend = useResendVerification();
  return (
    <EmailRequestForm
      id="resend-verification-email"
      defaultEmail={localStore.get(STORAGE_KEYS.registrationEmail) ?? ''}
      className="grid gap-4"
      onSend={(email) => resend.mutate(email)}
    >
      <BusyButton
        type="submit"
        size="lg"
        className="w-full"
        busy={resend.isPending}
        busyLabel="Sending…"
      >
        Resend Verification Email
      </BusyButton>
    </EmailRequestForm>
  );
}
